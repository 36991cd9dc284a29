import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// ``ReviewPageRenderer``: one file that loads nothing, with every name escaped and each image
/// embedded as its bytes.
@Suite struct ReviewPageRendererTests {
    @Test func theDemoPageLoadsNothingFromOutside() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        // Every url( in the page is a data: URI, whose body holds no `"` (an SVG's is escaped).
        let pieces = html.lowercased().components(separatedBy: "url(\"")
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("data:image/") })
        // Outside those bodies (an SVG's namespace is named `http://www.w3.org/2000/svg` there).
        let lower = ([pieces[0]] + pieces.dropFirst().map { String($0.drop { $0 != "\"" }) }).joined(
            separator: "url(\"")
        #expect(lower.components(separatedBy: "url(").count == pieces.count)
        #expect(!lower.contains("http:") && !lower.contains("https:"))
        #expect(!lower.contains(" src=") && !lower.contains(" href=") && !lower.contains("<link"))
        #expect(!lower.contains("@import"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
    }

    @Test func eachImageIsEmbeddedOnceAsItsBytes() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        let back = try TestAssetsFolder.contents("Catalogs/Demo.xcassets/Navigation/back.imageset/back@2x.png")
        let uri = "data:image/png;base64," + Data(back).base64EncodedString()
        #expect(html.components(separatedBy: uri).count == 2)
        let send = try TestAssetsFolder.contents("Catalogs/Demo.xcassets/Chat/send.imageset/send.jpg")
        #expect(html.contains("data:image/jpeg;base64," + Data(send).base64EncodedString()))
        // back is shown as it is on the left and mirrored on the right, on three backgrounds each;
        // a template set, it is tinted on the black one (ReviewPageGridTests).
        let set = try #require(html.range(of: "<h2 id=\"set-4-name\">back</h2>"))
        let article = html[set.lowerBound...]
        let end = try #require(article.range(of: "</article>"))
        let backArticle = article[..<end.lowerBound]
        #expect(backArticle.components(separatedBy: "class=\"img f4-1\"").count == 3)
        #expect(backArticle.components(separatedBy: "class=\"img f4-1 tint\"").count == 2)
        #expect(backArticle.components(separatedBy: "class=\"img f4-1 mirrored\"").count == 3)
        #expect(backArticle.components(separatedBy: "class=\"img f4-1 mirrored tint\"").count == 2)
        #expect(backArticle.contains("mirrored at run time"))
        #expect(!html.contains("tile placeholder"))
    }

    /// The demo's PDF chevron: page 1 as a sanitised SVG, once, drawn as it is on the left and
    /// mirrored by the style on the right, as an SVG set is.
    @Test func aPDFIsEmbeddedAsAnSVGOfItsFirstPage() throws {
        let html = ReviewPageRenderer.html(try ReviewPageTests.demoPage(), toolVersion: "1.0")
        let heading = try #require(html.range(of: "-name\">disclosure</h2>"))
        let id = try #require(html[..<heading.lowerBound].range(of: "id=\"set-", options: .backwards))
        let number = html[id.upperBound..<heading.lowerBound]
        let rule = ".f\(number)-0{background-image:url(\"data:image/svg+xml,"
        #expect(html.components(separatedBy: rule).count == 2)
        let start = try #require(html.range(of: rule))
        let end = try #require(html[start.upperBound...].firstIndex(of: "\""))
        let svg = try #require(String(html[start.upperBound..<end]).removingPercentEncoding)
        #expect(svg.contains("width=\"24\" height=\"24\" viewBox=\"0 0 24 24\""))
        #expect(svg.contains("<path "))
        let article = html[heading.upperBound...]
        let body = article[..<(try #require(article.range(of: "</article>"))).lowerBound]
        // A template set: tinted on the black tile.
        #expect(body.components(separatedBy: "class=\"img f\(number)-0\"").count == 3)
        #expect(body.components(separatedBy: "class=\"img f\(number)-0 tint\"").count == 2)
        #expect(body.components(separatedBy: "class=\"img f\(number)-0 mirrored\"").count == 3)
        #expect(body.components(separatedBy: "class=\"img f\(number)-0 mirrored tint\"").count == 2)
    }

    @Test func namesAndMessagesAreEscaped() throws {
        let name = "<img src=x onerror=alert(1)>&\"back'"
        let file = URL(fileURLWithPath: "/nonexistent/a.png")
        let set = ReviewSet(
            catalogPath: "A<b>.xcassets", relativePath: "\(name).imageset", qualifiedName: "</h2>\(name)",
            namespace: "</h2>", type: .imageSet, targets: ["<T>"], direction: .leftToRight, directionalWord: "back'",
            files: [
                ReviewFile(
                    name: "<i>.png", path: "x", url: file, slot: "<s>", format: .png, extent: nil, error: "<e>")
            ],
            rows: [
                ReviewRow(
                    slot: "<slot>", leftToRight: ReviewImage(file: 0, mirroredAtRunTime: false),
                    rightToLeft: ReviewImage(file: 0, mirroredAtRunTime: true))
            ],
            findings: [
                Finding(
                    ruleID: "missing-file", severity: .error, location: SourceLocation(file: "<f>"), message: "<m>")
            ])
        let html = ReviewPageRenderer.html(
            ReviewPage(catalogPaths: ["<c>"], sets: [set], otherFindings: []), toolVersion: "<v>")
        for raw in ["<img", "<b>", "<T>", "<i>", "<s>", "<e>", "<slot>", "<f>", "<m>", "<c>", "<v>", "</h2><"] {
            #expect(!html.contains(raw), "\(raw) is on the page unescaped")
        }
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&amp;&quot;back&#39;"))
    }

    /// Issue 29 point 6: a right-to-left override in a name would make it read other than it is.
    @Test(
        arguments: zip(
            HostileInputs.invisibleNames,
            ["back\\u{202E}GNP.exe", "a\\u{2066}b\\u{2069}", "zero\\u{200B}width", "bom\\u{FEFF}", "mark\\u{200F}"]))
    func invisibleCharactersInANameBecomeVisible(_ name: String, _ shown: String) {
        #expect(HTMLText.escaped(name) == shown)
    }

    @Test func joinersThatPersianNeedsStay() {
        #expect(HTMLText.escaped("می\u{200C}خواهم") == "می\u{200C}خواهم")
    }

    @Test func controlCharactersInANameBecomeVisible() {
        #expect(HTMLText.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
    }
}
