import Foundation
import Testing

/// A review page over the 20 MB budget is written whole, and `review` and `verify --reporter
/// html:…` say so on stderr, `--quiet` or not.
@Suite struct ReviewPageSizeCommandTests {
    /// Three sets of a 6 MB GIF each (embedded byte for byte, base64): a page of about 24 MB.
    static func largeWorkspace() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        for name in ["one", "two", "three"] {
            let folder = "A.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            try workspace.write("\(folder)/\(name).gif", Data("GIF89a".utf8) + Data(count: 6_000_000))
            try workspace.write(
                "\(folder)/Contents.json",
                Data(
                    #"{"images":[{"filename":"\#(name).gif","idiom":"universal","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1}}"#
                        .utf8))
        }
        return workspace
    }

    @Test func reviewSaysThePageIsOverTheBudget() throws {
        let workspace = try Self.largeWorkspace()
        let result = try workspace.run("review", "A.xcassets", "--output", "review.html", "--quiet")
        #expect(result.status == 0)
        let size = try workspace.contents("review.html").count
        #expect(size > 24_000_000)
        #expect(
            result.stderr.contains(
                "assetmirror: warning: review.html is \(String(format: "%.1f", Double(size) / 1_000_000)) MB (\(size) bytes), over the 20 MB a review page is meant to stay under; it is written whole, every image included, but may open slowly: review fewer catalogs at a time for smaller pages.\n"
            ))
        let html = try #require(String(data: try workspace.contents("review.html"), encoding: .utf8))
        #expect(html.components(separatedBy: "data:image/gif;base64,R0lGODlh").count == 4)

        let verify = try workspace.run("verify", "A.xcassets", "--reporter", "html:page.html", "--quiet")
        #expect(try workspace.contents("page.html").count == size)
        #expect(verify.stderr.contains("assetmirror: warning: The review page is "))
    }

    @Test func aPageWithinTheBudgetIsNotMentioned() throws {
        let workspace = try ReviewCommandTests.demoWorkspace()
        let result = try workspace.run("review", "Demo.xcassets", "--output", "review.html")
        #expect(result.status == 0)
        #expect(!result.stderr.contains("warning"))
    }
}
