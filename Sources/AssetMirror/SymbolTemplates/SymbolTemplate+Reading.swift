extension SymbolTemplate {
    /// The template in `bytes`; `nil` when they hold no `Guides` or `Symbols` group, or no glyph
    /// group (an SVG that is not a template); or an error naming what could not be read.
    ///
    /// `bytes` must be well-formed XML (checked by ``SVGWellFormedness`` first).
    public static func read(_ bytes: [UInt8]) throws(SymbolTemplateError) -> SymbolTemplate? {
        guard let tree = XMLElementTree(bytes) else { return nil }
        return try read(tree)
    }

    static func read(_ tree: XMLElementTree) throws(SymbolTemplateError) -> SymbolTemplate? {
        // Illustrator makes a repeated id unique with a suffix (`Guides_0000…_`). Glyph groups
        // are looked for in the whole document but Notes and Guides: some Sketch exports have no
        // Symbols group, and one Illustrator export closes it after 12 of its 27 glyphs.
        guard tree.first(idNamed: "Guides") != nil || tree.first(idNamed: "Symbols") != nil else { return nil }
        let notes = tree.first(idNamed: "Notes")
        let guides = tree.first(idNamed: "Guides")
        var found: [(name: SymbolGlyphName, element: Int)] = []
        for index in tree.descendants(of: 0) {
            guard tree.elements[index].name == "g", let id = tree.elements[index].id,
                let name = SymbolGlyphName(id: id)
            else { continue }
            // A group named like a glyph inside a glyph (a Sketch layer) belongs to that glyph.
            let ancestors = tree.path(to: index).dropLast()
            if ancestors.contains(where: { ancestor in
                ancestor == notes || ancestor == guides || found.contains { $0.element == ancestor }
            }) {
                continue
            }
            if found.contains(where: { $0.name == name }) { throw .duplicateGlyph(id) }
            found.append((name, index))
        }
        guard !found.isEmpty else { return nil }

        // Margin guides belong in Guides, but their ids say what they are wherever they are.
        let guideElements = tree.descendants(of: 0)
        var horizontal: [String: Double] = [:]
        var lefts: [String: Double] = [:]
        var rights: [String: Double] = [:]
        // A guide written twice at one place (to the thousandth the app writes) says it once;
        // at two places, which is meant cannot be told.
        func record(_ x: Double, _ id: String, prefix: String, in guides: inout [String: Double])
            throws(SymbolTemplateError)
        {
            let suffix = id.dropFirst(prefix.count).description
            if let earlier = guides[suffix], abs(earlier - x) > 0.0005 {
                throw .repeatedMargin(id: id, positions: [earlier, x])
            }
            guides[suffix] = x
        }
        for index in guideElements {
            guard let id = tree.elements[index].id else { continue }
            if id.hasPrefix("left-margin") {
                try record(try marginX(tree, index, id: id, side: .left), id, prefix: "left-margin", in: &lefts)
            } else if id.hasPrefix("right-margin") {
                try record(try marginX(tree, index, id: id, side: .right), id, prefix: "right-margin", in: &rights)
            } else if id.hasPrefix("Baseline-") || id.hasPrefix("Capline-"), let y = guideY(tree, index) {
                horizontal[id] = y
            }
        }
        for suffix in lefts.keys.sorted() where rights[suffix] == nil {
            throw .unpairedMargin(id: "left-margin" + suffix)
        }
        for suffix in rights.keys.sorted() where lefts[suffix] == nil {
            throw .unpairedMargin(id: "right-margin" + suffix)
        }
        // "-Regular-M" → that glyph's; "" (templates 1.0 and 2.0) → Regular-M's.
        var own: [SymbolGlyphName: (left: Double, right: Double, guide: String)] = [:]
        for suffix in lefts.keys.sorted() {
            let (left, right) = (lefts[suffix]!, rights[suffix]!)
            let name =
                suffix.isEmpty
                ? SymbolGlyphName(weight: .regular, scale: .medium) : SymbolGlyphName(id: String(suffix.dropFirst()))
            guard let name else { throw .unknownMarginGlyph(ids: "left-margin\(suffix)/right-margin\(suffix)") }
            if left > right { throw .crossedMargins(glyph: name.description, left: left, right: right) }
            // `left-margin` and `left-margin-Regular-M` both name Regular-M's: the same margins
            // twice are one pair, other ones cannot both be.
            if let earlier = own[name] {
                if abs(earlier.left - left) > 0.0005 {
                    throw .repeatedMargin(id: "left-margin\(suffix)", positions: [earlier.left, left])
                }
                if abs(earlier.right - right) > 0.0005 {
                    throw .repeatedMargin(id: "right-margin\(suffix)", positions: [earlier.right, right])
                }
            }
            own[name] = own[name] ?? (left, right, "left-margin\(suffix)/right-margin\(suffix)")
        }
        if own.isEmpty { throw .noMargins(glyphs: found.map(\.name.description)) }

        let needDerived = found.filter { own[$0.name] == nil }.map(\.name.description)
        if !needDerived.isEmpty {
            for (name, pair) in own.sorted(by: { $0.value.guide < $1.value.guide }) {
                let midline = (pair.left + pair.right) / 2
                let centre = columnCentre(name.weight)
                if abs(midline - centre) > gridTolerance {
                    throw .marginsOffGrid(
                        glyphs: needDerived, guide: pair.guide, midline: midline, columnCentre: centre)
                }
            }
        }

        if let data = tree.first(idNamed: "Data") {
            let ids = tree.descendants(of: data).compactMap { tree.elements[$0].id }
            if !tree.elements[data].children.isEmpty { throw .outsideAnnotations(ids: ids.isEmpty ? ["Data"] : ids) }
        }

        let glyphs = found.map { name, element in
            if let pair = own[name] {
                return SymbolTemplateGlyph(
                    name: name, margins: .own(left: pair.left, right: pair.right),
                    midline: (pair.left + pair.right) / 2,
                    element: element)
            }
            return SymbolTemplateGlyph(
                name: name, margins: .column, midline: columnCentre(name.weight), element: element)
        }
        return SymbolTemplate(
            version: templateVersion(tree.bytes), glyphs: glyphs, horizontalGuides: horizontal,
            hasNotes: notes != nil)
    }

    /// The map from `index`'s own coordinates to the document's, through every `transform` on
    /// the way (its own included); `nil` when one cannot be read.
    static func transform(_ tree: XMLElementTree, to index: Int) -> AffineTransform? {
        var result = AffineTransform.identity
        for step in tree.path(to: index) {
            guard let text = tree.elements[step].attribute("transform") else { continue }
            guard let map = AffineTransform(svg: text) else { return nil }
            result = result.then(map)
        }
        return result
    }

    private enum Side { case left, right }

    /// A margin guide's x: a vertical `<line>`'s, or a `<rect>`'s outer edge (its left edge
    /// for a left margin, its right edge for a right margin), as some exporters write them.
    private static func marginX(_ tree: XMLElementTree, _ index: Int, id: String, side: Side)
        throws(SymbolTemplateError) -> Double
    {
        let element = tree.elements[index]
        func number(_ name: String) throws(SymbolTemplateError) -> Double {
            guard let text = element.attribute(name) else { return 0 }
            guard let value = Double(text.trimmingSVGLength()) else {
                throw .unreadableMargin(id: id, reason: "its \(name) is \"\(text)\", not a number")
            }
            return value
        }
        guard let map = transform(tree, to: index), map.keepsVerticals else {
            throw .unreadableMargin(
                id: id, reason: "it is drawn through a transform that rotates or skews it, or one that cannot be read")
        }
        switch element.name {
        case "line":
            let (x1, x2) = (try number("x1"), try number("x2"))
            guard x1 == x2 else {
                throw .unreadableMargin(id: id, reason: "the line is not vertical (x1 = \(x1), x2 = \(x2))")
            }
            return map.x(x1, 0)
        case "rect":
            let x = try number("x")
            let edge = side == .left ? x : x + (try number("width"))
            return map.x(edge, 0)
        default:
            throw .unreadableMargin(id: id, reason: "it is a <\(element.name)>, not a <line> or a <rect>")
        }
    }

    private static func guideY(_ tree: XMLElementTree, _ index: Int) -> Double? {
        let element = tree.elements[index]
        guard element.name == "line", let text = element.attribute("y1"), let y = Double(text.trimmingSVGLength()),
            let map = transform(tree, to: index)
        else { return nil }
        return map.d * y + map.f
    }

    /// `3.0` from the first `Template v.3.0` in the file (a Notes text, written with or
    /// without an id, inside or outside a `<tspan>`).
    static func templateVersion(_ bytes: [UInt8]) -> String? {
        let marker = Array("Template v.".utf8)
        guard bytes.count > marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            guard bytes[start..<start + marker.count].elementsEqual(marker) else { continue }
            let digits = bytes[(start + marker.count)...].prefix { (0x30...0x39).contains($0) || $0 == 0x2E }
            let version = String(decoding: digits, as: UTF8.self)
            return version.isEmpty ? nil : String(version.reversed().drop { $0 == "." }.reversed())
        }
        return nil
    }
}

extension String {
    /// The number of an SVG length written with `px` (Sketch writes `3300px`).
    fileprivate func trimmingSVGLength() -> Substring {
        hasSuffix("px") ? dropLast(2) : Substring(self)
    }
}
