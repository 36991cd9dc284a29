import Testing

@testable import AssetMirror

/// Pixels and headers of every colour type, depth and interlace method, against the rows that
/// `Scripts/make-png-fixtures` computed independently.
@Suite struct PNGCodecTests {
    let codec = PNGCodec()

    /// The parameterised tests below run once per fixture found on disk: a missing or emptied
    /// folder would make them pass without running. Every layout PNG allows (15 colour type and
    /// depth pairs) has a fixture, plain and Adam7-interlaced.
    @Test func everyPNGLayoutHasAPlainAndAnInterlacedFixture() {
        let layouts = [
            (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16),
            (6, 8), (6, 16),
        ].compactMap { PixelFormat(pngColorType: Int32($0.0), bitDepth: Int32($0.1))?.rawValue }
        #expect(layouts.count == 15)
        let images = Set(PNGFixture.images)
        for layout in layouts {
            #expect(images.contains(layout) && images.contains(layout + "-adam7"), "\(layout)")
        }
    }

    @Test(arguments: PNGFixture.images)
    func decodesTheFileAsTheReferenceSays(name: String) throws {
        let decoded = try codec.decode(PNGFixture.png(name), limits: .default)
        #expect(decoded.packedRows == (try PNGFixture.bytes(name + ".raw")))
    }

    @Test(arguments: PNGFixture.images)
    func mirrorShowsTheReferenceMirror(name: String) throws {
        let mirrored = try codec.mirror(PNGFixture.png(name), options: .default)
        #expect(mirrored.method == .lossless)
        let decoded = try codec.decode(mirrored.bytes, limits: .default)
        #expect(decoded.packedRows == (try PNGFixture.bytes(name + ".mirrored.raw")))
    }

    @Test(arguments: PNGFixture.images)
    func mirrorKeepsHeaderPaletteAndTransparency(name: String) throws {
        let original = try PNGFixture.png(name)
        let mirrored = try codec.mirror(original, options: .default).bytes
        let critical: Set = ["IHDR", "PLTE", "tRNS"]
        let before = PNGFixture.chunks(of: original).filter { critical.contains($0.type) }
        let after = PNGFixture.chunks(of: mirrored).filter { critical.contains($0.type) }
        #expect(after == before)
        #expect(before.first?.type == "IHDR")
        #expect(try codec.header(of: mirrored) == codec.header(of: original))
    }

    @Test(arguments: PNGFixture.images)
    func mirroringTwiceGivesBackTheOriginalPixels(name: String) throws {
        let original = try PNGFixture.png(name)
        let twice = try codec.mirror(codec.mirror(original, options: .default).bytes, options: .default)
        #expect(try codec.decode(twice.bytes, limits: .default) == codec.decode(original, limits: .default))
    }

    @Test(arguments: PNGFixture.images)
    func headerNamesTheLayoutInTheFixtureName(name: String) throws {
        let header = try codec.header(of: PNGFixture.png(name))
        let layout = name == "metadata" ? "rgba8" : String(name.prefix { $0 != "-" })
        #expect(header.pixelFormat == PixelFormat(rawValue: layout))
        #expect(header.format == .png)
        if name == "gray4-width1" {
            #expect(header.width == 1 && header.height == 5)
        } else {
            #expect(header.width == 13 && header.height == 7)
        }
    }

    @Test(arguments: ["gray1", "indexed4-trns-adam7", "rgba16-adam7"])
    func keepsTheInterlaceMethod(name: String) throws {
        let original = try PNGFixture.png(name)
        let mirrored = try codec.mirror(original, options: .default).bytes
        let interlace = { (png: [UInt8]) in PNGFixture.chunks(of: png).first?.data[12] }
        #expect(interlace(mirrored) == (name.hasSuffix("adam7") ? 1 : 0))
    }

    @Test func isTheRegisteredPNGAdapter() throws {
        #expect(try ImageCodecs.codec(for: PNGFixture.png("rgb8")).format == .png)
    }
}
