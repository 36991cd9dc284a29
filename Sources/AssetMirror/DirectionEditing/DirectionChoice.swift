/// A Direction that `set-direction` gives a set: Xcode's Direction menu without "Both".
///
/// "Both" needs a file of its own for each side, which is `generate`'s work: give a set
/// ``leftToRight`` here, then `generate` adds its mirrored twins and makes it "Both". A type of
/// its own, not ``SetDirectionState``, because it is a request: it has neither "Both" nor
/// "inconsistent".
public enum DirectionChoice: String, Sendable, Hashable, CaseIterable {
    /// No `language-direction` on any entry: the image never mirrors. Xcode's default.
    case fixed
    /// "Left to Right, Mirrors": drawn for left-to-right layouts, mirrored in right-to-left ones.
    case leftToRight = "left-to-right"
    /// "Right to Left, Mirrors": drawn for right-to-left layouts, mirrored in left-to-right ones.
    case rightToLeft = "right-to-left"

    /// The `language-direction` every entry carries afterwards; `nil`: the key is removed.
    public var entryValue: String? { self == .fixed ? nil : rawValue }

    /// What ``AssetSet/direction`` says of a set once it has this setting.
    public var setDirection: SetDirectionState {
        switch self {
        case .fixed: .fixed
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
