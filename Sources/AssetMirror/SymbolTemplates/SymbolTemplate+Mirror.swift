/// An SF Symbols template with each glyph mirrored inside its own margins.
public struct MirroredSymbolTemplate: Sendable {
    public var bytes: [UInt8]
    public var template: SymbolTemplate
    /// What the user should know: glyphs whose margins were derived, glyphs with nothing to
    /// mirror, glyphs whose earlier mirror was taken off.
    public var notes: [String]
}

extension SymbolTemplate {
    /// `bytes` with every glyph group reflected about the vertical line midway between its
    /// margins; `nil` when `bytes` hold no template.
    ///
    /// Each glyph group gets one child, `<g transform="matrix(-1 0 0 1 T 0)">`, wrapping its
    /// drawing, where T is twice its midline in the group's own coordinates: its margins, id,
    /// classes and layers stay as they were, and so does every byte outside the glyph groups
    /// (Notes, Guides, styles). A glyph whose only child is exactly that wrapper (a template
    /// mirrored before) gets it taken off instead, so mirroring twice gives the source back byte
    /// for byte.
    public static func mirrored(_ bytes: [UInt8]) throws(SymbolTemplateError) -> MirroredSymbolTemplate? {
        guard let tree = XMLElementTree(bytes), let template = try read(tree) else { return nil }
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        var empty: [String] = []
        var restored: [String] = []
        for glyph in template.glyphs {
            let element = tree.elements[glyph.element]
            guard let map = transform(tree, to: glyph.element), map.keepsVerticals else {
                throw .transformedGlyph(glyph: glyph.name.description, transform: transformText(tree, glyph.element))
            }
            guard let endTag = element.endTag, element.startTag.upperBound < endTag.lowerBound else {
                empty.append(glyph.name.description)
                continue
            }
            let local = (glyph.midline - map.e) / map.a
            let prefix = element.name.contains(":") ? String(element.name.prefix { $0 != ":" }) + ":" : ""
            let open = Array("<\(prefix)g transform=\"matrix(-1 0 0 1 \(format(2 * local)) 0)\">".utf8)
            let close = Array("</\(prefix)g>".utf8)
            if let wrapper = element.children.first, element.children.count == 1,
                tree.elements[wrapper].startTag == element.startTag.upperBound..<element.startTag.upperBound
                    + open.count,
                bytes[tree.elements[wrapper].startTag].elementsEqual(open),
                let wrapperEnd = tree.elements[wrapper].endTag, wrapperEnd.upperBound == endTag.lowerBound,
                bytes[wrapperEnd].elementsEqual(close)
            {
                edits.append((tree.elements[wrapper].startTag, []))
                edits.append((wrapperEnd, []))
                restored.append(glyph.name.description)
            } else {
                edits.append((element.startTag.upperBound..<element.startTag.upperBound, open))
                edits.append((endTag.lowerBound..<endTag.lowerBound, close))
            }
        }
        var output = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(edit.range, with: edit.replacement)
        }
        var notes: [String] = []
        let derived = template.glyphs.filter { $0.margins == .column }.map(\.name.description)
        if !derived.isEmpty {
            notes.append(
                "\(derived.count) glyph\(derived.count == 1 ? "" : "s") without margins of \(derived.count == 1 ? "its" : "their") own (\(derived.joined(separator: ", "))) mirrored about the centre of \(derived.count == 1 ? "its" : "their") weight column, where the SF Symbols app centres every glyph's margins"
            )
        }
        if !empty.isEmpty {
            notes.append(
                "the glyph group\(empty.count == 1 ? "" : "s") \(empty.joined(separator: ", ")) \(empty.count == 1 ? "is" : "are") empty: nothing to mirror"
            )
        }
        if !restored.isEmpty {
            notes.append(
                "\(restored.joined(separator: ", ")) had been mirrored by assetmirror before: the mirror takes that transform off, giving the glyph back as it was"
            )
        }
        return MirroredSymbolTemplate(bytes: output, template: template, notes: notes)
    }

    private static func transformText(_ tree: XMLElementTree, _ index: Int) -> String {
        tree.path(to: index).compactMap { tree.elements[$0].attribute("transform") }.joined(separator: " ")
    }

    /// A number rounded to 6 decimals (a millionth of a point, far below what a template's
    /// coordinates hold), written as SVG writes it.
    static func format(_ value: Double) -> String {
        SVGCodec.format((value * 1_000_000).rounded() / 1_000_000)
    }
}
