/// What Xcode's "Direction" menu shows for a whole set, derived from its entries.
///
/// Xcode writes the same `language-direction` on every entry of a set, empty slots included, so
/// a set whose entries disagree in any other way was edited by hand or by a tool and is
/// ``inconsistent``. A type of its own because a set has states no one entry has (``both``,
/// ``inconsistent``), read from the catalog; ``DirectionChoice`` is what can be written.
public enum SetDirectionState: String, Sendable, Hashable, CaseIterable, Codable {
    /// No entry has a direction: the image never mirrors. Xcode's default.
    case fixed
    /// "Left to Right, Mirrors": every entry is `left-to-right`.
    case leftToRight = "left-to-right"
    /// "Right to Left, Mirrors": every entry is `right-to-left`.
    case rightToLeft = "right-to-left"
    /// "Both": `left-to-right` entries and their `right-to-left` twins, each with its own file.
    case both
    /// Some entries have a direction and others none, or a value is not a direction.
    case inconsistent

    /// The direction of a set whose entries carry these values (`nil`: key absent; a string
    /// that is not a ``LanguageDirection``: invalid).
    public init(entryValues: some Sequence<String?>) {
        var absent = false
        var leftToRight = false
        var rightToLeft = false
        for value in entryValues {
            switch value {
            case nil: absent = true
            case LanguageDirection.leftToRight.rawValue: leftToRight = true
            case LanguageDirection.rightToLeft.rawValue: rightToLeft = true
            default:
                self = .inconsistent
                return
            }
        }
        switch (absent, leftToRight, rightToLeft) {
        case (_, false, false): self = .fixed
        case (true, _, _): self = .inconsistent
        case (false, true, false): self = .leftToRight
        case (false, false, true): self = .rightToLeft
        case (false, true, true): self = .both
        }
    }

    /// Whether the system mirrors this set's images in the other layout direction at run time.
    public var mirrorsAtRunTime: Bool { self == .leftToRight || self == .rightToLeft }
}
