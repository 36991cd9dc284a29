/// One row of a catalog's direction table: an image set or custom symbol whose name has a
/// left/right token or whose entries carry a direction. A row, not a direction: it names the
/// asset's counterpart and how a right-to-left layout is served (``SetDirectionState`` is one of its
/// columns).
public struct AssetDirectionRow: Sendable, Hashable {
    /// The name code loads it by (`Onboarding/back-left`).
    public var name: String
    public var type: AssetSetType
    /// The set folder inside the catalog (`Onboarding/back-left.imageset`).
    public var relativePath: String
    /// ``SymbolDirectionKind/swapPair``, ``SymbolDirectionKind/selfSymmetric`` or
    /// ``SymbolDirectionKind/noCounterpart`` for a name with a left/right token; nil otherwise.
    public var kind: SymbolDirectionKind?
    /// The image set or custom symbol whose name is this one with left and right swapped, only
    /// when both exist (rtlcss's strict auto-rename: no pair, no rename). Either type counts:
    /// `UIImage(named:)` loads both.
    public var counterpart: String?
    public var direction: SetDirectionState
    public var serving: RightToLeftServing

    public init(
        name: String, type: AssetSetType, relativePath: String, kind: SymbolDirectionKind?,
        counterpart: String?, direction: SetDirectionState, serving: RightToLeftServing
    ) {
        self.name = name
        self.type = type
        self.relativePath = relativePath
        self.kind = kind
        self.counterpart = counterpart
        self.direction = direction
        self.serving = serving
    }
}
