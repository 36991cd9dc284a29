/// One row of the SF Symbols direction table: a name with a direction token, what it becomes in
/// a right-to-left layout, and from which iOS version each suggestion exists. A row of Apple's
/// symbols, where ``AssetDirectionRow`` is a row of an app's own catalog.
public struct SymbolDirectionRow: Sendable, Hashable {
    public var name: String
    public var introduced: IOSVersion
    /// The script suffix of a localized variant (`ar`, `he`, `rtl`, …), or nil. Suggestions for
    /// a variant carry the same suffix and exist only where that variant exists.
    public var localizedSuffix: String?
    /// The current name when `name` is an old name Apple keeps as an alias.
    public var aliasOf: String?
    public var kind: SymbolDirectionKind
    public var family: SymbolFamily
    /// The name of the mirror image, for ``SymbolDirectionKind/swapPair`` rows only.
    public var counterpart: String?
    public var counterpartIntroduced: IOSVersion?
    /// `exact` (left and right swapped in place) or `reordered` (phrases also moved).
    public var counterpartMatch: String?
    /// The backward/forward/leading/trailing name that draws the same and mirrors by itself.
    public var directionAware: String?
    public var directionAwareIntroduced: IOSVersion?

    public init(
        name: String, introduced: IOSVersion, localizedSuffix: String? = nil, aliasOf: String? = nil,
        kind: SymbolDirectionKind, family: SymbolFamily,
        counterpart: String? = nil, counterpartIntroduced: IOSVersion? = nil, counterpartMatch: String? = nil,
        directionAware: String? = nil, directionAwareIntroduced: IOSVersion? = nil
    ) {
        self.name = name
        self.introduced = introduced
        self.localizedSuffix = localizedSuffix
        self.aliasOf = aliasOf
        self.kind = kind
        self.family = family
        self.counterpart = counterpart
        self.counterpartIntroduced = counterpartIntroduced
        self.counterpartMatch = counterpartMatch
        self.directionAware = directionAware
        self.directionAwareIntroduced = directionAwareIntroduced
    }

    /// Whether the table offers to mirror this name: an interface name with a counterpart.
    public var offersCounterpart: Bool { kind == .swapPair && family == .interface && counterpart != nil }

    /// The name with its suggestions limited to those available on `target`: a counterpart or a
    /// direction-aware name introduced later is dropped.
    public func available(on target: IOSVersion) -> SymbolDirectionRow {
        var row = self
        if let version = counterpartIntroduced, version > target {
            row.counterpart = nil
            row.counterpartIntroduced = nil
            row.counterpartMatch = nil
        }
        if let version = directionAwareIntroduced, version > target {
            row.directionAware = nil
            row.directionAwareIntroduced = nil
        }
        return row
    }
}
