/// The `language-direction` of one `Contents.json` entry, as Xcode writes it.
///
/// An entry without the key has a fixed orientation: the same image in every layout. One
/// entry's value, where ``SetDirectionState`` is what a whole set shows and ``DirectionChoice`` what
/// `set-direction` writes.
public enum LanguageDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Drawn for left-to-right layouts; mirrored at run time in right-to-left ones unless the set
    /// has a right-to-left entry for the same slot.
    case leftToRight = "left-to-right"
    /// Drawn for right-to-left layouts; the mirror image of ``leftToRight``.
    case rightToLeft = "right-to-left"

    /// The other direction.
    public var opposite: LanguageDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}
