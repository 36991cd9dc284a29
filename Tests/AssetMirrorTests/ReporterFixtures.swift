import Foundation
import Testing

@testable import AssetMirror

/// The fixed findings and rules every reporter is checked against, and the expected files
/// under `TestAssets/Reporters/expected/`.
enum ReporterFixtures {
    static let rules: [Rule] = [
        Rule(
            id: "missing-file", name: "Missing file",
            summary: "A file named in Contents.json is not in the set's folder, so the asset is missing at run time.",
            defaultSeverity: .error),
        Rule(
            id: "scale-mismatch", name: "Scale mismatch",
            summary: "An image's pixel size does not match its scale, so it renders blurry or at the wrong size.",
            defaultSeverity: .warning),
        Rule(
            id: "unreferenced-file", name: "Unreferenced file",
            summary: "A file in a set's folder that Contents.json does not name is shipped for nothing.",
            defaultSeverity: .warning, isOptIn: true),
    ]

    /// Both severities; with and without line and column; a rule not among `rules`; non-ASCII,
    /// `%`, `:`, `,`, `|`, `<`, `&`, quotes, Markdown syntax, line breaks and a control character
    /// in paths and messages; two findings that share rule, file and message.
    static let findings: [Finding] = [
        Finding(
            ruleID: "missing-file", severity: .error,
            location: SourceLocation(file: "App/Assets.xcassets/Contents.json", line: 2),
            message: "The catalog's Contents.json names a folder that is gone:\nIcons/Old"),
        Finding(
            ruleID: "missing-file", severity: .error,
            location: SourceLocation(file: "App/Assets.xcassets/Icons/back.imageset/Contents.json", line: 4, column: 7),
            message: "back@2x.png is listed but not in the folder.", assetName: "Icons/back"),
        Finding(
            ruleID: "missing-file", severity: .error,
            location: SourceLocation(file: "App/Assets.xcassets/Icons/back.imageset/Contents.json", line: 9, column: 7),
            message: "back@2x.png is listed but not in the folder.", assetName: "Icons/back"),
        Finding(
            ruleID: "scale-mismatch", severity: .warning,
            location: SourceLocation(file: "App/Assets.xcassets/Flèches 50%/next, v2: final.imageset/next@3x.png"),
            message: "Expected 72×72 pixels at @3x, found 70×72 (97% | <3x & \"rounded\").",
            assetName: "Flèches 50%/next, v2: final"),
        Finding(
            ruleID: "legacy-name", severity: .warning,
            location: SourceLocation(
                file: "App/Assets.xcassets/`tick`*_[x]~$.imageset/Contents.json", line: 1, column: 1),
            message: "Rename *tick* to a name without [brackets] or `ticks`\r\nor a \u{07}bell\tand tab."),
    ]

    /// A name for each case in file names and test output.
    enum Case: String, CaseIterable, CustomStringConvertible {
        case sample, empty
        var findings: [Finding] { self == .sample ? ReporterFixtures.findings : [] }
        var description: String { rawValue }
    }

    static let fileExtensions: [String: String] = [
        "xcode": "txt", "json": "json", "github-actions-logging": "txt",
        "sarif": "sarif", "junit": "xml", "markdown": "md",
    ]

    static func report(_ reporter: any FindingReporter.Type, _ fixture: Case) -> String {
        reporter.report(fixture.findings, rules: rules, toolVersion: "0.0.0-test")
    }

    /// `TestAssets/Reporters/expected/<identifier>[-empty].<ext>`.
    static func expectedFile(_ reporter: any FindingReporter.Type, _ fixture: Case) -> URL {
        let name =
            reporter.identifier + (fixture == .empty ? "-empty" : "") + "." + fileExtensions[reporter.identifier]!
        return TestAssetsFolder.url.appendingPathComponent("Reporters/expected/\(name)")
    }
}
