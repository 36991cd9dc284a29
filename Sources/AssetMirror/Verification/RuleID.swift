/// A rule's stable identifier, kebab-case, e.g. "missing-file". Never changes once released: configs and SARIF baselines key on it.
///
/// Encodes as a bare string. Ordered by its raw value, so reports that sort by rule are stable.
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the identifier is kebab-case: lowercase ASCII letters and digits in words joined by
    /// single hyphens, starting with a letter ("missing-file", "scale-2x-missing").
    public var isKebabCase: Bool {
        let words = rawValue.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = rawValue.first, first.isASCII, first.isLowercase else { return false }
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
