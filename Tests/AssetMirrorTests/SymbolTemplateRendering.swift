import AssetMirror
import AssetMirrorTestSupport

/// Checks, on renders by librsvg, that each glyph of a mirrored SF Symbols template is the
/// source glyph reflected about its margins' midline.
struct GlyphReflectionCheck: CustomStringConvertible {
    /// Glyphs whose cell has pixels that differ from the reflected source by more than
    /// anti-aliasing explains, with how many and the worst difference.
    var failures: [(glyph: String, pixels: Int, worst: Int)] = []
    /// Glyphs whose cell differs from the source at all (a mirror that changed nothing would
    /// pass the reflection check for a symmetric drawing).
    var changedGlyphs = 0

    var description: String {
        failures.map { "\($0.glyph): \($0.pixels) pixels off, worst by \($0.worst)" }.joined(separator: "; ")
    }

    /// How far a pixel may be from the reflected source (0–255 ink) and still be
    /// anti-aliasing: an edge pixel of one render against the same edge one pixel over (a
    /// quarter of full ink: the 0.5-unit wireframe strokes of templates 5.0 and later spread
    /// their ink unevenly over two pixels).
    static let tolerance = 64
    /// How many pixels of a cell may pass the tolerance by less than half the ink: the tip of a
    /// 0.5-unit stroke at a sharp corner, where the rasteriser's coverage is not symmetric. A
    /// mirror about a line two units off moves whole edges four pixels: dozens of pixels, each off by
    /// up to 255.
    static let strayPixels = 3

    /// The rows of a glyph's cell: its scale's baseline − 150 to + 60 (the app's rows).
    static func rows(of glyph: SymbolTemplateGlyph) -> Range<Int> {
        let baseline = ["S": 696, "M": 1126, "L": 1556][glyph.name.scale.rawValue]!
        return (baseline - 150)..<(baseline + 60)
    }

    /// Compares the cell of every glyph of `template` (its margins' midline ± 100 units, its
    /// cell rows) in `source` and `mirror`, rendered at one pixel a unit.
    /// `shift` moves the line reflected about, to show the check is strict.
    init(template: SymbolTemplate, source: PixelBuffer, mirror: PixelBuffer, shift: Double = 0) {
        let rows = Set(template.glyphs.flatMap { Self.rows(of: $0) }).sorted()
        let a = Ink(source, rows: rows)
        let b = Ink(mirror, rows: rows)
        for glyph in template.glyphs {
            let midline = glyph.midline + shift
            var (bad, worst, changed) = (0, 0, false)
            for y in Self.rows(of: glyph) {
                for x in Int(midline - 100)..<Int(midline + 100) {
                    let after = b[x, y]
                    if after != a[x, y] { changed = true }
                    // The source pixel whose centre reflects onto this one's, between two pixels.
                    let source = 2 * midline - (Double(x) + 0.5) - 0.5
                    let (low, fraction) = (Int(source.rounded(.down)), source - source.rounded(.down))
                    let expected = Int(
                        (Double(a[low, y]) * (1 - fraction) + Double(a[low + 1, y]) * fraction).rounded())
                    var difference = abs(after - expected)
                    if difference > Self.tolerance {
                        // A sharp corner: the same edge one pixel over in either direction.
                        difference = ((y - 1)...(y + 1)).flatMap { row in
                            ((low - 1)...(low + 2)).map { abs(after - a[$0, row]) }
                        }.min()!
                    }
                    if difference > Self.tolerance {
                        bad += 1
                        worst = max(worst, difference)
                    }
                }
            }
            if bad > Self.strayPixels || worst > 128 { failures.append((glyph.name.description, bad, worst)) }
            if changed { changedGlyphs += 1 }
        }
    }
}

/// A render's darkness, 0 (white or transparent) to 255 (opaque black), of the rows asked for.
private struct Ink {
    let width: Int
    var rows: [Int: [Int]] = [:]

    init(_ buffer: PixelBuffer, rows wanted: [Int]) {
        width = buffer.width
        let channels = buffer.format.bitsPerPixel / 8
        let hasAlpha = channels == 2 || channels == 4
        let colours = hasAlpha ? channels - 1 : channels
        for y in wanted where y >= 0 && y < buffer.height {
            let row = Array(buffer.row(y))
            rows[y] = (0..<buffer.width).map { x in
                let base = x * channels
                var light = 0
                for channel in 0..<colours { light += Int(row[base + channel]) }
                let alpha = hasAlpha ? Int(row[base + channels - 1]) : 255
                return alpha * (255 - light / colours) / 255
            }
        }
    }

    subscript(x: Int, y: Int) -> Int {
        guard x >= 0, x < width, let row = rows[y] else { return 0 }
        return row[x]
    }
}
