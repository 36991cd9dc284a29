import Foundation
import Testing

@testable import AssetMirror

/// `names-differ-only-in-case`, on catalogs made at test time: the repository itself must not hold
/// two paths that differ only in case (RepositoryLayoutTests).
@Suite struct CaseRuleTests {
    static let set = #"{"images":[],"info":{"author":"xcode","version":1}}"#

    static func verify(_ sets: [String], configuration: String = "") throws -> [Finding] {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        for path in sets {
            // mkdir and open with the bytes given: Foundation may normalize a path's Unicode.
            var built = folder.url("A.xcassets").path
            for component in path.split(separator: "/") {
                built += "/" + component
                _ = mkdir(built, 0o755)
            }
            let descriptor = open(built + "/Contents.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            #expect(descriptor >= 0)
            _ = Self.set.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        let result = Verifier(jobs: 1).verify(
            [catalog], configuration: try Configuration(yaml: configuration, file: nil))
        return result.findings.filter { $0.ruleID == NamesDifferOnlyInCaseRule.rule.id }
    }

    @Test func setsThatDifferOnlyInCaseAreAWarning() throws {
        let findings = try Self.verify(["back.imageset", "Back.imageset", "next.imageset"])
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.location.file == "A.xcassets/back.imageset")
        #expect(
            findings.first?.message
                == "\"back\" differs from A.xcassets/Back.imageset only in case (or Unicode normalization): a Mac's default file system holds both in one folder, so a checkout there keeps only one; rename one"
        )
    }

    /// (NFC and NFD spellings of one name are not tested here: the catalog reader's walk keys
    /// folders by Swift strings, which compare them equal, so it reads only one of the two.)
    @Test func groupsCountToo() throws {
        #expect(try Self.verify(["Icons/plus.imageset", "icons/plus.imageset"]).count == 1)
    }

    @Test func differentNamesAndTypesAreFine() throws {
        #expect(try Self.verify(["back.imageset", "backward.imageset", "back.colorset"]).isEmpty)
    }

    @Test func theRuleCanBeSwitchedOff() throws {
        let off = "rules:\n  names-differ-only-in-case: off\n"
        #expect(try Self.verify(["back.imageset", "Back.imageset"], configuration: off).isEmpty)
    }
}
