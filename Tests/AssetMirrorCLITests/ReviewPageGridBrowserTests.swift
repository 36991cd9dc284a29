import Foundation
import Testing

/// The grid view in a real browser: a page of 101 sets opens in the grid; the view is switched
/// from the keyboard without a reload, and the choice is kept in the address's fragment, so a
/// reload opens the same view. Headless Chromium, driven by
/// `Tests/IndependentChecks/drive-review-page`, once for the whole sequence (each start costs
/// seconds).
@Suite(.enabled(if: Chromium.found, "chromium is not on PATH"))
struct ReviewPageGridBrowserTests {
    struct Observation: Decodable, Equatable {
        var focused: String?
        var shown: [String]
        var count: String
        var view: String
        var hash: String
        var gridRows: Int

        enum CodingKeys: String, CodingKey {
            case focused, shown, count, view, hash
            case gridRows = "grid_rows"
        }
    }

    /// A catalog of `count` "Left to Right, Mirrors" sets, each the demo's `back.png`.
    static func workspace(sets count: Int) throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        let png = try Data(
            contentsOf: TestAssets.repositoryRoot.appendingPathComponent(
                "TestAssets/Catalogs/Demo.xcassets/Navigation/back.imageset/back.png"))
        for index in 0..<count {
            let folder = "Big.xcassets/icon\(index).imageset"
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            try workspace.write("\(folder)/icon.png", png)
            try workspace.write(
                "\(folder)/Contents.json",
                Data(
                    """
                    {"images": [{"filename": "icon.png", "idiom": "universal", "language-direction": "left-to-right"}],
                     "info": {"author": "xcode", "version": 1}}
                    """.utf8))
        }
        #expect(try workspace.run("review", "Big.xcassets", "-o", "review.html", "--quiet").status == 0)
        return workspace
    }

    @Test func aLargePageOpensInTheGridAndTheKeyboardSwitchesAndTheFragmentKeepsTheView() throws {
        let workspace = try Self.workspace(sets: 101)
        let result = try ExternalCommand.run([
            "python3", ReviewPageKeyboardTests.driver.path, workspace.url.appendingPathComponent("review.html").path,
            """
            [{"observe": true},
             {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"}, {"observe": true},
             {"key": "ArrowRight"}, {"observe": true},
             {"reload": true}, {"observe": true},
             {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"}, {"key": "Tab"},
             {"key": "ArrowLeft"}, {"observe": true}]
            """,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        // The sets' order is the catalog's walk order, not what this test is about.
        let observed = try JSONDecoder().decode([Observation].self, from: Data(result.stdout.utf8)).map {
            var observation = $0
            observation.shown.sort()
            return observation
        }
        let all = "101 of 101 sets shown"
        let names = (0..<101).map { "icon\($0)" }.sorted()
        #expect(
            observed == [
                // Over 100 sets: the grid, every row laid out as a place holder, no article.
                Observation(focused: "body", shown: [], count: all, view: "grid", hash: "", gridRows: 101),
                // The fifth Tab reaches the view's checked radio button, Grid.
                Observation(focused: "view", shown: [], count: all, view: "grid", hash: "", gridRows: 101),
                // The arrow key chooses Detail: the sets, no reload, and the fragment says so.
                Observation(focused: "view", shown: names, count: all, view: "detail", hash: "#detail", gridRows: 0),
                // A reload keeps the fragment, so the detail view.
                Observation(focused: "body", shown: names, count: all, view: "detail", hash: "#detail", gridRows: 0),
                Observation(focused: "view", shown: [], count: all, view: "grid", hash: "#grid", gridRows: 101),
            ])
    }
}
