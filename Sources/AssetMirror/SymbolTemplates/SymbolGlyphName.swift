/// The weights of an SF Symbols template, in the order of its columns (left to right).
public enum SymbolWeight: String, CaseIterable, Sendable {
    case ultralight = "Ultralight"
    case thin = "Thin"
    case light = "Light"
    case regular = "Regular"
    case medium = "Medium"
    case semibold = "Semibold"
    case bold = "Bold"
    case heavy = "Heavy"
    case black = "Black"

    /// 0 for Ultralight … 8 for Black: the template's column.
    public var column: Int { Self.allCases.firstIndex(of: self)! }
}

/// The scales of an SF Symbols template: its rows, small to large.
public enum SymbolScale: String, CaseIterable, Sendable {
    case small = "S"
    case medium = "M"
    case large = "L"
}

/// The id of a glyph group in a template's `Symbols` group, `<Weight>-<Scale>` (`Regular-M`).
public struct SymbolGlyphName: Hashable, Sendable, CustomStringConvertible {
    public var weight: SymbolWeight
    public var scale: SymbolScale

    public init(weight: SymbolWeight, scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    /// `Regular-M` → regular, medium; `nil` for any other id.
    public init?(id: String) {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let weight = SymbolWeight(rawValue: String(parts[0])),
            let scale = SymbolScale(rawValue: String(parts[1]))
        else { return nil }
        self.init(weight: weight, scale: scale)
    }

    public var description: String { "\(weight.rawValue)-\(scale.rawValue)" }
}
