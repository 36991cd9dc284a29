import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// A lossless mirror keeps the source's scans: the same progression, or the same split of a
/// sequential file into scans, not libjpeg's standard one.
@Suite struct JPEGScanScriptTests {
    let codec = JPEGCodec()

    /// `ycc420-scans` has 5 scans where libjpeg's standard progression has 10;
    /// `ycc420-sequential-scans` is sequential, one scan per component (made by jpegtran -scans).
    @Test(arguments: [
        "ycc420-progressive-48x32.jpg", "ycc420-scans-48x32.jpg", "ycc420-sequential-scans-48x32.jpg",
        "ycc420-48x32.jpg",
    ])
    func mirrorWritesTheSourcesScans(name: String) throws {
        let input = try JPEGFixtures.bytes(name)
        let result = try codec.mirror(input, options: .default)
        #expect(result.method == .lossless)
        #expect(jpegScanScript(result.bytes) == jpegScanScript(input))
        #expect(!jpegScanScript(input).isEmpty)
        // And still exactly jpegtran's coefficients.
        let expected = try JPEGFixtures.bytes("expected/" + name.dropLast(4) + ".jpegtran-flip.jpg")
        for component in 0..<3 {
            #expect(
                try JPEGCoefficients.read(result.bytes, component: component)
                    == JPEGCoefficients.read(expected, component: component))
        }
    }

    @Test func theFixturesScriptsAreTheOnesMade() throws {
        let script = jpegScanScript(try JPEGFixtures.bytes("ycc420-scans-48x32.jpg"))
        #expect(
            script.map(\.description) == [
                "1,2,3: 0-0 0/1", "1: 1-63 0/0", "2: 1-63 0/0", "3: 1-63 0/0", "1,2,3: 0-0 1/0",
            ])
        let sequential = jpegScanScript(try JPEGFixtures.bytes("ycc420-sequential-scans-48x32.jpg"))
        #expect(sequential.map(\.description) == ["1: 0-63 0/0", "2: 0-63 0/0", "3: 0-63 0/0"])
    }
}

/// One SOS header: component IDs, spectral selection, successive approximation.
struct JPEGScan: Equatable, CustomStringConvertible {
    var componentIDs: [UInt8]
    var spectralStart: UInt8
    var spectralEnd: UInt8
    var approximationHigh: UInt8
    var approximationLow: UInt8

    var description: String {
        "\(componentIDs.map(String.init).joined(separator: ",")): \(spectralStart)-\(spectralEnd) \(approximationHigh)/\(approximationLow)"
    }
}

/// Every scan header of a JPEG's main image, in order. Written for the tests, apart from the
/// adapter: markers are walked by their lengths, and entropy-coded data is skipped up to the
/// next marker that is neither a stuffed zero nor a restart marker.
func jpegScanScript(_ jpeg: [UInt8]) -> [JPEGScan] {
    var scans: [JPEGScan] = []
    var index = 2
    while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
        let marker = jpeg[index + 1]
        if marker == 0xD9 { break }
        let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
        if marker != 0xDA {
            index += 2 + length
            continue
        }
        let count = Int(jpeg[index + 4])
        let ids = (0..<count).map { jpeg[index + 5 + 2 * $0] }
        let tail = index + 5 + 2 * count
        scans.append(
            JPEGScan(
                componentIDs: ids, spectralStart: jpeg[tail], spectralEnd: jpeg[tail + 1],
                approximationHigh: jpeg[tail + 2] >> 4, approximationLow: jpeg[tail + 2] & 0x0F))
        index += 2 + length
        while index + 1 < jpeg.count {
            if jpeg[index] == 0xFF, jpeg[index + 1] != 0, !(0xD0...0xD7).contains(jpeg[index + 1]) { break }
            index += 1
        }
    }
    return scans
}
