import Testing

@testable import AssetMirror

/// What survives a mirror besides pixels: every chunk the file had, byte for byte and in place,
/// except unknown ones the PNG specification says must go.
@Suite struct PNGChunkTests {
    let codec = PNGCodec()

    @Test func everyAncillaryChunkSurvivesInOrder() throws {
        let original = try PNGFixture.png("metadata")
        let mirrored = try codec.mirror(original, options: .default)
        let kept = PNGFixture.chunks(of: mirrored.bytes).filter { $0.type != "IDAT" }
        let expected = PNGFixture.chunks(of: original).filter { $0.type != "IDAT" && $0.type != "prVT" }
        #expect(kept == expected)
        #expect(
            kept.map(\.type) == [
                "IHDR", "iCCP", "gAMA", "cHRM", "sBIT", "pHYs", "bKGD", "tEXt", "zTXt", "iTXt", "eXIf", "prVt",
                "tIME", "tEXt", "prVt", "IEND",
            ])
    }

    @Test func newImageDataSitsWhereTheOldWas() throws {
        let mirrored = try codec.mirror(PNGFixture.png("metadata"), options: .default).bytes
        let types = PNGFixture.chunks(of: mirrored).map(\.type)
        let idat = types.indices.filter { types[$0] == "IDAT" }
        #expect(!idat.isEmpty)
        #expect(idat == Array(idat.first!...idat.last!))
        #expect(types[idat.first! - 1] == "prVt" && types[idat.last! + 1] == "tIME")
        #expect(mirrored.starts(with: PNGFile.signature))
    }

    @Test func unsafeUnknownChunkIsDroppedWithANote() throws {
        let mirrored = try codec.mirror(PNGFixture.png("metadata"), options: .default)
        #expect(!PNGFixture.chunks(of: mirrored.bytes).contains { $0.type == "prVT" })
        #expect(mirrored.notes.count == 1)
        #expect(mirrored.notes.first?.hasPrefix("dropped chunk prVT:") == true)
    }

    @Test(arguments: [0, 1, PNGImageDataEncoder.chunkDataBytes, 2 * PNGImageDataEncoder.chunkDataBytes + 5])
    func zlibStreamIsCutIntoCheckedIDATChunks(streamBytes: Int) throws {
        let stream = (0..<streamBytes).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let idat = PNGImageDataEncoder.idatChunks(zlibStream: stream)
        // A fixture's signature and IHDR, which the reader wants first; it checks every length and CRC.
        let bytes = Array(try PNGFixture.png("metadata").prefix(8 + 25)) + idat
        var reader = try PNGChunkReader(bytes)
        #expect(try reader.next()?.type == .IHDR)
        var data: [UInt8] = []
        var lengths: [Int] = []
        while let chunk = try reader.next() {
            #expect(chunk.type == .IDAT)
            data += bytes[chunk.dataRange]
            lengths.append(chunk.dataRange.count)
        }
        #expect(data == stream)
        #expect(lengths.allSatisfy { $0 <= PNGImageDataEncoder.chunkDataBytes })
        #expect(
            lengths.count
                == max(1, (streamBytes + PNGImageDataEncoder.chunkDataBytes - 1) / PNGImageDataEncoder.chunkDataBytes))
    }

    @Test func plainFilesGetNoNotes() throws {
        #expect(try codec.mirror(PNGFixture.png("indexed8-trns"), options: .default).notes.isEmpty)
    }

    @Test func bytesAfterIENDAreNotKept() throws {
        let original = try PNGFixture.png("gray8")
        let mirrored = try codec.mirror(original + [1, 2, 3], options: .default).bytes
        #expect(PNGFixture.chunks(of: mirrored).last?.type == "IEND")
        #expect(Array(mirrored.suffix(12)) == Array(original.suffix(12)))
    }

    @Test(arguments: [
        ("IHDR", true, false, true), ("tRNS", false, false, true), ("pHYs", false, true, true),
        ("prVt", false, true, false), ("prVT", false, false, false), ("eXIf", false, true, true),
    ])
    func chunkTypeLettersCarryTheirMeaning(name: String, critical: Bool, safeToCopy: Bool, known: Bool) {
        let type = PNGChunkType(rawValue: PNGFixture.readUInt32(Array(name.utf8), at: 0))
        #expect(type.description == name)
        #expect(type.isCritical == critical)
        #expect(type.isSafeToCopy == safeToCopy)
        #expect(type.isKnown == known)
    }
}
