import AssetMirror

/// libFuzzer's entry point: every adapter's header, decode and mirror on one input, which must
/// throw or succeed, never crash, trap or leak (AddressSanitizer watches the C shims); an input
/// that is no image goes to the JSON layer (``fuzzJSON(_:)``).
///
/// Whatever is mirrored must also be right: a PNG mirror decodes to exactly the mirror of the
/// decoded input (the C fast path and libpng both decode it, by the codec's own choice); a JPEG
/// mirror has exactly the mirrored coefficients when lossless, and decodes to the mirrored input
/// as closely as JPEG allows (``checkJPEGMirror(source:sourcePixels:mirror:limits:)``); and the
/// mirror of a file whose header reads has one that reads too. Built only by `Scripts/fuzz`, which sets
/// `ASSETMIRROR_FUZZ` for the manifest and links libFuzzer, which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Small enough that an absurd header cannot make one input take seconds. Inputs of odd
    // length run under budgets small enough for a 64 KB input to pass, so that the refusals
    // (a PDF stream or page decompressing past its budget, an SVG's size and attribute count)
    // are fuzzed too, in the middle of their work.
    let tight = size % 2 == 1
    let limits = DecodeLimits(
        maxPixels: 1 << 20, maxDecompressedBytes: tight ? 4_096 : 64 << 20, maxSVGBytes: tight ? 2_048 : 32 << 20,
        maxSVGAttributes: tight ? 4 : 256)
    guard let codec = try? ImageCodecs.codec(for: bytes) else {
        fuzzJSON(bytes)
        return 0
    }
    let header = try? codec.header(of: bytes)
    let pixels = try? codec.decode(bytes, limits: limits)
    guard let mirrored = try? codec.mirror(bytes, options: MirrorOptions(limits: limits)) else {
        return 0
    }
    // An SVG without a size of its own mirrors (about its viewBox or width) but has no header.
    if header != nil, (try? codec.header(of: mirrored.bytes)) == nil {
        fatalError("the \(codec.format) mirror of a \(size)-byte input cannot be read back")
    }
    if codec.format == .png, let pixels, mirrored.method.isLossless {
        guard let back = try? codec.decode(mirrored.bytes, limits: limits) else {
            fatalError("the PNG mirror of a \(size)-byte input does not decode")
        }
        if back != pixels.flippedHorizontally() {
            fatalError("the PNG mirror of a \(size)-byte input is not its mirror")
        }
    }
    if codec.format == .jpeg {
        checkJPEGMirror(source: bytes, sourcePixels: pixels, mirror: mirrored, limits: limits)
    }
    return 0
}

/// Anything that is not an image is read as a `Contents.json` would be. A document that
/// parses must serialise, in the style detected, to text that parses to the same value, and
/// must report a position for its root's first member without trapping.
func fuzzJSON(_ bytes: [UInt8]) {
    guard let document = try? JSONDocument(parsing: bytes) else { return }
    if document.serialized() != bytes { fatalError("an unchanged JSON document is not written back byte for byte") }
    let rewritten = JSONDocument(root: document.root, style: document.style).serialized()
    guard let reparsed = try? JSONDocument(parsing: rewritten) else {
        fatalError("JSON written in the detected style does not parse: \(String(decoding: rewritten, as: UTF8.self))")
    }
    if reparsed.root != document.root { fatalError("JSON written in the detected style parses to another value") }
    if case .object(let object) = document.root, let first = object.members.first {
        _ = document.position(of: [.key(first.key.value)])
    }
}

/// libFuzzer's driver (in its runtime, which `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// The program's entry: SwiftPM links an executable's `main` to `<module>_main`, which a module
/// without top-level code leaves to be written; this one hands the command line to libFuzzer.
@_cdecl("fuzz_mirror_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) }
}
