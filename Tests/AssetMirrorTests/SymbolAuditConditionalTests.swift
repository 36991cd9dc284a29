import Foundation
import Testing

@testable import AssetMirror

#if Audit
import SwiftParser
#endif

/// `audit` on conditionals that mirror a symbol by hand, names away from the system image APIs,
/// and the rewrites `--fix` makes of them.
@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct SymbolAuditConditionalTests {
    /// The seed pattern and its kin: source, language, and the source once fixed.
    static let seeds: [(String, SourceLanguage, String)] = [
        (
            #"Image(systemName: layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left")"#, .swift,
            #"Image(systemName: "chevron.backward")"#
        ),
        (
            #"Image(systemName: layoutDirection == .leftToRight ? "chevron.left" : "chevron.right")"#, .swift,
            #"Image(systemName: "chevron.backward")"#
        ),
        (
            #"Image(systemName: layoutDirection != .leftToRight ? "chevron.right" : "chevron.left")"#, .swift,
            #"Image(systemName: "chevron.backward")"#
        ),
        (
            "let image = UIImage(\n    systemName: view.effectiveUserInterfaceLayoutDirection == .rightToLeft\n        ? \"chevron.right\"\n        : \"chevron.left\")",
            .swift, "let image = UIImage(\n    systemName: \"chevron.backward\")"
        ),
        (
            #"NSImage(systemSymbolName: NSApp.userInterfaceLayoutDirection == .rightToLeft ? "chevron.right" : "chevron.left", accessibilityDescription: nil)"#,
            .swift, #"NSImage(systemSymbolName: "chevron.backward", accessibilityDescription: nil)"#
        ),
        (
            "var isRightToLeft: Bool { layoutDirection == .rightToLeft }\n"
                + #"let name = isRightToLeft ? "chevron.right" : "chevron.left""#, .swift,
            "var isRightToLeft: Bool { layoutDirection == .rightToLeft }\n" + #"let name = "chevron.backward""#
        ),
        (
            "var isRTL: Bool { return UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft }\n"
                + #"let name = (!isRTL) ? ("chevron.left") : ("chevron.right")"#, .swift,
            "var isRTL: Bool { return UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft }\n"
                + #"let name = "chevron.backward""#
        ),
        (
            #"let name = isRTL == false ? "chevron.left" : "chevron.right""# + "\n"
                + "let isRTL = view.effectiveUserInterfaceLayoutDirection == .rightToLeft", .swift,
            #"let name = "chevron.backward""# + "\n"
                + "let isRTL = view.effectiveUserInterfaceLayoutDirection == .rightToLeft"
        ),
        (
            #"[UIImage systemImageNamed:[UIApplication sharedApplication].userInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft ? @"chevron.right" : @"chevron.left"];"#,
            .objectiveC, #"[UIImage systemImageNamed:@"chevron.backward"];"#
        ),
        (
            #"[UIImage systemImageNamed:([view effectiveUserInterfaceLayoutDirection] != UIUserInterfaceLayoutDirectionRightToLeft) ? @"chevron.left" : @"chevron.right"];"#,
            .objectiveC, #"[UIImage systemImageNamed:@"chevron.backward"];"#
        ),
        (
            #"x = [NSLocale characterDirectionForLanguage:l] == NSLocaleLanguageDirectionLeftToRight ? @"chevron.left" : @"chevron.right";"#,
            .objectiveC, #"x = @"chevron.backward";"#
        ),
    ]

    @Test(arguments: seeds)
    func aDirectionTernaryIsOneFindingNamingTheLeftToRightMeaning(
        source: String, language: SourceLanguage, fixed: String
    ) throws {
        let findings = SymbolAudit().findings(in: source, language: language, path: "a")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.directionConditional.id])
        let message = try #require(findings.first?.message)
        #expect(message.contains("chevron.backward (iOS 14 and later) is drawn as chevron.left"))
        #expect(!message.contains("forward"))
        let rewritten = SymbolAudit.apply(findings, to: Array(source.utf8))
        #expect(String(decoding: rewritten.bytes, as: UTF8.self) == fixed)
    }

    /// Below iOS 14 the hand-made mirror is right: a note that says so, and nothing to rewrite.
    @Test func theConditionalIsRightWhileTheDirectionAwareNameIsTooNew() throws {
        let source = #"Image(systemName: layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left")"#
        let findings = SymbolAudit(deploymentTarget: IOSVersion(13)).findings(in: source, language: .swift, path: "a")
        #expect(findings.map(\.ruleID) == [SymbolAuditRules.directionConditionalUntilAvailable.id])
        #expect(findings.first?.severity == .note)
        #expect(
            findings.first?.message
                == "This ternary picks chevron.right or chevron.left by layout direction, which is right while the deployment target is iOS 13: chevron.backward, which mirrors by itself, needs iOS 14; replace the whole ternary with it once the app requires iOS 14."
        )
        #expect(findings.first?.fix == nil)
    }

    /// Positions as the lexer counted them: columns in Unicode scalars, `\r\n` and `\r` line ends,
    /// nothing in comments.
    @Test func findingsCountColumnsInScalarsAndLinesAcrossCRLF() {
        let source =
            "let é = 1\r\n/* Image(systemName: \"arrow.left\") */ Image(systemName: \"chevron.left\")\rImage(systemName: \"a\\u{2E}b\")\nImage(systemName: \"arrow\\u{2E}left\")"
        let findings = SymbolAudit().findings(in: source, language: .swift, path: "a")
        #expect(findings.map { "\($0.location.line!):\($0.location.column!)" } == ["2:57", "4:19"])
        #expect(findings.map { $0.fix?.original } == [#""chevron.left""#, #""arrow\u{2E}left""#])
    }

    static func summary(of file: String, deploymentTarget: IOSVersion? = nil) throws -> [String] {
        let url = SymbolAuditTests.folder.appendingPathComponent(file)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        return SymbolAudit(deploymentTarget: deploymentTarget).findings(
            in: text, language: SourceLanguage(fileExtension: url.pathExtension)!, path: file
        ).map { "\($0.location.line!):\($0.location.column!) \($0.ruleID) \($0.fix?.replacement ?? "-")" }
    }

    @Test func ternariesInSwiftUIUIKitAndAppKit() throws {
        #expect(
            try Self.summary(of: "Ternaries.swift") == [
                #"13:31 direction-conditional-symbol "chevron.backward""#,
                #"14:31 direction-conditional-symbol "chevron.backward""#,
                #"15:31 direction-conditional-symbol "arrow.forward""#,
                #"17:29 direction-conditional-symbol "arrow.uturn.backward""#,
                #"21:41 direction-conditional-symbol "arrowshape.turn.up.backward""#,
                #"22:31 direction-conditional-symbol -"#,
                #"30:25 direction-conditional-symbol "chevron.backward""#,
                #"32:40 direction-conditional-symbol "arrow.forward""#,
                #"39:31 direction-conditional-symbol "chevron.backward""#,
                #"46:23 physical-symbol-name -"#,
            ])
    }

    @Test func ifElseAndSwitchAreOneFindingEachAndNotRewritten() throws {
        #expect(
            try Self.summary(of: "Branches.swift") == [
                #"9:9 direction-conditional-symbol -"#,
                #"17:9 direction-conditional-symbol -"#,
                #"26:9 direction-conditional-symbol -"#,
                #"32:13 direction-conditional-symbol -"#,
                #"40:5 direction-conditional-symbol -"#,
            ])
    }

    @Test func namesInVariablesHelpersAndPropertiesAreNotes() throws {
        #expect(
            try Self.summary(of: "Names.swift") == [
                #"6:20 symbol-name-literal -"#,
                #"10:20 symbol-name-literal -"#,
                #"11:21 direction-conditional-symbol "arrow.forward""#,
                #"12:26 symbol-name-literal -"#,
                #"13:30 symbol-name-literal -"#,
            ])
    }

    @Test func objectiveCTernariesIfElseAndNames() throws {
        #expect(
            try Self.summary(of: "Conditionals.m") == [
                #"6:38 direction-conditional-symbol @"chevron.backward""#,
                // `isRTL` is a parameter: nothing proves it is the layout direction.
                #"10:22 direction-conditional-symbol -"#,
                #"16:5 direction-conditional-symbol -"#,
                #"21:21 symbol-name-literal -"#,
            ])
    }

    /// Every fixture, fixed: still Swift that swift-syntax parses without error, and fixing
    /// again changes nothing.
    @Test(arguments: ["Ternaries.swift", "Branches.swift", "Names.swift", "Views.swift", "AppKit.swift"])
    func fixedSwiftStillParsesAndASecondFixChangesNothing(file: String) throws {
        let url = SymbolAuditTests.folder.appendingPathComponent(file)
        let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let findings = SymbolAudit().findings(in: source, language: .swift, path: file)
        let fixed = String(decoding: SymbolAudit.apply(findings, to: Array(source.utf8)).bytes, as: UTF8.self)
        #if Audit
        #expect(!Parser.parse(source: fixed).hasError)
        #endif
        let again = SymbolAudit().findings(in: fixed, language: .swift, path: file)
        #expect(again.allSatisfy { $0.fix == nil })
        #expect(again.count < findings.count || findings.allSatisfy { $0.fix == nil })
    }
}
