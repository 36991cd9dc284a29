import Testing

@testable import AssetMirror

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.png", "a.png", true),
        ("*.png", "a/b.png", false),
        ("**/*.png", "a/b/c.png", true),
        ("**/*.png", "c.png", true),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/xb", false),
        ("a/**", "a/b/c", true),
        ("**", "", true),
        ("*", "", true),
        ("?", "", false),
        ("?", "/", false),
        ("a?c", "abc", true),
        ("***", "a/b", true),
        ("a*b*c", "aXbYc", true),
        ("a*b*c", "aXbY/c", false),
        ("Legacy/**", "Legacy", false),
        ("", "", true),
        ("", "a", false),
        (#"what\?"#, "what?", true),
        (#"what\?"#, "whats", false),
        (#"a\*"#, "a*", true),
        (#"a\*"#, "ab", false),
        (#"a\\b"#, #"a\b"#, true),
        (#"a\"#, #"a\"#, true),
    ])
    func matchesAsDocumented(glob: String, path: String, expected: Bool) {
        #expect(Glob.matches(glob, path) == expected)
    }

    /// An escaped name matches itself, and not the names its glob characters would match.
    @Test(arguments: [
        ("what?", "whats"), ("a*b", "aXb"), (#"back\slash"#, "backslash"), ("**", "a/b"),
        ("Icons/star*", "Icons/stars"),
    ])
    func anEscapedNameMatchesItselfAlone(name: String, other: String) {
        #expect(Glob.matches(name, other))
        #expect(Glob.matches(Glob.escaped(name), name))
        #expect(!Glob.matches(Glob.escaped(name), other))
    }

    /// `*a*a*…*b` against a long run of `a`s: a backtracking matcher tries every way of splitting
    /// the name among the stars (about 10^16 here) and never returns; this one reads each byte once
    /// per glob token.
    /// No time limit: swift-testing counts a test's wait for a thread of the shared pool, which
    /// the suite's slow process-running tests can hold for minutes; a backtracking matcher never
    /// returns, so the suite's own run would not end.
    @Test
    func starsDoNotBacktrack() {
        let name = String(repeating: "a", count: 200)
        let glob = String(repeating: "*a", count: 12) + "*b"
        #expect(!Glob.matches(glob, name))
        #expect(!Glob.matches(String(repeating: "**a", count: 12) + "**b", name))
        #expect(Glob.matches(String(repeating: "*a", count: 12), name))
    }
}
