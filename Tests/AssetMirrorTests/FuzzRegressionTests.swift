import Foundation
import Testing
@testable import AssetMirror

/// Inputs `Scripts/fuzz` once found crashing or mirroring wrongly, kept in
/// `TestAssets/FuzzRegressions/` and held to the fuzzer's rule: each is refused with a
/// ``CodecError``, or mirrored into a file whose header reads when the original's does.
@Suite struct FuzzRegressionTests {
    static let folder = TestAssetsFolder.url.appendingPathComponent("FuzzRegressions")
    static let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []

    @Test func thereAreInputsToReplay() {
        #expect(!Self.names.isEmpty)
    }

    @Test(arguments: names)
    func isRefusedOrMirroredIntoAFileThatReadsBack(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let limits = DecodeLimits(maxPixels: 1 << 20)
        let codec = try ImageCodecs.codec(for: bytes)
        let header = try? codec.header(of: bytes)
        do {
            let mirrored = try codec.mirror(bytes, options: MirrorOptions(limits: limits))
            if header != nil { _ = try codec.header(of: mirrored.bytes) }
        } catch {
            #expect(!"\(error)".isEmpty)
        }
    }

    /// The first one: bytes that are not UTF-8 in an element name made Foundation's XMLParser trap.
    @Test func anSVGWithBytesThatAreNotUTF8IsRefusedWhereTheyStart() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("svg-element-name-not-utf8.svg")))
        #expect(throws: CodecError.malformedXML(line: 1, column: 87, message: "bytes that are not UTF-8, and the XML declaration names no other encoding")) {
            try SVGCodec().mirror(bytes, options: .default)
        }
    }

    /// A 0 in a quantization table: libjpeg decodes it, but its encoder divides by it (SIGFPE).
    /// A width of 37 needs the re-encoding path, which is refused instead.
    @Test func aJPEGWithAZeroQuantizerIsRefusedWhereItWouldBeEncodedAgain() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("jpeg-zero-quantizer-reencoded.jpg")))
        #expect(throws: CodecError.malformed(.jpeg, message: "a quantization table holds a 0, which the JPEG standard does not allow; it decodes, but cannot be encoded again")) {
            try JPEGCodec().mirror(bytes, options: .default)
        }
    }
}
