import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// Issue 29 point 7: `audit --fix` rewrites a conditional only when its sense is read right and
/// proven to be the layout direction.
@Suite(.enabled(if: SymbolAudit.readsSwift, "this build reads no Swift (built without the Audit trait)"))
struct SymbolAuditProofTests {
    static func findings(_ source: String, _ language: SourceLanguage = .swift) -> [Finding] {
        SymbolAudit().findings(in: source, language: language, path: "a")
    }

    static func fixed(_ source: String, _ language: SourceLanguage = .swift) -> String {
        String(decoding: SymbolAudit.apply(findings(source, language), to: Array(source.utf8)).bytes, as: UTF8.self)
    }

    /// `== false`, `!= true`, `== NO`, `!`: each flips the sense; `arrow.right` in left-to-right
    /// layouts is `arrow.forward`, never `arrow.backward`.
    @Test(arguments: [
        ("isRTL == false", "arrow.right", "arrow.left", "arrow.forward"),
        ("isRTL != true", "arrow.right", "arrow.left", "arrow.forward"),
        ("false == isRTL", "arrow.right", "arrow.left", "arrow.forward"),
        ("!isRTL", "arrow.right", "arrow.left", "arrow.forward"),
        ("!isRTL == false", "arrow.right", "arrow.left", "arrow.backward"),
        ("isRTL != false", "arrow.right", "arrow.left", "arrow.backward"),
        ("isRTL == true", "arrow.left", "arrow.right", "arrow.forward"),
        ("(isRTL)", "arrow.left", "arrow.right", "arrow.forward"),
    ])
    func theSenseOfAProvenFlagIsRead(condition: String, whenTrue: String, whenFalse: String, expected: String) {
        let definition = "var isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }\n"
        let source = definition + "let name = \(condition) ? \"\(whenTrue)\" : \"\(whenFalse)\""
        #expect(Self.fixed(source) == definition + "let name = \"\(expected)\"")
    }

    @Test func objectiveCEqualsNoIsNot() {
        let source =
            #"x = ([UIApplication sharedApplication].userInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft) == NO ? @"arrow.right" : @"arrow.left";"#
        #expect(Self.fixed(source, .objectiveC) == #"x = @"arrow.forward";"#)
    }

    @Test(arguments: HostileInputs.unprovenConditionals)
    func aConditionalNothingProvesIsReportedAndNotRewritten(source: String, objectiveC: Bool) throws {
        let findings = Self.findings(source, objectiveC ? .objectiveC : .swift)
        #expect(findings.allSatisfy { $0.fix == nil })
        #expect(Self.fixed(source, objectiveC ? .objectiveC : .swift) == source)
    }

    @Test func anUnprovenFlagIsNamedInTheFinding() throws {
        let finding = try #require(Self.findings(#"let name = isRTL ? "arrow.left" : "arrow.right""#).first)
        #expect(finding.fix == nil)
        #expect(
            finding.message.hasSuffix(
                "Not rewritten by --fix: `isRTL` is not known to read the layout direction (only a known API, or a property defined from one in the audited sources, is)."
            ))
    }

    @Test func aPropertyDefinedTwoWaysProvesNothing() {
        let source = """
            struct A { var isRTL: Bool { layoutDirection == .rightToLeft } }
            struct B { var isRTL: Bool { layoutDirection == .leftToRight } }
            let name = isRTL ? "arrow.left" : "arrow.right"
            """
        #expect(Self.fixed(source) == source)
    }

    @Test func aDirectionPropertyProvesAComparison() {
        let source = """
            let direction = UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)
            let name = direction == .rightToLeft ? "arrow.left" : "arrow.right"
            """
        #expect(Self.fixed(source).hasSuffix(#"let name = "arrow.forward""#))
    }

    @Test(arguments: [
        ("layoutDirection == .rightToLeft", true, LayoutDirectionCondition.Proof.knownAPI),
        ("Locale.characterDirection(forLanguage: code) == .leftToRight", false, .knownAPI),
        ("semanticContentAttribute == .forceRightToLeft", true, .knownAPI),
        ("isRTL == NO", false, .definition("isRTL", meaning: .flag(trueInRightToLeft: true))),
        ("isLTR", false, .definition("isLTR", meaning: .flag(trueInRightToLeft: false))),
        ("swipe.direction != .leftToRight", true, .definition("direction", meaning: .direction)),
    ])
    func conditionsAreReadWithTheirProof(text: String, isTrueInRightToLeft: Bool, proof: LayoutDirectionCondition.Proof)
    {
        let words = SourceLexer.tokens(of: text, language: .objectiveC).compactMap {
            token -> LayoutDirectionCondition.Word? in
            switch token.kind {
            case .identifier(let name): .name(name)
            case .operator(let text): .operator(text)
            case .punctuation("."): nil
            case .punctuation(let character): .punctuation(String(character))
            default: .punctuation("")
            }
        }
        let condition = LayoutDirectionCondition(words: words)
        #expect(condition.isTrueInRightToLeft == isTrueInRightToLeft)
        #expect(condition.proof == proof)
        #expect(condition.readsDirection)
    }
}
