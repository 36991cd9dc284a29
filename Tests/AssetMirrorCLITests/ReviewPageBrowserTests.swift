import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// The demo catalog's review page as a real browser draws it: headless Chromium takes a
/// screenshot, and the tiles found in it are compared. Runs where `chromium` is on `PATH`
/// (`Scripts/install-dependencies` installs it on Debian; CI has it).
@Suite(.enabled(if: Chromium.found, "chromium is not on PATH"))
struct ReviewPageBrowserTests {
    /// A screenshot of `page` (with `fragment` after `#`), 1 CSS pixel to 1 pixel.
    static func screenshot(_ workspace: Workspace, fragment: String = "", dark: Bool = false) throws -> PixelBuffer {
        let shot = workspace.url.appendingPathComponent("shot-\(UUID().uuidString).png")
        var arguments = [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=1100,5000",
            "--user-data-dir=\(workspace.url.appendingPathComponent("profile-\(UUID().uuidString)").path)",
            "--screenshot=\(shot.path)",
        ]
        if dark { arguments.append("--force-dark-mode") }
        arguments.append(workspace.url.appendingPathComponent("review.html").absoluteString + fragment)
        let result = try ExternalCommand.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNGCodec().decode([UInt8](Data(contentsOf: shot)), limits: .default)
    }

    static func page() throws -> Workspace {
        let workspace = try ReviewCommandTests.demoWorkspace()
        #expect(try workspace.run("review", "Demo.xcassets", "-o", "review.html", "--quiet").status == 0)
        return workspace
    }

    /// Red, green, blue of a pixel of an 8-bit RGB or RGBA screenshot.
    static func rgb(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let channels = image.format == .rgba8 ? 4 : 3
        let row = image.row(y)
        let start = row.startIndex + x * channels
        return Array(row[start..<start + 3])
    }

    /// The top-left corners of the image tiles (96×96 CSS pixels with a 1-pixel border in the
    /// light theme's line colour), by row from the top, left to right.
    static func tileRows(_ image: PixelBuffer) -> [[Int]] {
        let line: [UInt8] = [210, 210, 215]
        var rows: [(y: Int, xs: [Int])] = []
        for y in 0..<(image.height - 96) {
            var x = 0
            var xs: [Int] = []
            while x < image.width - 96 {
                if rgb(image, x, y) == line, x == 0 || rgb(image, x - 1, y) != line,
                    (0..<96).allSatisfy({ rgb(image, x + $0, y) == line }),
                    (0..<96).allSatisfy({ rgb(image, x, y + $0) == line })
                {
                    xs.append(x)
                    x += 96
                } else {
                    x += 1
                }
            }
            if !xs.isEmpty { rows.append((y, xs)) }
        }
        return rows.map { [$0.y] + $0.xs }
    }

    /// The mean difference per sample between the inside of the tile at `a` and the mirror of
    /// the inside of the tile at `b` (both at row `y`): 0 when one is the other's mirror.
    static func mirrorDifference(_ image: PixelBuffer, y: Int, a: Int, b: Int) -> Double {
        var total = 0
        for row in (y + 1)..<(y + 95) {
            for column in 0..<94 {
                let left = rgb(image, a + 1 + column, row)
                let right = rgb(image, b + 94 - column, row)
                total += zip(left, right).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            }
        }
        return Double(total) / Double(94 * 94 * 3)
    }

    @Test func eachRightToLeftTileIsTheMirrorOfItsLeftToRightOne() throws {
        let workspace = try Self.page()
        let image = try Self.screenshot(workspace)
        if ExpectedFile.regenerating { try Self.writeReadmeScreenshot(image) }
        let all = Self.tileRows(image)
        // 13 slots: bubble, reply ×2, send, share, back ×3, custom.arrow.turn, disclosure (a PDF,
        // drawn as an SVG), forward ×2, arrow-next. A row is its y, then each tile's x.
        #expect(all.map(\.count) == [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7])
        let rows = all.filter { $0.count == 7 }
        // White and black tiles (the checkerboard is not mirrored with the image): every
        // directional set's right-to-left tiles mirror its left-to-right ones, to within
        // resampling; the last, arrow-next, is Fixed and shows the same arrow both ways.
        for row in rows.dropLast() {
            for tile in 2...3 {
                #expect(
                    Self.mirrorDifference(image, y: row[0], a: row[tile], b: row[tile + 3]) < 1.5, "row at \(row[0])")
            }
        }
        let fixed = try #require(rows.last)
        #expect(Self.mirrorDifference(image, y: fixed[0], a: fixed[2], b: fixed[5]) > 20)
    }

    /// The README's picture of the page: the top of `screenshot` (the header, the filters and
    /// the first two sets), written to `docs/images/review-demo.png` when expected files are
    /// regenerated. Never compared: fonts differ from machine to machine; the tests' own checks
    /// are what they assert.
    static func writeReadmeScreenshot(_ screenshot: PixelBuffer) throws {
        let height = min(screenshot.height, 1180)
        var rows: [UInt8] = []
        for y in 0..<height {
            let row = screenshot.row(y)
            if screenshot.format == .rgba8 {
                rows += row
            } else {
                for x in 0..<screenshot.width { rows += rgb(screenshot, x, y) + [255] }
            }
        }
        let top = PixelBuffer(width: screenshot.width, height: height, format: .rgba8, packedRows: rows)
        let file = TestAssets.repositoryRoot.appendingPathComponent("docs/images/review-demo.png")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try PNGCodec().encodeRGBA8(top)).write(to: file)
    }

    @Test func needsALookShowsExactlyTheSetWithAFindingAndDarkModeRenders() throws {
        let workspace = try Self.page()
        let light = try Self.screenshot(workspace, fragment: "#needs-a-look")
        let rows = Self.tileRows(light)
        #expect(rows.count == 1 && rows.first?.count == 7)
        #expect(Self.rgb(light, 2, 2) == [255, 255, 255])
        let dark = try Self.screenshot(workspace, fragment: "#needs-a-look", dark: true)
        #expect(Self.rgb(dark, 2, 2) == [0x16, 0x16, 0x18])
    }
}

/// Headless Chromium, when it is installed.
enum Chromium {
    static let found = (try? ExternalCommand.run(["sh", "-c", "command -v chromium"]).status) == 0
}
