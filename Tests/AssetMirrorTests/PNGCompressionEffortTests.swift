import AssetMirrorTestSupport
import CPNG
import Testing

@testable import AssetMirror

/// The mirror's image data is compressed as hard as the original's header says it was: a
/// fast libdeflate pass for a file exported at zlib's default level, the near-optimal parser
/// for one compressed harder. libdeflate writes the effort it spent into the zlib header too
/// (levels 6 and below declare FLEVEL 2 or less, levels 10–12 FLEVEL 3), which is what these
/// tests read back.
@Suite struct PNGCompressionEffortTests {
    let codec = PNGCodec()

    /// A 32×32 RGBA icon-like image: a gradient bar on transparency, left of centre.
    static let icon: PixelBuffer = {
        var rows: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                rows += (4..<20).contains(x) && (6..<26).contains(y) ? [UInt8(8 * x), 90, 200, 255] : [0, 0, 0, 0]
            }
        }
        return PixelBuffer(width: 32, height: 32, format: .rgba8, packedRows: rows)
    }()

    /// The icon as libpng writes it at zlib `level` with adaptive filters.
    static func png(zlibLevel level: Int32) throws -> [UInt8] {
        let header = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let settings = cpng_encode_settings(level: level, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil)
        return try LibPNG.encode(icon, header: header, settings: settings)
    }

    @Test(arguments: [(Int32(1), PNGSourceCompression.DeclaredLevel.fastest), (4, .fast), (6, .default), (9, .maximum)])
    func readsTheLevelTheZlibHeaderDeclares(zlibLevel: Int32, declared: PNGSourceCompression.DeclaredLevel) throws {
        let png = try Self.png(zlibLevel: zlibLevel)
        let file = try PNGFile(png)
        let source = file.sourceCompression(in: png)
        #expect(source.declaredLevel == declared)
        #expect(source.zlibStreamBytes == file.zlibStream(in: png).count)
    }

    @Test func countsEveryIDATChunkAndReadsTheHeaderAcrossTheFirstOne() throws {
        // A one-byte first IDAT: the header's second byte lies in the next chunk.
        let whole = try Self.png(zlibLevel: 9)
        let stream = try PNGFile(whole).zlibStream(in: whole)
        let png =
            Array(whole[..<33]) // signature and IHDR
            + PNGFixture.encodeChunk("IDAT", Array(stream[..<1]))
            + PNGFixture.encodeChunk("IDAT", Array(stream[1...]))
            + PNGFixture.encodeChunk("IEND", [])
        let source = try PNGFile(png).sourceCompression(in: png)
        #expect(source == PNGSourceCompression(declaredLevel: .maximum, zlibStreamBytes: stream.count))
    }

    @Test func aDefaultLevelOriginalGetsAFastPassNoLargerThanItsOwnData() throws {
        let original = try Self.png(zlibLevel: 6)
        let mirrored = try codec.mirror(original, options: .default).bytes
        let before = try PNGFile(original).sourceCompression(in: original)
        let after = try PNGFile(mirrored).sourceCompression(in: mirrored)
        #expect(after.declaredLevel == .default) // libdeflate level 6 or 8 did it
        #expect(after.zlibStreamBytes <= before.zlibStreamBytes)
        #expect(try codec.decode(mirrored, limits: .default) == Self.icon.flippedHorizontally())
    }

    @Test func aMaximumLevelOriginalGetsTheNearOptimalParser() throws {
        let original = try Self.png(zlibLevel: 9)
        let mirrored = try codec.mirror(original, options: .default).bytes
        #expect(try PNGFile(mirrored).sourceCompression(in: mirrored).declaredLevel == .maximum)
        #expect(try codec.decode(mirrored, limits: .default) == Self.icon.flippedHorizontally())
    }

    @Test func theLadderKeepsTheFirstLevelThatFitsAndElseTheSmallest() throws {
        let header = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let filters = [UInt8](repeating: 1, count: 32)
        let atSix = try LibPNG.deflate(Self.icon, header: header, rowFilters: filters, level: 6)
        let atTwelve = try LibPNG.deflate(Self.icon, header: header, rowFilters: filters, level: 12)
        #expect(atTwelve.count < atSix.count)
        let roomy = PNGSourceCompression(declaredLevel: .default, zlibStreamBytes: atSix.count)
        let tight = PNGSourceCompression(declaredLevel: .default, zlibStreamBytes: atTwelve.count - 1)
        let chunks = { (source: PNGSourceCompression) in
            try PNGImageDataEncoder.idatChunks(
                for: Self.icon, header: header, originalRowFilters: filters, source: source)
        }
        #expect(Array(try chunks(roomy)) == PNGImageDataEncoder.idatChunks(zlibStream: atSix))
        let ladder = try PNGImageDataEncoder.defaultEffortLevels.map { (level) throws(CodecError) in
            try LibPNG.deflate(Self.icon, header: header, rowFilters: filters, level: level)
        }
        let smallest = try #require(ladder.min { $0.count < $1.count })
        #expect(Array(try chunks(tight)) == PNGImageDataEncoder.idatChunks(zlibStream: smallest))
    }

    @Test func theOriginalsDeclaredLevelChoosesTheLevelsTried() throws {
        let header = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let levels = { (declared: PNGSourceCompression.DeclaredLevel) -> [Int32] in
            let source = PNGSourceCompression(declaredLevel: declared, zlibStreamBytes: 1000)
            let candidates = PNGImageDataEncoder.candidates(
                for: Self.icon, header: header, hasRowFilters: true, source: source)
            guard candidates.count == 1, case .originalFilters(let levels) = candidates[0] else { return [] }
            return levels
        }
        #expect(levels(.fast) == [6, 8, 10])
        #expect(levels(.default) == [6, 8, 10])
        // 32×32 RGBA is 4 KB of raw rows: the near-optimal parser's thorough level.
        #expect(levels(.maximum) == [11])
        // The fastest effort declared, or an optimiser's that no level matches: one lazy pass.
        #expect(levels(.fastest) == [8])
    }

    @Test(arguments: [(PNGCompression.fast, Int32(6)), (.smallest, 12)])
    func fastAndSmallestGiveEveryImageOneLevel(compression: PNGCompression, level: Int32) {
        let icon = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let large = cpng_header(width: 320, height: 320, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        for declared in [PNGSourceCompression.DeclaredLevel.fastest, .fast, .default, .maximum] {
            let source = PNGSourceCompression(declaredLevel: declared, zlibStreamBytes: 1000)
            for (buffer, header) in [(Self.icon, icon), (Self.large, large)] {
                let candidates = PNGImageDataEncoder.candidates(
                    for: buffer, header: header, hasRowFilters: true, source: source, compression: compression)
                guard candidates.count == 1, case .originalFilters(let levels) = candidates[0] else {
                    Issue.record("expected one candidate with the original filters, got \(candidates)")
                    continue
                }
                #expect(levels == [level], "\(declared), \(buffer.width) px")
            }
        }
    }

    /// The three settings on one original written by libpng at zlib level 9 (FLEVEL 3): the same
    /// mirrored pixels, the effort each spent in its zlib header, and sizes in that order.
    @Test func eachSettingMirrorsExactlyAtItsOwnEffort() throws {
        // Shading with a little noise, so that the levels' parsers find different matches.
        var random = SplitMix64(seed: 32)
        var rows: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                let noise = UInt8(random.next() % 4)
                rows += x < 24 ? [UInt8(6 * x) + noise, UInt8(4 * y), 160 + noise, 255] : [0, 0, 0, 0]
            }
        }
        let shaded = PixelBuffer(width: 32, height: 32, format: .rgba8, packedRows: rows)
        let header = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let original = try LibPNG.encode(
            shaded, header: header,
            settings: cpng_encode_settings(level: 9, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil))
        let mirrors = try [PNGCompression.fast, .matchOriginal, .smallest].map { compression in
            try codec.mirror(original, options: MirrorOptions(pngCompression: compression)).bytes
        }
        for mirrored in mirrors {
            #expect(try codec.decode(mirrored, limits: .default) == shaded.flippedHorizontally())
        }
        let declared = try mirrors.map { try PNGFile($0).sourceCompression(in: $0).declaredLevel }
        #expect(declared == [.default, .maximum, .maximum]) // libdeflate levels 6, 11 and 12
        let sizes = try mirrors.map { try PNGFile($0).sourceCompression(in: $0).zlibStreamBytes }
        #expect(sizes[0] > sizes[1] && sizes[1] >= sizes[2], "\(sizes)")
    }

    /// Adam7 images keep zlib under every setting: `fast` is one pass at level 2 (FLEVEL 1).
    @Test func anInterlacedImageGetsOneQuickZlibPassWhenFast() throws {
        let header = cpng_header(width: 32, height: 32, bit_depth: 8, color_type: 6, interlace_method: 1, channels: 4)
        let settings = cpng_encode_settings(level: 9, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil)
        let original = try LibPNG.encode(Self.icon, header: header, settings: settings)
        let fast = try codec.mirror(original, options: MirrorOptions(pngCompression: .fast)).bytes
        #expect(try PNGFile(fast).sourceCompression(in: fast).declaredLevel == .fast)
        #expect(try codec.decode(fast, limits: .default) == Self.icon.flippedHorizontally())
        let smallest = try codec.mirror(original, options: MirrorOptions(pngCompression: .smallest)).bytes
        #expect(try PNGFile(smallest).sourceCompression(in: smallest).declaredLevel == .maximum)
        #expect(try codec.decode(smallest, limits: .default) == Self.icon.flippedHorizontally())
    }

    /// A 320×320 RGBA photo-like image (400 KB of raw rows, over the small-image bound).
    static let large: PixelBuffer = {
        var random = SplitMix64(seed: 320)
        var rows: [UInt8] = []
        rows.reserveCapacity(320 * 320 * 4)
        for y in 0..<320 {
            for x in 0..<320 {
                let noise = UInt8(random.next() % 8)
                rows += [
                    UInt8(truncatingIfNeeded: x + y) &+ noise, UInt8(truncatingIfNeeded: 2 * x) &+ noise,
                    UInt8(y % 256), 255,
                ]
            }
        }
        return PixelBuffer(width: 320, height: 320, format: .rgba8, packedRows: rows)
    }()

    @Test(arguments: [PNGSourceCompression.DeclaredLevel.fastest, .default, .maximum])
    func aLargeImageGetsOneLazyPassWhateverItsOriginal(declared: PNGSourceCompression.DeclaredLevel) {
        let header = cpng_header(width: 320, height: 320, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let source = PNGSourceCompression(declaredLevel: declared, zlibStreamBytes: 1)
        let candidates = PNGImageDataEncoder.candidates(
            for: Self.large, header: header, hasRowFilters: true, source: source)
        guard candidates.count == 1, case .originalFilters(let levels) = candidates[0] else {
            Issue.record("expected one candidate with the original filters, got \(candidates)")
            return
        }
        #expect(levels == [PNGImageDataEncoder.largeImageLevel])
    }

    @Test func aLargeImageKeepsItsOriginalRowFilters() throws {
        let header = cpng_header(width: 320, height: 320, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let settings = cpng_encode_settings(level: 9, strategy: 0, filters: CPNG_FILTERS_ADAPTIVE, row_filters: nil)
        let original = try LibPNG.encode(Self.large, header: header, settings: settings)
        let mirrored = try codec.mirror(original, options: .default).bytes
        let filters = { (png: [UInt8]) throws -> [UInt8] in
            try LibPNG.rowFilters(zlibStream: PNGFile(png).zlibStream(in: png), rowBytes: 320 * 4, height: 320)
        }
        let before = try filters(original)
        #expect(Set(before).count > 1) // libpng's adaptive choice, not one filter throughout
        #expect(try filters(mirrored) == before)
        #expect(try PNGFile(mirrored).sourceCompression(in: mirrored).declaredLevel == .default) // libdeflate level 6
        #expect(try codec.decode(mirrored, limits: .default) == Self.large.flippedHorizontally())
    }

    /// 512×512 RGBA noise: 1 MB of rows that do not compress, whose stream is larger than the rows.
    @Test func aLargeImageThatDoesNotCompressIsStillWhole() throws {
        var random = SplitMix64(seed: 512)
        let rows = (0..<512 * 512 * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let noise = PixelBuffer(width: 512, height: 512, format: .rgba8, packedRows: rows)
        let header = cpng_header(width: 512, height: 512, bit_depth: 8, color_type: 6, interlace_method: 0, channels: 4)
        let stream = try LibPNG.deflate(
            noise, header: header, rowFilters: nil, level: PNGImageDataEncoder.largeImageLevel)
        #expect(stream.count > rows.count)
        let settings = cpng_encode_settings(level: 1, strategy: 0, filters: CPNG_FILTERS_NONE, row_filters: nil)
        let original = try LibPNG.encode(noise, header: header, settings: settings)
        let mirrored = try codec.mirror(original, options: .default).bytes
        #expect(try codec.decode(mirrored, limits: .default) == noise.flippedHorizontally())
    }
}
