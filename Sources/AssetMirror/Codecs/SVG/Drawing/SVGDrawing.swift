import Foundation

/// An SVG drawn into pixels by a reader of our own, for a rule that compares a drawing with its
/// mirror image (``VectorDrawing``), in every build, with no library beyond libxml2.
///
/// It draws the shapes catalog glyphs are made of: `path` (the whole `d` grammar, arcs
/// included), `rect` (rounded too), `circle`, `ellipse`, `line`, `polyline`, `polygon`, inside
/// `g`, `svg`, `a`, `symbol` through `use`, with `transform`, `fill`, `fill-rule`, `fill-opacity`,
/// `stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`,
/// `stroke-opacity`, `opacity`, `color`, `display: none` and `visibility`, as attributes or in a
/// `style` attribute; the root's `viewBox` centred in its size (`xMidYMid meet`). A gradient is
/// drawn as its first stop's colour. What it does not draw (text, embedded images, filters,
/// masks, clip paths, CSS style sheets) refuses the drawing, named, and the rule then judges
/// by the name alone and says so: a drawing missing a part could look symmetric when it is not.
///
/// Hostile files are bounded: libxml2's limits on the document, ``maxRecordBytes`` of
/// elements, ``maxSegments`` path segments in all, ``maxCrossings`` scanline crossings.
enum SVGDrawing {
    /// Why an SVG is not drawn, as the end of a sentence ("it holds <text>, which …").
    struct Refusal: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static let maxRecordBytes = 16 << 20
    static let maxSegments = 200_000
    static let maxCrossings = 20_000_000
    /// `use` may refer to an element holding `use`, this deep.
    static let maxUseDepth = 8

    /// `bytes` drawn so that the longer side is `side` pixels.
    static func draw(_ bytes: [UInt8], side: Int) throws(Refusal) -> PixelBuffer {
        let root = try SVGElement.root(of: bytes, maxRecordBytes: maxRecordBytes)
        guard root.name == "svg" else { throw Refusal("its root element is not <svg>") }
        var viewBox: SVGGeometry.ViewBox?
        if let text = root.attributes["viewBox"] {
            do { viewBox = try SVGGeometry.viewBox(text) } catch {
                throw Refusal("its viewBox \"\(text)\" is malformed")
            }
        }
        let width = root.attributes["width"].flatMap { try? SVGGeometry.pixels($0, attribute: "width", needed: false) }
        let height = root.attributes["height"].flatMap {
            try? SVGGeometry.pixels($0, attribute: "height", needed: false)
        }
        guard let w = width ?? viewBox?.width, let h = height ?? viewBox?.height, w > 0, h > 0, w.isFinite, h.isFinite
        else { throw Refusal("its root <svg> has no size and no viewBox") }
        let scale = Double(side) / max(w, h)
        let (pixelWidth, pixelHeight) = (max(1, Int((w * scale).rounded(.up))), max(1, Int((h * scale).rounded(.up))))
        var transform = SVGTransform(a: scale, d: scale)
        if let box = viewBox, box.width > 0, box.height > 0 {
            let fit = min(w / box.width, h / box.height)
            let (dx, dy) = ((w - box.width * fit) / 2, (h - box.height * fit) / 2)
            transform = transform.concatenating(
                SVGTransform(a: fit, d: fit, e: dx - box.minX * fit, f: dy - box.minY * fit))
        }
        var walker = SVGWalker(
            root: root, raster: SVGRasterizer(width: pixelWidth, height: pixelHeight, maxCrossings: maxCrossings))
        try walker.draw(root, transform: transform, style: SVGStyle(), useDepth: 0)
        return walker.raster.pixels()
    }
}
