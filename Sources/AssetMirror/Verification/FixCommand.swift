import Foundation

/// A command that resolves a finding, written into the finding's message between backquotes so
/// a person can copy it and a test can run it: `assetmirror set-direction left-to-right --set
/// 'Icons/back' App/Assets.xcassets`.
///
/// Paths are as the catalog was given (``AssetCatalog/path``), so the command works from where
/// `verify` ran. Words are quoted for a POSIX shell only where they need it; a `--set` pattern
/// always is, being a glob.
enum FixCommand {
    /// `assetmirror set-direction DIRECTION --set 'PATTERN' CATALOG` for one set: the pattern
    /// is the set's path inside the catalog without its folder's extension, which names that
    /// set (and, for a set directly in the catalog, any set of its name in a group that is no
    /// namespace, which actool would reject as a duplicate anyway). Its glob characters are
    /// escaped (``Glob/escaped(_:)``): `--set 'Icons/what\?'` names `what?` and not `whats`.
    static func setDirection(_ direction: String, _ set: AssetSet, in catalog: AssetCatalog) -> String {
        let folder = set.relativePath.split(separator: "/").last.map(String.init) ?? set.relativePath
        // A name holding `*` or `?` is escaped, or the pattern would name other sets too.
        let pattern = Glob.escaped(String(set.relativePath.dropLast(folder.count)) + set.name)
        return "assetmirror set-direction \(direction) --set \(quoted(pattern, always: true)) \(quoted(catalog.path))"
    }

    /// `assetmirror generate CATALOG`.
    static func generate(_ catalog: AssetCatalog) -> String {
        "assetmirror generate \(quoted(catalog.path))"
    }

    /// `mv FROM TO`, both inside the catalog.
    static func rename(_ from: String, to: String, in catalog: AssetCatalog) -> String {
        "mv \(quoted(catalog.displayPath(of: from))) \(quoted(catalog.displayPath(of: to)))"
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only characters no shell
    /// treats specially, else in single quotes (a `'` inside written `'\''`).
    static func quoted(_ word: String, always: Bool = false) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
                default: "@%+=:,./_-".unicodeScalars.contains(scalar)
                }
            }
        if plain && !always { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
