/// An SF Symbols template (the SVG of a `.symbolset`) as the SF Symbols app exports it: a
/// `Notes` group, a `Guides` group (baselines, caplines, margin guides) and a `Symbols` group
/// holding one group per glyph, `<Weight>-<Scale>` (all 27, or a subset such as `Ultralight-S`,
/// `Regular-S`, `Black-S`). Coordinates are the template's user units (its 3300-wide artboard).
public struct SymbolTemplate: Sendable {
    /// `3.0` from the Notes text `Template v.3.0`; `nil` when the file names none.
    public var version: String?
    /// In document order.
    public var glyphs: [SymbolTemplateGlyph]
    /// `Baseline-S`, `Capline-S`, … → their y.
    public var horizontalGuides: [String: Double]
    public var hasNotes: Bool

    /// Where the SF Symbols app puts the middle of its first weight column (Ultralight), and
    /// the distance between columns: it centres each glyph's margins on its column (measured on
    /// every Apple-written template of versions 1.0 to 7.0, docs/symbol-templates.md).
    static let firstColumnCentre = 559.711
    static let columnPitch = 296.711
    /// How far a margin pair's middle may be from its column's centre and still be on the grid
    /// (the app writes margins with 6 significant digits).
    static let gridTolerance = 0.25

    /// The centre of `weight`'s column.
    public static func columnCentre(_ weight: SymbolWeight) -> Double {
        firstColumnCentre + Double(weight.column) * columnPitch
    }
}

/// One glyph group of a template and the line it is mirrored about.
public struct SymbolTemplateGlyph: Sendable {
    public enum Margins: Sendable, Equatable {
        /// Its own `left-margin-<glyph>` and `right-margin-<glyph>` guides, or the template's
        /// only `left-margin`/`right-margin` pair, which belongs to Regular-M (templates 1.0, 2.0).
        case own(left: Double, right: Double)
        /// None of its own: its weight column's centre, where the app centres every glyph.
        case column
    }

    public var name: SymbolGlyphName
    public var margins: Margins
    /// The vertical line midway between its margins, in the template's user units.
    public var midline: Double
    /// Its element in the document.
    var element: Int
}
