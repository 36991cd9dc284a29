#if PDFDrawing
import CPoppler
#endif

/// Every call into the `CPoppler` shim (poppler and cairo), and the one place that knows
/// whether this build has it: the package trait `PDFDrawing`, on by default.
///
/// A build without it (`swift build --disable-default-traits`) needs neither poppler nor cairo;
/// the types above it stay the same, and each drawing is refused with ``PDFPageSVG/Refusal/notBuilt``:
/// the review page shows the PDF as a placeholder that says so, and ``VectorDrawing`` leaves
/// verify's directional-name rule to the name alone, with a note.
enum PopplerShim {
    /// What the shim's child drew: an SVG document, or a PNG file; and page 1 as displayed.
    struct Output {
        var bytes: [UInt8]
        var pageCount: Int
        /// Page 1 as displayed, in points.
        var width: Double
        var height: Double
    }

    #if PDFDrawing
    /// Whether this build draws PDFs.
    static let isBuilt = true

    static func createHelper(executable: String, argument: String) -> OpaquePointer? {
        guard let handle = cpoppler_helper_create(executable, argument) else {
            preconditionFailure("out of memory for a PDF drawing helper")
        }
        return handle
    }

    static func destroyHelper(_ handle: OpaquePointer?) { cpoppler_helper_destroy(handle) }

    static func setDefaultHelper(_ handle: OpaquePointer?) { cpoppler_helper_set_default(handle) }

    static func drawings(by handle: OpaquePointer?) -> Int { cpoppler_helper_drawings(handle) }

    static func serve(descriptor: Int32) -> Int32 { cpoppler_helper_serve(descriptor) }

    /// Page 1 of `data`, drawn in a child process started by `helper` (nil: the default helper,
    /// else a fork of this process): an SVG document of at most `maxBytes` bytes, or with
    /// `pngSide` over 0 a PNG whose longer side is `pngSide` pixels.
    static func draw(_ data: [UInt8], maxBytes: Int, pngSide: Int, helper: OpaquePointer?) throws(PDFPageSVG.Refusal)
        -> Output
    {
        var page = cpoppler_page()
        var message = [CChar](repeating: 0, count: 512)
        var output: UnsafeMutablePointer<CChar>?
        var outputSize = 0
        let status = data.withUnsafeBufferPointer { bytes in
            cpoppler_page_svg_in(
                helper ?? cpoppler_helper_default(), bytes.baseAddress, bytes.count, maxBytes, pngSide, &output,
                &outputSize, &page, &message, message.count)
        }
        defer { cpoppler_free(output) }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case CPOPPLER_OK: break
        case CPOPPLER_OVER_BUDGET: throw .svgTooLarge(limit: maxBytes)
        case CPOPPLER_ENCRYPTED: throw .unreadable(.encrypted(.pdf, detail: text))
        case CPOPPLER_MALFORMED: throw .unreadable(.malformed(.pdf, message: text))
        default: throw .tooCostly(detail: text)
        }
        guard let output else { throw .tooCostly(detail: "cairo wrote nothing") }
        let bytes = output.withMemoryRebound(to: UInt8.self, capacity: outputSize) {
            Array(UnsafeBufferPointer(start: $0, count: outputSize))
        }
        return Output(bytes: bytes, pageCount: Int(page.page_count), width: page.width, height: page.height)
    }

    /// poppler (whose headers give no version string) and cairo.
    static var libraries: [LinkedLibrary] {
        [
            LinkedLibrary(name: "poppler", runningVersion: string(cpoppler_poppler_version()), headerVersion: nil),
            LinkedLibrary(
                name: "cairo", runningVersion: string(cpoppler_cairo_version()),
                headerVersion: string(cpoppler_cairo_header_version())),
        ]
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
    #else
    static let isBuilt = false

    /// No helper: nothing is ever drawn through one.
    static func createHelper(executable: String, argument: String) -> OpaquePointer? { nil }

    static func destroyHelper(_ handle: OpaquePointer?) {}

    static func setDefaultHelper(_ handle: OpaquePointer?) {}

    static func drawings(by handle: OpaquePointer?) -> Int { 0 }

    /// 64, as when descriptor 3 is not a helper's socket: the argument is then refused as unknown.
    static func serve(descriptor: Int32) -> Int32 { 64 }

    static func draw(_ data: [UInt8], maxBytes: Int, pngSide: Int, helper: OpaquePointer?) throws(PDFPageSVG.Refusal)
        -> Output
    { throw .notBuilt }

    static var libraries: [LinkedLibrary] { [] }
    #endif
}
