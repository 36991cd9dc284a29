/// How a generated variant is named: the source's name with a suffix inserted.
///
/// The suffix goes before a trailing `@Nx` scale mark and `~device` modifier, else before the
/// extension, so that the variant keeps the marks people and tools read scale and device from:
///
///     back@2x.png        → back-rtl@2x.png
///     back@3x~ipad.png   → back-rtl@3x~ipad.png
///     chevron.pdf        → chevron-rtl.pdf
///
/// Right-to-left twins of left-to-right images get ``rightToLeftSuffix``; left-to-right twins
/// of right-to-left images get ``leftToRightSuffix``.
public struct VariantNaming: Sendable, Equatable {
    public static let defaultRightToLeftSuffix = "-rtl"
    public static let defaultLeftToRightSuffix = "-ltr"

    public let rightToLeftSuffix: String
    public let leftToRightSuffix: String

    /// Throws when a suffix is empty, names a folder or a hidden file (`/`, a leading `.`), or
    /// the two are equal (a set's twins would then collide).
    public init(
        rightToLeftSuffix: String = defaultRightToLeftSuffix, leftToRightSuffix: String = defaultLeftToRightSuffix
    ) throws(GenerationError) {
        for suffix in [rightToLeftSuffix, leftToRightSuffix]
        where suffix.isEmpty || suffix.contains("/") || suffix.contains("\0") {
            throw .invalidSuffix(suffix)
        }
        if rightToLeftSuffix == leftToRightSuffix { throw .invalidSuffix(rightToLeftSuffix) }
        self.rightToLeftSuffix = rightToLeftSuffix
        self.leftToRightSuffix = leftToRightSuffix
    }

    public static let `default` = try! VariantNaming()

    /// The suffix for a variant drawn for `direction`.
    public func suffix(for direction: LanguageDirection) -> String {
        direction == .rightToLeft ? rightToLeftSuffix : leftToRightSuffix
    }

    /// The name of the variant of `filename` drawn for `direction`.
    public func variantName(of filename: String, for direction: LanguageDirection) -> String {
        let (stem, marks, pathExtension) = Self.split(filename)
        return stem + suffix(for: direction) + marks + pathExtension
    }

    /// `back@2x~ipad.png` → (`back`, `@2x~ipad`, `.png`). A leading dot is not an extension.
    static func split(_ filename: String) -> (stem: Substring, marks: Substring, pathExtension: Substring) {
        var end = filename.endIndex
        if let dot = filename.lastIndex(of: "."), dot != filename.startIndex { end = dot }
        let name = filename[..<end]
        let pathExtension = filename[end...]
        var marksStart = name.endIndex
        // `~device`: letters and digits after the last tilde.
        if let tilde = name.lastIndex(of: "~"), tilde != name.startIndex,
            name[name.index(after: tilde)...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            name.index(after: tilde) != name.endIndex
        {
            marksStart = tilde
        }
        // `@Nx` just before it.
        let beforeDevice = name[..<marksStart]
        if beforeDevice.hasSuffix("x"), let at = beforeDevice.lastIndex(of: "@"), at != beforeDevice.startIndex {
            let digits = beforeDevice[beforeDevice.index(after: at)..<beforeDevice.index(before: beforeDevice.endIndex)]
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { marksStart = at }
        }
        return (name[..<marksStart], name[marksStart...], pathExtension)
    }
}
