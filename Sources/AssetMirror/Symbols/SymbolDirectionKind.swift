/// What a direction token in a name means for a right-to-left layout; see docs/symbols.md.
///
/// The raw values are the words the table, its JSON, CSV and property-list forms and the
/// generated Swift file use.
public enum SymbolDirectionKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left and right swapped gives another existing name, another drawing: `chevron.left` ⇄
    /// `chevron.right`, also when the phrases come in another order
    /// (`arrow.down.left.arrow.up.right` ⇄ `arrow.up.left.arrow.down.right`).
    case swapPair = "swap-pair"
    /// Left and right sit in mirror positions, or the swapped name is an alias of the same
    /// glyph (`arrow.left.arrow.right`, `arrow.left.and.right`): it looks right either way.
    case selfSymmetric = "self-symmetric"
    /// Only backward/forward/leading/trailing tokens: the system mirrors it in right-to-left
    /// layouts (apps linked against iOS 14 SDKs or later).
    case directionAware = "direction-aware"
    /// A left/right name whose mirror image has no name of its own.
    case noCounterpart = "no-counterpart"
    /// Left or right names a real-world side (a car's door, an earbud, a device button, a
    /// pointing hand): never mirrored, never offered a counterpart.
    case physical
}
