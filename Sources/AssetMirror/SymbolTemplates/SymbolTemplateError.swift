/// Why a template is not mirrored: something whose mirror could not be proved right.
public enum SymbolTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Glyph groups, and no margin guides at all.
    case noMargins(glyphs: [String])
    /// A `left-margin…` without its `right-margin…` (or the reverse).
    case unpairedMargin(id: String)
    /// One margin guide id at two places, or Regular-M's margins written both the legacy way
    /// (`left-margin`) and their own (`left-margin-Regular-M`), at two places.
    case repeatedMargin(id: String, positions: [Double])
    /// A margin pair whose id names no glyph (a weight and a scale, as `Regular-M`).
    case unknownMarginGlyph(ids: String)
    /// A margin guide that is not a vertical `<line>` or a `<rect>`, or whose position cannot be read.
    case unreadableMargin(id: String, reason: String)
    /// A left margin right of its right margin.
    case crossedMargins(glyph: String, left: Double, right: Double)
    /// Glyphs without margins of their own, in a template whose margins are not centred on the
    /// app's weight columns, so theirs cannot be derived.
    case marginsOffGrid(glyphs: [String], guide: String, midline: Double, columnCentre: Double)
    /// A glyph drawn through a rotation or skew (or an unreadable transform).
    case transformedGlyph(glyph: String, transform: String)
    /// Two glyph groups with one id.
    case duplicateGlyph(String)
    /// Annotations stored at absolute positions outside the glyphs (the `Data` group of
    /// template 7.0 draw annotations), which a mirror of the glyphs would leave behind.
    case outsideAnnotations(ids: [String])

    public var description: String {
        switch self {
        case .noMargins(let glyphs):
            "its glyphs (\(Self.list(glyphs))) have no margin guides, so there is no line to mirror them about"
        case .unpairedMargin(let id):
            "the margin guide \(id) has no partner on the other side"
        case .repeatedMargin(let id, let positions):
            "the margin guide \(id) is written twice, at x = \(positions.map(Self.number).joined(separator: " and x = ")), so which one the glyph's margin is cannot be told"
        case .unknownMarginGlyph(let ids):
            "the margin guides \(ids) name no glyph (a weight and a scale, as Regular-M), so the margins they give cannot be placed"
        case .unreadableMargin(let id, let reason):
            "the margin guide \(id) cannot be read: \(reason)"
        case .crossedMargins(let glyph, let left, let right):
            "the left margin of \(glyph) (x = \(Self.number(left))) is right of its right margin (x = \(Self.number(right)))"
        case .marginsOffGrid(let glyphs, let guide, let midline, let centre):
            "the glyphs \(Self.list(glyphs)) have no margins of their own, and the template's \(guide) margins are centred on x = \(Self.number(midline)), not on their weight column's centre x = \(Self.number(centre)) as the SF Symbols app writes them, so their margins cannot be derived"
        case .transformedGlyph(let glyph, let transform):
            "the glyph \(glyph) is drawn through the transform \"\(transform)\", which rotates or skews it, so its margins do not stay vertical"
        case .duplicateGlyph(let glyph):
            "two glyph groups have the id \(glyph)"
        case .outsideAnnotations(let ids):
            "it has annotations stored at absolute positions outside the glyphs (\(Self.list(ids))), which a mirror of the glyphs would leave behind"
        }
    }

    /// A coordinate to 3 decimals, as the SF Symbols app writes them.
    private static func number(_ value: Double) -> String {
        SVGCodec.format((value * 1000).rounded() / 1000)
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 4
            ? items.joined(separator: ", ") : items.prefix(3).joined(separator: ", ") + " and \(items.count - 3) more"
    }
}
