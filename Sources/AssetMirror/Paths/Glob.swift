/// Path globs, as `.assetmirror.yml`'s `excluded` and `set-direction --set` write them: `*`
/// matches within one path component, `**` across components (`a/**/b` also matches `a/b`),
/// `?` one character other than `/`; `\` makes the character after it match itself (`\*`,
/// `\?`, `\\`), so that a name holding `*` or `?` can be named alone (``escaped(_:)``).
/// Everything else matches itself, byte for byte.
///
/// Matching never backtracks: the glob is read as a small automaton whose set of live positions
/// advances one path byte at a time, so the cost is at most (path bytes + 1) × (glob tokens + 1)
/// steps whatever the glob, where a recursive matcher takes exponential time on `*a*a*a*a*b`
/// against a long name (a glob and a name a pull request controls).
enum Glob {
    /// One element of a glob.
    private enum Token: Equatable {
        case byte(UInt8)
        /// `?`: one byte other than `/`.
        case anyByte
        /// `*`: any run of bytes other than `/`.
        case star
        /// `**`: any run of bytes.
        case globstar
        /// The start of `**/`, matching no byte: from here the `**` and its `/` (the next two
        /// tokens) may be skipped, so that `a/**/b` matches `a/b`; only from here, not once the
        /// `**` has matched something.
        case folders
    }

    /// Whether `glob` matches the whole of `path`, both UTF-8.
    static func matches(_ glob: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        let tokens = compile(glob)
        // live[i]: the first i tokens match the path read so far.
        var live = [Bool](repeating: false, count: tokens.count + 1)
        var next = live
        live[0] = true
        close(&live, tokens: tokens)
        for byte in path {
            for index in next.indices { next[index] = false }
            var any = false
            for index in tokens.indices where live[index] {
                switch tokens[index] {
                case .byte(let expected) where expected == byte: next[index + 1] = true
                case .anyByte where byte != slash: next[index + 1] = true
                case .star where byte != slash: next[index] = true
                case .globstar: next[index] = true
                default: continue
                }
                any = true
            }
            guard any else { return false }
            close(&next, tokens: tokens)
            swap(&live, &next)
        }
        return live[tokens.count]
    }

    /// Whether `glob` matches the whole of `path`.
    static func matches(_ glob: String, _ path: String) -> Bool {
        matches(Array(glob.utf8)[...], Array(path.utf8)[...])
    }

    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")

    /// A glob that matches `path` alone: its `*`, `?` and `\` escaped.
    static func escaped(_ path: String) -> String {
        var result = ""
        for character in path {
            if character == "*" || character == "?" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The tokens of `glob`.
    private static func compile(_ glob: ArraySlice<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var index = glob.startIndex
        while index < glob.endIndex {
            let byte = glob[index]
            switch byte {
            case UInt8(ascii: "*") where index + 1 < glob.endIndex && glob[index + 1] == UInt8(ascii: "*"):
                if index + 2 < glob.endIndex && glob[index + 2] == slash { tokens.append(.folders) }
                tokens.append(.globstar)
                index += 2
                continue
            case backslash where index + 1 < glob.endIndex:
                tokens.append(.byte(glob[index + 1]))
                index += 2
                continue
            case UInt8(ascii: "*"): tokens.append(.star)
            case UInt8(ascii: "?"): tokens.append(.anyByte)
            default: tokens.append(.byte(byte))
            }
            index += 1
        }
        return tokens
    }

    /// Adds the positions reachable without reading a byte: past a `*` or `**`, which may match
    /// nothing, and from the start of a `**/` past all of it. Positions only move forward, so one
    /// pass suffices.
    private static func close(_ live: inout [Bool], tokens: [Token]) {
        for index in tokens.indices where live[index] {
            switch tokens[index] {
            case .star, .globstar: live[index + 1] = true
            case .folders:
                live[index + 1] = true
                live[index + 3] = true
            case .byte, .anyByte: continue
            }
        }
    }
}
