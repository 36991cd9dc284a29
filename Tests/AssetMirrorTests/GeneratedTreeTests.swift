import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// The expected-tree comparison forgives exactly what another release of the compression
/// libraries could change, and nothing else.
@Suite struct GeneratedTreeTests {
    static let folder = "Chat/reply.imageset"
    static let expected = GenerationTestSupport.tree(GenerationTestSupport.expectedDemo)

    /// `png` with its image data deflated again by libdeflate at `level`: the same pixels,
    /// other bytes, as another libdeflate release would write them.
    static func recompressed(_ png: [UInt8], level: Int32) throws -> [UInt8] {
        let file = try PNGFile(png)
        let header = try LibPNG.header(of: png)
        let pixels = try PNGCodec().decode(png, limits: .default)
        let stream = try LibPNG.deflate(pixels, header: header, rowFilters: nil, level: level)
        let before = png[..<file.imageDataRange.lowerBound]
        let after = png[file.imageDataRange.upperBound...]
        return Array(before) + PNGImageDataEncoder.idatChunks(zlibStream: stream) + Array(after)
    }

    /// The expected tree with `file` in the reply set replaced by `bytes` and the set's record
    /// rewritten to give `bytes`' hash, as a run on another system would leave them.
    static func tree(replacing file: String, with bytes: [UInt8], rehash: Bool = true) throws -> [String: [UInt8]] {
        var tree = expected
        let path = folder + "/" + file
        let old = try #require(tree[path])
        tree[path] = bytes
        if rehash {
            let record = folder + "/" + SetRecord.fileName
            let text = String(decoding: try #require(tree[record]), as: UTF8.self)
                .replacingOccurrences(of: SHA256.hexDigest(old), with: SHA256.hexDigest(bytes))
            tree[record] = Array(text.utf8)
        }
        return tree
    }

    @Test func thePNGImageDataAndTheRecordsHashMayDiffer() throws {
        let png = try #require(Self.expected[Self.folder + "/reply-rtl@2x.png"])
        let other = try Self.recompressed(png, level: 1)
        #expect(other != png)
        #expect(
            GeneratedTree.differences(try Self.tree(replacing: "reply-rtl@2x.png", with: other), Self.expected) == [])
    }

    @Test func aRecordWhoseHashIsNotTheFilesIsADifference() throws {
        let png = try #require(Self.expected[Self.folder + "/reply-rtl@2x.png"])
        let tree = try Self.tree(replacing: "reply-rtl@2x.png", with: Self.recompressed(png, level: 1), rehash: false)
        #expect(GeneratedTree.differences(tree, Self.expected) == [Self.folder + "/" + SetRecord.fileName])
    }

    @Test func otherPixelsOrChunksAreDifferences() throws {
        let path = Self.folder + "/reply-rtl@2x.png"
        let png = try #require(Self.expected[path])
        // The source's own (unmirrored) pixels, in the mirror's file.
        let unmirrored = try #require(Self.expected[Self.folder + "/reply@2x.png"])
        var tree = try Self.tree(replacing: "reply-rtl@2x.png", with: unmirrored)
        #expect(GeneratedTree.differences(tree, Self.expected) == [path])
        // One byte of a text chunk changed.
        let textStart = try #require(
            png.indices.dropFirst(8).first { String(decoding: png[$0..<$0 + 4], as: UTF8.self) == "IEND" })
        var changedChunk = Array(png[..<(textStart - 4)])
        changedChunk += PNGFixture.encodeChunk("tEXt", Array("Comment\u{0}x".utf8))
        changedChunk += png[(textStart - 4)...]
        tree = try Self.tree(replacing: "reply-rtl@2x.png", with: changedChunk)
        #expect(GeneratedTree.differences(tree, Self.expected) == [path])
    }

    @Test func aPDFThatRendersTheSameIsTheSameAndOneThatDoesNotIsADifference() throws {
        let set = "Navigation/disclosure.imageset/"
        var tree = Self.expected
        let mirror = try #require(tree[set + "disclosure-rtl.pdf"])
        // Bytes after %%EOF, as another qpdf might leave: other bytes, the same pages.
        tree[set + "disclosure-rtl.pdf"] = mirror + Array("% written elsewhere\n".utf8)
        let record = try #require(tree[set + SetRecord.fileName])
        let rehashed = String(decoding: record, as: UTF8.self)
            .replacingOccurrences(
                of: SHA256.hexDigest(mirror), with: SHA256.hexDigest(mirror + Array("% written elsewhere\n".utf8)))
        tree[set + SetRecord.fileName] = Array(rehashed.utf8)
        #expect(GeneratedTree.differences(tree, Self.expected) == [])
        let unmirrored = try #require(Self.expected[set + "disclosure.pdf"])
        tree[set + "disclosure-rtl.pdf"] = unmirrored
        #expect(GeneratedTree.differences(tree, Self.expected).contains(set + "disclosure-rtl.pdf"))
    }

    @Test func everyOtherFileMustMatchByteForByte() throws {
        var tree = Self.expected
        let contents = Self.folder + "/Contents.json"
        tree[contents] = try #require(tree[contents]) + [0x0A]
        tree.removeValue(forKey: "Chat/send.imageset/send-rtl.jpg")
        // The missing mirror is a difference, and so is the record that vouches for it.
        let expected = [
            "Chat/send.imageset/send-rtl.jpg", "Chat/send.imageset/" + SetRecord.fileName, contents,
        ]
        #expect(GeneratedTree.differences(tree, Self.expected) == expected.sorted())
    }
}
