import Foundation
import Testing

@testable import AssetMirror

/// Inputs `Scripts/fuzz` once found crashing or mirroring wrongly, kept in
/// `TestAssets/FuzzRegressions/` and held to the fuzzer's rule: each is refused with a
/// ``CodecError``, or mirrored into a file whose header reads when the original's does; and
/// the same verdict twice.
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
        let mirror = {
            Result { () throws(CodecError) in try codec.mirror(bytes, options: MirrorOptions(limits: limits)) }
        }
        let outcome = mirror()
        // The same verdict every time: the same bytes, or the same error.
        #expect(outcome == mirror())
        if case .success(let mirrored) = outcome, header != nil {
            #expect(throws: Never.self) { try codec.header(of: mirrored.bytes) }
        }
    }

    /// The first one: bytes that are not UTF-8 in an element name made Foundation's XMLParser trap;
    /// they are still refused first, with their position.
    @Test func anSVGWithBytesThatAreNotUTF8IsRefusedWhereTheyStart() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("svg-element-name-not-utf8.svg")))
        #expect(
            throws: CodecError.malformedXML(
                line: 1, column: 87,
                message: "bytes that are not UTF-8, and the XML declaration names no other encoding")
        ) {
            try SVGCodec().mirror(bytes, options: .default)
        }
    }

    /// Well-formed SVGs whose parse made Foundation's XMLParser end the process (SIGSEGV): it
    /// took libxml2's NULL for a processing instruction without data (`<?foo?>`), for an
    /// attribute declaration's missing default (`#IMPLIED`), for a notation's or an unparsed
    /// entity's missing public or system id, as a string. Each mirrors like any other SVG.
    @Test(arguments: ["svg-processing-instruction-without-data.svg", "svg-dtd-declarations-without-ids.svg"])
    func anSVGThatCrashedXMLParserMirrors(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let mirrored = try SVGCodec().mirror(bytes, options: .default)
        let expected = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(
                of: "viewBox=\"0 0 24 24\">", with: "viewBox=\"0 0 24 24\"><g transform=\"matrix(-1 0 0 1 24 0)\">"
            )
            .replacingOccurrences(of: "\n</svg>", with: "\n</g></svg>")
        #expect(String(decoding: mirrored.bytes, as: UTF8.self) == expected)
        #expect(mirrored.notes.isEmpty)
    }

    /// A height of 1.1·10²³ CSS pixels: the header rounded it into an `Int`, which trapped. A
    /// side larger than 2³¹ − 1 is refused as unsupported; one that large still reads.
    @Test func anSVGTooLargeForAHeaderIsRefused() throws {
        let bytes = [UInt8](
            try Data(contentsOf: Self.folder.appendingPathComponent("svg-height-too-large-for-header.svg")))
        let detail = "the root <svg> is 96 × 1.1111111111111111e+23 CSS pixels; a side can be at most 2147483647"
        #expect(throws: CodecError.unsupportedFeature(.svg, detail: detail)) { try SVGCodec().header(of: bytes) }
        let largest = Array("<svg xmlns='http://www.w3.org/2000/svg' width='2147483647' height='1in'/>".utf8)
        #expect(
            try SVGCodec().header(of: largest)
                == ImageHeader(format: .svg, vector: VectorGeometry(width: 2_147_483_647, height: 96)))
        let tooFar = Array(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='1e308 0 1 1'><path d='M0 0h1'/></svg>".utf8)
        #expect(
            throws: CodecError.unsupportedFeature(
                .svg, detail: "the drawing's centre is too far out for a number SVG can hold")
        ) {
            try SVGCodec().mirror(tooFar, options: .default)
        }
    }

    /// A 0 in a quantization table: libjpeg decodes it, but its encoder divides by it (SIGFPE).
    /// A width of 37 needs the re-encoding path, which is refused instead.
    @Test func aJPEGWithAZeroQuantizerIsRefusedWhereItWouldBeEncodedAgain() throws {
        let bytes = [UInt8](
            try Data(contentsOf: Self.folder.appendingPathComponent("jpeg-zero-quantizer-reencoded.jpg")))
        #expect(
            throws: CodecError.rejected(
                .jpeg, stage: .encoding,
                message:
                    "a quantization table holds a 0, which the JPEG standard does not allow; it decodes, but cannot be encoded again"
            )
        ) {
            try JPEGCodec().mirror(bytes, options: .default)
        }
    }
}
