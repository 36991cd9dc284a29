import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// SVGs drawn by assetmirror's own reader (``SVGDrawing``) look as librsvg draws them, and the
/// drawing decides `directional-name-fixed` for SVG as it does for PDF (issue 25.1).
@Suite struct SVGDrawingTests {
    /// The fixtures in `TestAssets/SVGDrawing` (24×24, hand-written), drawn at 96 pixels.
    static let drawn = [
        "expand-horizontal.svg", "chevron-forward.svg", "undo-arc.svg", "rotated-group.svg", "shapes.svg",
        "evenodd-ring.svg", "relative-smooth.svg",
    ]

    static func fixture(_ name: String) throws -> [UInt8] { try VectorFixtures.bytes("SVGDrawing", name) }

    static func draw(_ bytes: [UInt8]) throws -> PixelBuffer { try SVGDrawing.draw(bytes, side: 96) }

    /// Each pixel's alpha, 0 to 255.
    static func alpha(_ pixels: PixelBuffer) -> [Int] {
        #expect(pixels.format == .rgba8)
        return (0..<(pixels.width * pixels.height)).map {
            Int(pixels.pixel(x: $0 % pixels.width, y: $0 / pixels.width) & 0xFF)
        }
    }

    /// The mask matches librsvg's render of the same file within anti-aliasing: the alpha that
    /// differs is at most 6% of the drawing's, and no more than 2% of the pixels differ by more
    /// than half.
    @Test(arguments: drawn)
    func theMaskIsLibrsvgsWithinAntiAliasing(_ name: String) throws {
        let bytes = try Self.fixture(name)
        let ours = try Self.draw(bytes)
        let theirs = try VectorRenderer.render(svg: bytes, zoom: 4)
        #expect((ours.width, ours.height) == (theirs.width, theirs.height))
        let (a, b) = (Self.alpha(ours), Self.alpha(theirs))
        let ink = b.reduce(0, +)
        let difference = zip(a, b).map { abs($0 - $1) }.reduce(0, +)
        let far = zip(a, b).filter { abs($0 - $1) > 128 }.count
        #expect(ink > 255 * 200, "the fixture draws something")
        #expect(Double(difference) / Double(ink) <= 0.06, "\(name): \(difference) of \(ink)")
        #expect(Double(far) / Double(a.count) <= 0.02, "\(name): \(far) pixels far apart")
    }

    @Test func symmetricDrawingsLookSymmetricAndPointingOnesDoNot() throws {
        let change = { (name: String) throws -> Double in try Self.draw(Self.fixture(name)).mirrorChange() }
        #expect(try change("expand-horizontal.svg") <= PixelBuffer.symmetryShare)
        #expect(try change("rotated-group.svg") <= PixelBuffer.symmetryShare) // a triangle turned to point down
        #expect(try change("chevron-forward.svg") >= 0.3)
        #expect(try change("undo-arc.svg") >= 0.15)
    }

    @Test func pathDataReadsCompactNumbersFlagsAndSmoothCurves() throws {
        let path = try SVGPathData("M1.5.5L2-3a1 1 0 011 1s1 1 2 2zm1 1h1v1", maxSegments: 100)
        #expect(path.segments.first == .move(.init(x: 1.5, y: 0.5)))
        #expect(path.segments[1] == .line(.init(x: 2, y: -3)))
        // `m` after `z` starts from the subpath's start (1.5, 0.5). The arc ends at (3, -2); the smooth cubic's first control reflects the arc's last one.
        guard case .cubic(_, _, let arcEnd) = path.segments[2] else { throw Expected.cubic }
        #expect(abs(arcEnd.x - 3) < 1e-9 && abs(arcEnd.y + 2) < 1e-9)
        #expect(
            path.segments.suffix(4) == [
                .close, .move(.init(x: 2.5, y: 1.5)), .line(.init(x: 3.5, y: 1.5)), .line(.init(x: 3.5, y: 2.5)),
            ])
        // An error keeps what came before it, as browsers do.
        #expect(
            try SVGPathData("M1 1L2 2L3", maxSegments: 100).segments == [
                .move(.init(x: 1, y: 1)), .line(.init(x: 2, y: 2)),
            ])
    }

    enum Expected: Error { case cubic }

    @Test func whatTheReaderDoesNotDrawIsRefusedByName() throws {
        #expect(throws: SVGDrawing.Refusal("it holds <text>, which this reader does not draw")) {
            try Self.draw(Self.fixture("text.svg"))
        }
        let masked =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="4" mask="url(#m)"/></svg>"#
        #expect(throws: SVGDrawing.Refusal("it uses mask, which this reader does not draw")) {
            try Self.draw(Array(masked.utf8))
        }
        let sheet =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><style>.a{fill:red}</style><rect class="a" width="8" height="4"/></svg>"#
        #expect(
            throws: SVGDrawing.Refusal(
                "it styles its shapes with a CSS <style> sheet, which this reader does not apply")
        ) {
            try Self.draw(Array(sheet.utf8))
        }
    }

    /// Hostile files end quickly with a named reason, or draw: never hang, never trap.
    @Test func hostileFilesAreBounded() throws {
        let head = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">"#
        let many = head + "<path d=\"M0 0" + String(repeating: "L1 1", count: 250_000) + "\"/></svg>"
        #expect(throws: SVGDrawing.Refusal("a path holds more than 200000 segments")) {
            try Self.draw(Array(many.utf8))
        }
        let huge = head + #"<path d="M-1e308 -1e308L1e308 4L4 1e308Z" stroke="black" stroke-width="1e300"/></svg>"#
        _ = try Self.draw(Array(huge.utf8))
        let deep = head + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        #expect(throws: SVGDrawing.Refusal("it holds \(XMLParserLimit.depth.explanation)")) {
            try Self.draw(Array(deep.utf8))
        }
        let loop = head + ##"<g id="a"><use href="#a"/></g></svg>"##
        #expect(throws: SVGDrawing.Refusal("its <use> elements refer to each other more than 8 deep")) {
            try Self.draw(Array(loop.utf8))
        }
    }
}
