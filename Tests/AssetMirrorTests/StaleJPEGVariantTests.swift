import Foundation
import Testing

@testable import AssetMirror

/// `stale-variant` for JPEG by the codec's own notion of a mirror (issue 13.6): a lossless mirror
/// is compared coefficient by coefficient, EXIF orientations 5–8 as displayed, and a file that
/// cannot be decoded is named as such, never taken for a changed source.
@Suite struct StaleJPEGVariantTests {
    /// A one-set catalog with `source` and `variant` as a Both set, and the record `generate`
    /// would have written when `recordedSource` was the source.
    static func catalog(
        in folder: TemporaryFolder, source: [UInt8], recordedSource: [UInt8], variant: [UInt8]
    ) throws -> AssetCatalog {
        let set = "A.xcassets/photo.imageset"
        try folder.write(
            "\(set)/Contents.json",
            Array(
                #"""
                {"images":[{"filename":"photo.jpg","idiom":"universal","language-direction":"left-to-right"},
                {"filename":"photo-rtl.jpg","idiom":"universal","language-direction":"right-to-left"}],
                "info":{"author":"xcode","version":1}}
                """#.utf8))
        try folder.write("\(set)/photo.jpg", source)
        try folder.write("\(set)/photo-rtl.jpg", variant)
        let record =
            #"{"generated":[{"file":"photo-rtl.jpg","sha256":"\#(SHA256.hexDigest(variant))","source":"photo.jpg","#
            + #""source-sha256":"\#(SHA256.hexDigest(recordedSource))"}],"generator":"assetmirror","version":1}"#
        try folder.write("\(set)/.assetmirror.json", Array(record.utf8))
        return try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
    }

    /// `jpeg` with a comment segment after SOI: other bytes, the same image.
    static func withComment(_ jpeg: [UInt8]) -> [UInt8] {
        let text = Array("saved again".utf8)
        let length = text.count + 2
        return [0xFF, 0xD8, 0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)] + text + jpeg[2...]
    }

    static func findings(_ catalog: AssetCatalog) -> [String] {
        Verifier().verify([catalog]).findings.map { "\($0.ruleID) \($0.location.file)" }
    }

    /// A source saved again with the same coefficients is not stale, whatever its sampling and
    /// orientation. 4:2:0 and 4:2:2 decode one level apart from their mirror (libjpeg's fancy
    /// upsampling is not mirror-symmetric), and orientations 5–8 are mirrored top to bottom as
    /// stored, so comparing decoded pixels left to right called all of these stale.
    @Test(arguments: [
        "ycc420-48x32.jpg", "ycc422-48x32.jpg", "ycc420-progressive-48x32.jpg", "orientation-5-48x32.jpg",
        "orientation-6-48x32.jpg", "orientation-7-48x32.jpg", "orientation-8-48x32.jpg", "ycc420-37x29.jpg",
        "orientation-6-48x24.jpg",
    ])
    func aSourceSavedAgainIsNotStale(fixture: String) throws {
        let original = try JPEGFixtures.bytes(fixture)
        let variant = try JPEGCodec().mirror(original, options: .default).bytes
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(
            in: folder, source: Self.withComment(original), recordedSource: original, variant: variant)
        #expect(Self.findings(catalog) == [])
    }

    /// A source whose image changed is stale, for the lossless and the re-encoded mirror alike.
    @Test(arguments: [
        ("ycc420-48x32.jpg", "gray-48x32.jpg"), ("orientation-6-48x32.jpg", "orientation-1-48x32.jpg"),
        ("ycc420-37x29.jpg", "gray-37x29.jpg"),
    ])
    func aSourceRedrawnIsStale(fixture: String, redrawn: String) throws {
        let original = try JPEGFixtures.bytes(fixture)
        let variant = try JPEGCodec().mirror(original, options: .default).bytes
        let changed = try JPEGFixtures.bytes(redrawn)
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(in: folder, source: changed, recordedSource: original, variant: variant)
        #expect(Self.findings(catalog) == ["stale-variant A.xcassets/photo.imageset/photo-rtl.jpg"])
    }

    /// A variant generate wrote that no longer decodes says so, as undecodable-image on that
    /// file; it was never "the source has changed".
    @Test func aVariantThatCannotBeDecodedIsNamedAsSuch() throws {
        let original = try JPEGFixtures.bytes("ycc420-48x32.jpg")
        let mirror = try JPEGCodec().mirror(original, options: .default).bytes
        let broken = Array(mirror[..<(mirror.count / 2)])
        let folder = try TemporaryFolder()
        let catalog = try Self.catalog(
            in: folder, source: Self.withComment(original), recordedSource: original, variant: broken)
        let findings = Verifier().verify([catalog]).findings
        let messages = findings.map { "\($0.ruleID) \($0.location.file)" }
        #expect(!messages.contains("stale-variant A.xcassets/photo.imageset/photo-rtl.jpg"))
        let decodeFinding = try #require(
            findings.first { $0.ruleID == UndecodableImageRule.rule.id && $0.message.contains("mirror") })
        #expect(decodeFinding.location.file == "A.xcassets/photo.imageset/photo-rtl.jpg")
        #expect(!decodeFinding.message.contains("has changed"))
    }
}
