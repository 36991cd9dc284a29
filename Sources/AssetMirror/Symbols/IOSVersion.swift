/// An iOS version, the unit of SF Symbols availability: `14.0`, `15.1`.
///
/// The reference data gives every symbol the iOS version that introduced it; other platforms
/// are not in the data, so deployment targets are iOS versions too.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `14`, `14.0`, `15.1`, and with a platform prefix `iOS 15`, `ios15.1`, `iPadOS 16`
    /// (iPadOS has iOS's numbers). Returns nil for anything else, other platforms included.
    public init?(parsing text: String) {
        var rest = Substring(text.trimmingWhitespace())
        for prefix in ["ipados", "ios"] where rest.lowercased().hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count).drop { $0 == " " }
            break
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0,
            parts.count < 3 || Int(parts[2]) != nil
        else { return nil }
        self.init(major, minor)
    }

    /// `14.0`, as the table writes it.
    public var number: String { "\(major).\(minor)" }

    /// `iOS 14`, `iOS 15.1`, as messages write it.
    public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = IOSVersion(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not an iOS version: \(text)"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(number)
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
