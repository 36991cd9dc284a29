import Foundation
import Testing

@testable import AssetMirror

@Suite struct ConfigurationTests {
    static let known: Set<RuleID> = Set(ReporterFixtures.rules.map(\.id) + ["directional-name-fixed"])
    static let missingFile = ReporterFixtures.rules[0]
    static let scaleMismatch = ReporterFixtures.rules[1]
    static let unreferencedFile = ReporterFixtures.rules[2]

    private func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
        try Configuration(yaml: yaml, file: URL(fileURLWithPath: "/project/.assetmirror.yml"), knownRules: Self.known)
    }

    /// The error `yaml` throws, or nil.
    private func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse(
            """
            rules:
              unreferenced-file: warning     # enable an opt-in rule
              scale-mismatch: error
              directional-name-fixed: off
            directional-words: [arrow, chevron, back]
            additional-directional-words: [caret, disclosure]
            excluded: ["Legacy/**", "*.old.imageset"]
            generate:
              rtl-suffix: "-rtl"
              ltr-suffix: "-ltr"
            """)
        let severities: [RuleID: Severity?] = [
            "unreferenced-file": .warning, "scale-mismatch": .error, "directional-name-fixed": Severity?.none,
        ]
        #expect(configuration.ruleSeverities == severities)
        #expect(configuration.directionalWords == ["arrow", "chevron", "back"])
        #expect(configuration.additionalDirectionalWords == ["caret", "disclosure"])
        #expect(configuration.excludedPaths == ["Legacy/**", "*.old.imageset"])
        #expect(configuration.rtlSuffix == "-rtl")
        #expect(configuration.ltrSuffix == "-ltr")
        #expect(configuration.sourceFile?.path == "/project/.assetmirror.yml")
        #expect(configuration.baseFolder?.path == "/project")
    }

    @Test(arguments: ["", "# only a comment\n", "---\n"])
    func emptyFileGivesTheDefaults(yaml: String) throws {
        var expected = Configuration()
        expected.sourceFile = URL(fileURLWithPath: "/project/.assetmirror.yml")
        #expect(try parse(yaml) == expected)
    }

    @Test func defaultsLeaveEverythingToTheCaller() {
        let configuration = Configuration()
        #expect(configuration.ruleSeverities.isEmpty)
        #expect(configuration.directionalWords == nil)
        #expect(configuration.additionalDirectionalWords.isEmpty)
        #expect(configuration.excludedPaths.isEmpty)
        #expect(configuration.rtlSuffix == nil && configuration.ltrSuffix == nil && configuration.sourceFile == nil)
    }

    @Test func listsAcceptASingleString() throws {
        let configuration = try parse("excluded: Legacy/**\nadditional-directional-words: caret\n")
        #expect(configuration.excludedPaths == ["Legacy/**"])
        #expect(configuration.additionalDirectionalWords == ["caret"])
    }

    @Test func emptyWordListIsKeptAndMeansNoWords() throws {
        #expect(try parse("directional-words: []\n").directionalWords == [])
    }

    @Test func rulesAreOnAtTheirDefaultAndOptInRulesOffUnlessListed() throws {
        let defaults = Configuration()
        #expect(defaults.severity(of: Self.missingFile) == .error)
        #expect(defaults.severity(of: Self.scaleMismatch) == .warning)
        #expect(defaults.severity(of: Self.unreferencedFile) == nil)

        let configured = try parse(
            """
            rules:
              missing-file: off
              scale-mismatch: error
              unreferenced-file: warning
            """)
        #expect(configured.severity(of: Self.missingFile) == nil)
        #expect(configured.severity(of: Self.scaleMismatch) == .error)
        #expect(configured.severity(of: Self.unreferencedFile) == .warning)

        let stillOff = try parse("rules:\n  unreferenced-file: off\n")
        #expect(stillOff.severity(of: Self.unreferencedFile) == nil)
    }

    @Test func unknownTopLevelKeyNamesItsLineAndTheKeyMeant() {
        let thrown = error("rules:\n  missing-file: error\ndirectional_words: [arrow]\n")
        #expect(
            thrown
                == .unknownKey(
                    "directional_words", SourceLocation(file: "/project/.assetmirror.yml", line: 3, column: 1),
                    suggestion: "directional-words"))
        #expect(
            thrown?.description
                == "/project/.assetmirror.yml:3:1: unknown key \"directional_words\"; did you mean \"directional-words\"?"
        )
    }

    @Test func unknownKeyFarFromAnyGetsNoSuggestion() {
        #expect(
            error("colour: always\n")
                == .unknownKey(
                    "colour", SourceLocation(file: "/project/.assetmirror.yml", line: 1, column: 1), suggestion: nil))
    }

    @Test func unknownGenerateKey() {
        #expect(
            error("generate:\n  rtl_suffix: -rtl\n")
                == .unknownKey(
                    "generate.rtl_suffix", SourceLocation(file: "/project/.assetmirror.yml", line: 2, column: 3),
                    suggestion: "generate.rtl-suffix"))
    }

    @Test func unknownRuleIsAnErrorWithItsLine() {
        let thrown = error("rules:\n  scale-mismatch: error\n  mising-file: off\n")
        #expect(
            thrown
                == .unknownRule(
                    "mising-file", SourceLocation(file: "/project/.assetmirror.yml", line: 3, column: 3),
                    suggestion: "missing-file"))
        #expect(
            thrown?.description
                == "/project/.assetmirror.yml:3:3: no rule is called \"mising-file\"; did you mean \"missing-file\"?")
    }

    @Test(
        arguments: [
            ("rules:\n  missing-file: fatal\n", "rules.missing-file", "\"fatal\"", 2, 17),
            ("rules:\n  missing-file:\n", "rules.missing-file", "empty", 2, 16),
            ("rules:\n  missing-file: [error]\n", "rules.missing-file", "a list", 2, 17),
            ("rules: [missing-file]\n", "rules", "a list", 1, 8),
            ("excluded: [\"a\", {b: c}]\n", "excluded", "a mapping", 1, 17),
            ("excluded: [a, ~]\n", "excluded", "\"~\"", 1, 15),
            ("excluded:\n", "excluded", "empty", 1, 10),
            ("generate:\n  rtl-suffix: a/b\n", "generate.rtl-suffix", "\"a/b\"", 2, 15),
            ("generate:\n  ltr-suffix: \"\"\n", "generate.ltr-suffix", "\"\"", 2, 15),
            ("generate: -rtl\n", "generate", "\"-rtl\"", 1, 11),
            ("- rules\n", "the file", "a list", 1, 1),
        ] as [(String, String, String, Int, Int)])
    func badValuesNameTheKeyAndLine(yaml: String, key: String, found: String, line: Int, column: Int) {
        guard case .invalidValue(let actualKey, let actualFound, _, let location) = error(yaml) else {
            Issue.record("expected invalidValue for \(yaml.debugDescription), got \(String(describing: error(yaml)))")
            return
        }
        #expect(actualKey == key)
        #expect(actualFound == found)
        #expect(location == SourceLocation(file: "/project/.assetmirror.yml", line: line, column: column))
    }

    /// By default a file is checked against every command's rules: one file governs `verify`,
    /// `audit` and `generate` alike.
    @Test func theDefaultRulesAreEveryCommandsAndStillRefuseAnUnknownOne() throws {
        let ids = RuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "two commands' rules share an id")
        #expect(ids == Rules.all.map(\.id) + SymbolAuditRules.all.map(\.id))
        #expect(RuleCatalog.ids == Set(ids))
        let configuration = try Configuration(
            yaml: "rules:\n  scale-mismatch: error\n  physical-symbol-name: off\n", file: nil)
        #expect(configuration.ruleSeverities == ["scale-mismatch": .error, "physical-symbol-name": Severity?.none])
        #expect(
            throws: ConfigurationError.unknownRule(
                "physical-symbol", SourceLocation(file: ".assetmirror.yml", line: 3, column: 3),
                suggestion: "physical-symbol-name")
        ) {
            try Configuration(yaml: "rules:\n  scale-mismatch: error\n  physical-symbol: off\n", file: nil)
        }
    }

    @Test func badValueSaysWhatWasExpected() {
        #expect(
            error("rules:\n  missing-file: fatal\n")?.description
                == "/project/.assetmirror.yml:2:17: rules.missing-file must be error, warning, note or off, but is \"fatal\""
        )
    }

    @Test func keyWrittenTwiceIsAnError() {
        #expect(
            error("excluded: [a]\nexcluded: [b]\n")
                == .duplicateKey("excluded", SourceLocation(file: "/project/.assetmirror.yml", line: 1, column: 1)))
    }

    @Test func syntaxErrorsCarryTheParsersLine() {
        guard case .invalidYAML(let location, let problem) = error("rules:\n  missing-file: error\n excluded: [a\n")
        else {
            Issue.record("expected invalidYAML")
            return
        }
        #expect(location.file == "/project/.assetmirror.yml")
        #expect(location.line == 3)
        #expect(!problem.isEmpty)
    }

    @Test func textWithoutAFileIsNamedByTheFileName() {
        #expect(
            throws: ConfigurationError.unknownKey(
                "x", SourceLocation(file: ".assetmirror.yml", line: 1, column: 1), suggestion: nil)
        ) {
            try Configuration(yaml: "x: 1\n", file: nil, knownRules: [])
        }
    }
}

@Suite struct ConfigurationFindTests {
    @Test func walksUpFromANestedCatalogToTheNearestFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.assetmirror.yml", Array("rules:\n  scale-mismatch: error\n".utf8))
        try folder.write("repo/App/Resources/Assets.xcassets/Contents.json", Array("{}".utf8))
        let catalog = folder.url("repo/App/Resources/Assets.xcassets")
        let found = try Configuration.find(for: catalog, knownRules: ConfigurationTests.known)
        #expect(found.ruleSeverities == ["scale-mismatch": .error])
        #expect(
            found.sourceFile?.standardizedFileURL.path == folder.url("repo/.assetmirror.yml").standardizedFileURL.path)

        // A nearer file wins, and the one above is not merged in.
        try folder.write("repo/App/.assetmirror.yml", Array("excluded: [Legacy/**]\n".utf8))
        let nearer = try Configuration.find(for: catalog, knownRules: ConfigurationTests.known)
        #expect(nearer.ruleSeverities.isEmpty)
        #expect(nearer.excludedPaths == ["Legacy/**"])
    }

    @Test func aFileInsideTheCatalogFolderCounts() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets.xcassets/.assetmirror.yml", Array("excluded: [a]\n".utf8))
        let found = try Configuration.find(for: folder.url("Assets.xcassets"), knownRules: [])
        #expect(found.excludedPaths == ["a"])
    }

    @Test func noFileAnywhereGivesTheDefaults() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url("repo/Assets.xcassets"), withIntermediateDirectories: true)
        // Assumes no .assetmirror.yml in the temporary folder's parents, as on any clean machine.
        #expect(try Configuration.find(for: folder.url("repo/Assets.xcassets"), knownRules: []) == Configuration())
    }

    @Test func aFolderNamedLikeTheFileIsSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.assetmirror.yml", Array("excluded: [outer]\n".utf8))
        try FileManager.default.createDirectory(
            at: folder.url("repo/App/.assetmirror.yml"), withIntermediateDirectories: true)
        let found = try Configuration.find(for: folder.url("repo/App/Assets.xcassets"), knownRules: [])
        #expect(found.excludedPaths == ["outer"])
    }

    @Test func errorsInAFoundFileNameThatFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("repo/.assetmirror.yml", Array("rules:\n  nope: error\n".utf8))
        #expect(
            throws: ConfigurationError.unknownRule(
                "nope", SourceLocation(file: file.standardizedFileURL.path, line: 2, column: 3), suggestion: nil)
        ) {
            try Configuration.find(for: folder.url("repo/Assets.xcassets"), knownRules: ConfigurationTests.known)
        }
    }

    /// Errors name the file found in the terms of the catalog path as typed, as findings do:
    /// the catalog's place below the temporary folder, how a user in some folder typed it, and
    /// the config's path in the error.
    @Test(arguments: [
        ("repo/Assets.xcassets", "repo/Assets.xcassets", "repo/.assetmirror.yml"),
        ("repo/Assets.xcassets", "./repo/../repo/Assets.xcassets", "repo/.assetmirror.yml"),
        ("repo/Assets.xcassets", "Assets.xcassets", ".assetmirror.yml"),
        ("repo/App/Assets.xcassets", "Assets.xcassets", "../.assetmirror.yml"),
    ])
    func errorsNameTheFileFromTheCatalogPathAsTyped(place: String, typed: String, shown: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.assetmirror.yml", Array("rules:\n  nope: error\n".utf8))
        try folder.write(place + "/Contents.json", Array("{}".utf8))
        #expect(
            throws: ConfigurationError.unknownRule(
                "nope", SourceLocation(file: shown, line: 2, column: 3), suggestion: nil)
        ) {
            try Configuration.find(for: folder.url(place), path: typed)
        }
    }

    @Test func anUnreadableFileIsNamedAsTyped() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ConfigurationError.unreadable(FileIOError(.read, path: "none.yml", code: ENOENT))) {
            try Configuration(contentsOf: folder.url("none.yml"), path: "none.yml")
        }
    }

    @Test func displayPathsWalkUpWithoutTheFileSystem() {
        func walk(_ path: String, _ steps: Int) -> [String] {
            var shown = DisplayPath(path)
            var result = [shown.appending("x")]
            for _ in 0..<steps {
                shown.goUp()
                result.append(shown.appending("x"))
            }
            return result
        }
        #expect(walk("App/Assets.xcassets", 4) == ["App/Assets.xcassets/x", "App/x", "x", "../x", "../../x"])
        #expect(walk("../a/./b/../c", 3) == ["../a/c/x", "../a/x", "../x", "../../x"])
        #expect(walk("/a/b", 3) == ["/a/b/x", "/a/x", "/x", "/x"])
    }

    @Test func fileThatIsNotUTF8IsRefused() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("repo/.assetmirror.yml", [0x65, 0x78, 0xFF, 0xFE])
        #expect(
            throws: ConfigurationError.invalidYAML(
                SourceLocation(file: file.standardizedFileURL.path), problem: "the file is not UTF-8 text")
        ) {
            try Configuration.find(for: folder.url("repo/Assets.xcassets"), knownRules: [])
        }
    }
}

/// A configuration comes from the repository under test, which in CI is a pull request's: it must
/// not be able to make the tool read a file outside it, echo a file's text, or stall the job.
@Suite struct ConfigurationHostileInputTests {
    static let secret = "machine github.com login bot password hunter2"

    /// `repo/` (a repository: it has `.git`) with a catalog, and a secret outside it.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("secret.txt", Array("rules: \(secret)\n".utf8))
        try folder.write("repo/.git/HEAD", Array("ref: refs/heads/main\n".utf8))
        try folder.write("repo/App/Assets.xcassets/Contents.json", Array("{}".utf8))
        return folder
    }

    @Test func aLinkToAFileOutsideTheRepositoryIsNotRead() throws {
        let folder = try Self.repository()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("repo/.assetmirror.yml").path, withDestinationPath: "../secret.txt")
        let catalog = folder.url("repo/App/Assets.xcassets")
        #expect(throws: ConfigurationError.outsideRepository(path: ".assetmirror.yml")) {
            try Configuration.find(for: catalog, path: "App/Assets.xcassets", knownRules: [])
        }
        // Nor through a linked folder.
        try FileManager.default.removeItem(at: folder.url("repo/.assetmirror.yml"))
        try folder.write("elsewhere/.assetmirror.yml", Array("rules: \(Self.secret)\n".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("repo/App/Linked").path, withDestinationPath: "../../elsewhere")
        try folder.write("repo/App/Linked/Assets.xcassets/Contents.json", Array("{}".utf8))
        #expect(throws: ConfigurationError.outsideRepository(path: "App/Linked/.assetmirror.yml")) {
            try Configuration.find(
                for: folder.url("repo/App/Linked/Assets.xcassets"), path: "App/Linked/Assets.xcassets", knownRules: [])
        }
    }

    @Test func aLinkInsideTheRepositoryIsRead() throws {
        let folder = try Self.repository()
        try folder.write("repo/config/assetmirror.yml", Array("excluded: [Legacy/**]\n".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("repo/.assetmirror.yml").path, withDestinationPath: "config/assetmirror.yml")
        let found = try Configuration.find(for: folder.url("repo/App/Assets.xcassets"), knownRules: [])
        #expect(found.excludedPaths == ["Legacy/**"])
    }

    @Test func outsideAnyRepositoryALinkMayNotLeaveItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret.txt", Array("rules: \(Self.secret)\n".utf8))
        try folder.write("project/Assets.xcassets/Contents.json", Array("{}".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("project/.assetmirror.yml").path, withDestinationPath: "../secret.txt")
        #expect(throws: ConfigurationError.outsideRepository(path: "project/.assetmirror.yml")) {
            try Configuration.find(
                for: folder.url("project/Assets.xcassets"), path: "project/Assets.xcassets", knownRules: [])
        }
    }

    /// A value is quoted only when short, and then escaped; a file's text is never echoed.
    @Test func valuesAreQuotedOnlyWhenShortAndEscaped() throws {
        let long = try #require(error("rules:\n  missing-file: \"\(Self.secret)\"\n")).description
        #expect(
            long.hasSuffix("rules.missing-file must be error, warning, note or off, but is a value of 45 characters"))
        #expect(!long.contains("hunter2"))
        let escaped = try #require(error("rules:\n  missing-file: \"a\\n::error::b\\e[2J\"\n")).description
        #expect(escaped.hasSuffix(#"but is "a\n::error::b\u{1B}[2J""#))
        let key = try #require(error("\"\(Self.secret)\": 1\n")).description
        #expect(key.hasSuffix("unknown key a value of 45 characters"))
    }

    /// Keys that are aliases of lists of aliases: Yams hashed their expansion to find keys written
    /// twice, more than a minute for these 600 bytes. Refused before parsing.
    /// No time limit (see GlobTests.starsDoNotBacktrack): Yams on this input never returns in
    /// practice, so the suite would not end.
    @Test
    func manyAliasesAreRefusedBeforeParsing() throws {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefg", "bcdefgh") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "? *h\n: 1\n? [*h, *h]\n: 2\n"
        #expect(yaml.utf8.count < 700)
        guard case .tooComplex(let location, let problem) = error(yaml) else {
            Issue.record("expected tooComplex, got \(String(describing: error(yaml)))")
            return
        }
        #expect(location == SourceLocation(file: "/project/.assetmirror.yml", line: 3, column: 8))
        #expect(problem.hasPrefix("more than 10 YAML aliases"))
        // A few aliases, as a person may write them, still work.
        let few = try Configuration(
            yaml: "directional-words: &w [arrow]\nadditional-directional-words: *w\n", file: nil, knownRules: [])
        #expect(few.additionalDirectionalWords == ["arrow"])
    }

    @Test func aFileOverTheSizeBudgetIsRefused() {
        let yaml = "# " + String(repeating: "x", count: Configuration.maximumFileSize) + "\n"
        guard case .tooComplex(_, let problem) = error(yaml) else {
            Issue.record("expected tooComplex")
            return
        }
        #expect(problem.hasPrefix("the file is 65539 bytes"))
    }

    private func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try Configuration(
                yaml: yaml, file: URL(fileURLWithPath: "/project/.assetmirror.yml"),
                knownRules: ConfigurationTests.known)
            return nil
        } catch {
            return error
        }
    }
}
