import Foundation
import Testing

@testable import AssetMirror

/// `stale-variant` over catalogs the real `generate` wrote: the two commands must agree on the
/// record, `.assetmirror.json`, and on what counts as a mirror.
@Suite struct VerifyGeneratedCatalogTests {
    /// The demo catalog's only finding that is not about generation: `arrow-next` is Fixed.
    static let unrelated = ["Demo.xcassets/Onboarding/arrow-next.imageset/Contents.json directional-name-fixed"]

    /// A copy of the demo catalog in `folder`, generated in place.
    static func generatedDemo(in folder: TemporaryFolder) throws -> URL {
        let catalog = try GenerationTestSupport.copyDemo(into: folder)
        let (_, summary) = try GenerationTestSupport.generate(catalog)
        #expect(!summary.hasFailures)
        return catalog
    }

    /// Each finding as "file rule".
    static func findings(_ catalog: URL) throws -> [String] {
        let result = Verifier(jobs: 2).verify([try AssetCatalog(reading: catalog, path: "Demo.xcassets")])
        #expect(result.failures.isEmpty)
        return result.findings.map { "\($0.location.file) \($0.ruleID)" }
    }

    static func bytes(_ url: URL) throws -> [UInt8] { try FileContents.read(url.path) }

    /// Replaces the record of `file` in the set record of `set` by what `change` makes of it.
    static func editRecord(of file: String, in set: URL, _ change: (inout GeneratedFile) -> Void) throws {
        let setRecordURL = set.appendingPathComponent(SetRecord.fileName)
        var setRecord = try SetRecord(parsing: try bytes(setRecordURL))
        var record = try #require(setRecord[file])
        change(&record)
        setRecord.add(record)
        try Data(setRecord.serialized()).write(to: setRecordURL)
    }

    @Test func aFreshlyGeneratedCatalogHasNoStaleVariant() throws {
        let folder = try TemporaryFolder()
        #expect(try Self.findings(Self.generatedDemo(in: folder)) == Self.unrelated)
    }

    @Test func changedSourcesMakeTheirRasterAndVectorVariantsStale() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.generatedDemo(in: folder)
        // Each source is replaced by its own mirror image: a real change, same size and format.
        let back = catalog.appendingPathComponent("Navigation/back.imageset/back@2x.png")
        try Data(PNGCodec().mirror(try Self.bytes(back), options: .default).bytes).write(to: back)
        let disclosure = catalog.appendingPathComponent("Navigation/disclosure.imageset/disclosure.pdf")
        try Data(PDFCodec().mirror(try Self.bytes(disclosure), options: .default).bytes).write(to: disclosure)

        #expect(
            try Self.findings(catalog) == [
                "Demo.xcassets/Navigation/back.imageset/back-rtl@2x.png stale-variant",
                "Demo.xcassets/Navigation/disclosure.imageset/disclosure-rtl.pdf stale-variant",
            ] + Self.unrelated)
    }

    /// A source whose hash no longer matches the record, but whose mirror is still the variant
    /// byte for byte (what a re-saved PDF that qpdf writes back the same would look like).
    @Test func aVectorVariantThatIsStillTheSourcesMirrorIsNotStale() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.generatedDemo(in: folder)
        try Self.editRecord(
            of: "disclosure-rtl.pdf", in: catalog.appendingPathComponent("Navigation/disclosure.imageset")
        ) { record in
            record.sourceSHA256 = String(repeating: "0", count: 64)
        }
        #expect(try Self.findings(catalog) == Self.unrelated)
    }

    /// A run killed after writing the record (new fingerprints, and the old file's as
    /// `replacing-sha256`) but before the variant: the old variant is still ours, and stale.
    @Test func aVariantARunWasKilledBeforeReplacingIsOursAndStale() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.generatedDemo(in: folder)
        let set = catalog.appendingPathComponent("Navigation/back.imageset")
        let source = set.appendingPathComponent("back@2x.png")
        let changed = try PNGCodec().mirror(try Self.bytes(source), options: .default).bytes
        try Data(changed).write(to: source)
        let old = SHA256.hexDigest(try Self.bytes(set.appendingPathComponent("back-rtl@2x.png")))
        let new = SHA256.hexDigest(try PNGCodec().mirror(changed, options: .default).bytes)
        try Self.editRecord(of: "back-rtl@2x.png", in: set) { record in
            record.sourceSHA256 = SHA256.hexDigest(changed)
            record.sha256 = new
            record.replacingSHA256 = old
        }
        #expect(
            try Self.findings(catalog) == ["Demo.xcassets/Navigation/back.imageset/back-rtl@2x.png stale-variant"]
                + Self.unrelated)
    }

    /// A generated variant a person edited since is theirs: not judged, as generate will not
    /// overwrite it without --force. (Its bytes no longer hash to the record's `sha256`; the
    /// record is edited rather than the file, so that the variant would be stale were it ours.)
    @Test func aVariantEditedSinceIsNotJudged() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.generatedDemo(in: folder)
        let set = catalog.appendingPathComponent("Navigation/back.imageset")
        let source = set.appendingPathComponent("back@2x.png")
        try Data(PNGCodec().mirror(try Self.bytes(source), options: .default).bytes).write(to: source)
        try Self.editRecord(of: "back-rtl@2x.png", in: set) { record in
            record.sha256 = String(repeating: "0", count: 64)
        }
        #expect(try Self.findings(catalog) == Self.unrelated)
    }
}
