import Foundation
import Testing

@testable import AssetMirror

/// The review page at a real app's scale: a grid row per set beside the detail view, sets the
/// browser lays out only near the screen, and dark glyphs tinted on the black tile.
@Suite struct ReviewPageGridTests {
    /// The markup between `start` and the next `end` after it.
    static func slice(_ html: String, from start: String, to end: String) throws -> Substring {
        let from = try #require(html.range(of: start))
        let to = try #require(html[from.upperBound...].range(of: end))
        return html[from.lowerBound..<to.upperBound]
    }

    @Test func theDemoPageHasAGridRowPerSetAndOpensInTheDetailView() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        #expect(html.components(separatedBy: "<article class=\"set").count - 1 == 9)
        #expect(html.components(separatedBy: "<div class=\"row").count - 1 == 9)
        // 9 sets: the detail view is the default, the grid is there but hidden.
        #expect(html.contains("<div id=\"sets-grid\" role=\"table\" aria-label=\"Sets, one per row\" hidden>"))
        #expect(html.contains("<div id=\"sets-detail\">"))
        #expect(html.contains("<input type=\"radio\" name=\"view\" value=\"detail\" checked>"))
        #expect(html.contains("<input type=\"radio\" name=\"view\" value=\"grid\">"))
        #expect(html.contains("<main data-view=\"detail\">"))
        // Without JavaScript both views are shown.
        #expect(
            html.contains(
                "<noscript><style>#sets-grid[hidden],#sets-detail[hidden]{display:block!important}</style></noscript>"))
        // The one set with a finding (arrow-next) is marked in the grid, with its rule.
        let row = try Self.slice(html, from: "<div class=\"row look\"", to: "</div>\n")
        #expect(row.contains("<button type=\"button\" class=\"open\" value=\"set-8\">arrow-next</button>"))
        #expect(row.contains("<span class=\"verdict\">needs a look</span>: directional-name-fixed"))
        // back: three slots, each drawn as it is on the left and mirrored at run time on the right.
        let back = try Self.slice(html, from: "value=\"set-4\">back</button>", to: "</div>\n")
        #expect(back.components(separatedBy: "<span class=\"img f4-").count - 1 == 6)
        #expect(back.contains("title=\"back@2x.png, universal 2x\"><span class=\"img f4-1\"></span>"))
        #expect(
            back.contains(
                "title=\"back@2x.png, universal 2x, mirrored at run time\"><span class=\"img f4-1 mirrored\"></span>"))
    }

    /// Laid out only near the screen: the style sheet holds each set's place instead.
    @Test func setsAreLaidOutOnlyNearTheScreen() throws {
        let css = ReviewPageStyle.css
        #expect(
            css.contains(
                "article.set{border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0;"
                    + "content-visibility:auto;contain-intrinsic-size:auto 30rem}"))
        #expect(css.contains("#sets-grid .row{content-visibility:auto;contain-intrinsic-size:auto 2.7rem;"))
        // Each article holds about its own height: 150 + 25 a fact + 120 a slot + 70 a finding (back:
        // 5 facts, 3 slots; arrow-next: 5 facts, 1 slot, 1 finding).
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        #expect(
            html.contains("id=\"set-4\"")
                && html.contains("style=\"contain-intrinsic-size:auto 635px\">\n<h2 id=\"set-4-name\">back</h2>"))
        #expect(html.contains("style=\"contain-intrinsic-size:auto 465px\">\n<h2 id=\"set-8-name\">arrow-next</h2>"))
        // Nothing walks the sets at load unless a filter is on.
        #expect(
            ReviewPageScript.script.contains("else{count.textContent=sets.length+' of '+sets.length+' sets shown';}"))
    }

    static func page(sets count: Int) -> ReviewPage {
        let sets = (0..<count).map { index in
            ReviewSet(
                catalogPath: "A.xcassets", relativePath: "s\(index).imageset", qualifiedName: "s\(index)",
                namespace: "", type: .imageSet, targets: [], direction: .leftToRight, directionalWord: nil, files: [],
                rows: [], findings: [])
        }
        return ReviewPage(catalogPaths: ["A.xcassets"], sets: sets, otherFindings: [])
    }

    @Test(arguments: [(100, false), (101, true)])
    func aPageOfMoreThanAHundredSetsOpensInTheGrid(count: Int, grid: Bool) {
        let html = ReviewPageRenderer.html(Self.page(sets: count), toolVersion: "1.0")
        #expect(html.contains("aria-label=\"Sets, one per row\"\(grid ? "" : " hidden")>"))
        #expect(html.contains("<div id=\"sets-detail\"\(grid ? " hidden" : "")>"))
        #expect(html.contains("value=\"grid\"\(grid ? " checked" : "")>"))
        #expect(html.contains("<main data-view=\"\(grid ? "grid" : "detail")\">"))
        #expect(html.components(separatedBy: "<div class=\"row\"").count - 1 == count)
    }

    /// back is a template set: its images are tinted on the black tile, and only there; bubble,
    /// a colour image, is drawn as it is.
    @Test func aTemplateSetIsTintedOnTheBlackTileAndAColourSetIsNot() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        let back = try Self.slice(html, from: "<h2 id=\"set-4-name\">back</h2>", to: "</article>")
        #expect(back.components(separatedBy: " tint\"").count - 1 == 6)
        #expect(back.components(separatedBy: "<div class=\"tile dark\"><div class=\"img f4-1 tint\">").count - 1 == 1)
        #expect(
            back.components(separatedBy: "<div class=\"tile dark\"><div class=\"img f4-1 mirrored tint\">").count - 1
                == 1)
        #expect(!back.contains("<div class=\"tile light\"><div class=\"img f4-1 tint"))
        #expect(
            back.components(
                separatedBy: "tinted white on the black tile: a template image, which the system draws in the tint "
                    + "colour, by its alpha alone"
            ).count - 1 == 6)
        let bubble = try Self.slice(html, from: "<h2 id=\"set-0-name\">bubble</h2>", to: "</article>")
        #expect(!bubble.contains("tint"))
        #expect(ReviewPageStyle.css.contains(".dark .img.tint{filter:brightness(0) invert(1)}"))
    }

    /// reply's light-appearance PNG is a dark glyph and is tinted; its dark-appearance twin is
    /// light and is not; the SVG symbol custom.arrow.turn names no colour (black) and is.
    @Test func darkGlyphsAreTintedByWhatTheyDraw() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        let dark =
            "tinted white on the black tile: it is drawn nearly all in dark colours, which would not show on black"
        let reply = try Self.slice(html, from: "<h2 id=\"set-1-name\">reply</h2>", to: "</article>")
        let figures = reply.components(separatedBy: "<figure>").dropFirst()
        #expect(figures.map { $0.contains(dark) } == [true, true, false, false])
        #expect(figures.map { $0.contains("<figcaption>reply@2x.png") } == [true, true, false, false])
        #expect(reply.contains("<div class=\"tile dark\"><div class=\"img f1-0 tint\">"))
        #expect(!reply.contains("<div class=\"img f1-1 tint\">"))
        let symbol = try Self.slice(html, from: "<h2 id=\"set-5-name\">custom.arrow.turn</h2>", to: "</article>")
        #expect(symbol.components(separatedBy: dark).count - 1 == 2)
    }
}

/// ``ReviewDarkGlyph``: which images would show nothing on black.
@Suite struct ReviewDarkGlyphTests {
    /// An 8×8 RGBA image: its left half `colour` (opaque), its right half transparent.
    static func glyph(_ colour: [UInt8], transparentHalf: Bool = true) -> PixelBuffer {
        var row: [UInt8] = []
        for x in 0..<8 { row += x < 4 || !transparentHalf ? colour + [255] : [255, 255, 255, 0] }
        return PixelBuffer(
            width: 8, height: 8, format: .rgba8, packedRows: Array(repeating: row, count: 8).flatMap { $0 })
    }

    @Test func aBlackGlyphIsDarkAndColoursOrAnOpaqueSquareAreNot() throws {
        #expect(ReviewDarkGlyph.isDark(rgba8: Self.glyph([0, 0, 0])))
        #expect(ReviewDarkGlyph.isDark(rgba8: Self.glyph([64, 60, 20])))
        #expect(!ReviewDarkGlyph.isDark(rgba8: Self.glyph([65, 0, 0])))
        #expect(!ReviewDarkGlyph.isDark(rgba8: Self.glyph([0, 122, 255])))
        #expect(!ReviewDarkGlyph.isDark(rgba8: Self.glyph([0, 0, 0], transparentHalf: false)))
        // As the page embeds it: a PNG data: URI.
        let png = try PNGCodec().encodeRGBA8(Self.glyph([0, 0, 0]))
        #expect(ReviewDarkGlyph.isDark(dataURI: "data:image/png;base64," + Data(png).base64EncodedString()))
        #expect(!ReviewDarkGlyph.isDark(dataURI: "data:image/jpeg;base64,/9j/"))
    }

    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0h9v9z\"/></svg>", true),
        ("<svg><path style=\"fill:rgb(0%,0%,0%);fill-opacity:1;fill-rule:nonzero\" d=\"M0 0h9v9z\"/></svg>", true),
        ("<svg><path fill=\"#000\" stroke=\"#1a1a1a\" d=\"M0 0h9v9z\"/></svg>", true),
        ("<svg><path fill=\"currentColor\" d=\"M0 0h9v9z\"/><rect fill=\"none\"/></svg>", true),
        ("<svg><path fill=\"#FF3B30\" d=\"M0 0h9v9z\"/></svg>", false),
        ("<svg><path style=\"fill:rgb(100%,100%,100%)\" d=\"M0 0h9v9z\"/></svg>", false),
        ("<svg><path fill=\"black\"/><circle fill=\"white\"/></svg>", false),
        ("<svg><filter><feFlood flood-color=\"white\"/></filter><path d=\"M0 0h9v9z\"/></svg>", true),
        ("<svg><image href=\"data:image/png;base64,AAAA\"/><path d=\"M0 0h9v9z\"/></svg>", false),
        ("<svg><defs/></svg>", false),
    ])
    func anSVGIsDarkWhenEveryColourItNamesIs(svg: String, dark: Bool) {
        #expect(ReviewDarkGlyph.isDark(svg: svg) == dark)
        // As the page embeds it: percent-encoded or base64.
        #expect(ReviewDarkGlyph.isDark(dataURI: SVGDataURI.make(svg)) == dark)
        #expect(ReviewDarkGlyph.isDark(dataURI: SVGDataURI.base64Prefix + Data(svg.utf8).base64EncodedString()) == dark)
    }
}
