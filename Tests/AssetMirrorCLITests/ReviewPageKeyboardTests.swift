import Foundation
import Testing

/// The demo page's filters used from the keyboard in a real browser: headless Chromium driven
/// over the DevTools protocol by `Tests/IndependentChecks/drive-review-page` (Python, standard
/// library), which presses keys and types as a person does and reports which sets the browser
/// lays out. Expected sets are the demo catalog's, by hand.
@Suite(.enabled(if: Chromium.found, "chromium is not on PATH"))
struct ReviewPageKeyboardTests {
    static let driver = TestAssets.repositoryRoot.appendingPathComponent("Tests/IndependentChecks/drive-review-page")

    struct Observation: Decodable, Equatable {
        var focused: String?
        var shown: [String]
        var count: String
    }

    static let everySet = [
        "bubble", "reply", "send", "share", "back", "custom.arrow.turn", "disclosure", "forward", "arrow-next",
    ]

    /// Runs `steps` on the demo page; one observation per `{"observe": true}`.
    static func drive(_ steps: String) throws -> [Observation] {
        let workspace = try ReviewPageBrowserTests.page()
        let result = try ExternalCommand.run(
            ["python3", driver.path, workspace.url.appendingPathComponent("review.html").path, steps])
        try #require(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode([Observation].self, from: Data(result.stdout.utf8))
    }

    @Test func tabReachesTheFiltersSpaceTogglesNeedsALookAndTypingFilters() throws {
        let observed = try Self.drive(
            """
            [{"observe": true},
             {"key": "Tab"}, {"observe": true},
             {"key": " "}, {"observe": true},
             {"key": " "}, {"observe": true},
             {"key": "Tab"}, {"observe": true}, {"key": "Tab"}, {"observe": true}, {"key": "Tab"}, {"observe": true},
             {"text": "Arrow"}, {"observe": true},
             {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"observe": true},
             {"selectAll": true}, {"text": "NAVIGATION/"}, {"observe": true},
             {"text": "x"}, {"observe": true},
             {"selectAll": true}, {"key": "Backspace"}, {"observe": true}]
            """)
        let all = Self.everySet
        #expect(
            observed == [
                Observation(focused: "body", shown: all, count: "9 of 9 sets shown"),
                // The first Tab lands on the first filter; Space ticks it, and again unticks it.
                Observation(focused: "look", shown: all, count: "9 of 9 sets shown"),
                Observation(focused: "look", shown: ["arrow-next"], count: "1 of 9 sets shown"),
                Observation(focused: "look", shown: all, count: "9 of 9 sets shown"),
                Observation(focused: "target", shown: all, count: "9 of 9 sets shown"),
                Observation(focused: "direction", shown: all, count: "9 of 9 sets shown"),
                Observation(focused: "q", shown: all, count: "9 of 9 sets shown"),
                // Case does not matter; names, namespaces and file names are searched.
                Observation(focused: "q", shown: ["custom.arrow.turn", "arrow-next"], count: "2 of 9 sets shown"),
                // "Ar" also finds share, forward, and reply by its file reply-dark@2x.png.
                Observation(
                    focused: "q", shown: ["reply", "share", "custom.arrow.turn", "forward", "arrow-next"],
                    count: "5 of 9 sets shown"),
                // Typing over a selection replaces it; the namespace is searched too.
                Observation(
                    focused: "q", shown: ["back", "custom.arrow.turn", "disclosure", "forward"],
                    count: "4 of 9 sets shown"),
                Observation(focused: "q", shown: [], count: "0 of 9 sets shown"),
                Observation(focused: "q", shown: all, count: "9 of 9 sets shown"),
            ])
    }
}
