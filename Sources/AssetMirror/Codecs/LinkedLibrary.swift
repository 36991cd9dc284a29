import CJPEG
import CPNG
import CQPDF
import CXML

/// A C library the codecs use, and the versions of it this process knows: what the loaded
/// library says of itself, and what its headers said when assetmirror was compiled.
///
/// People paste these into bug reports. The two can differ (a system library updated after the
/// build, or Homebrew's newer release beside a binary built elsewhere), and the running one is
/// the one that decoded their file, so it comes first; a library without a call that says its
/// own version has only the compile-time one.
public struct LinkedLibrary: Sendable, Equatable {
    /// The name its project uses ("libpng", "libjpeg-turbo").
    public let name: String
    /// The version the loaded library reports at run time; nil when it has no way to say it.
    public let runningVersion: String?
    /// The version its headers declared at compile time; nil when they declare none.
    public let headerVersion: String?

    public init(name: String, runningVersion: String?, headerVersion: String?) {
        self.name = name
        self.runningVersion = runningVersion
        self.headerVersion = headerVersion
    }

    /// Every library the codecs call, in the order of the formats: PNG (libpng, libdeflate),
    /// JPEG (libjpeg's API, libjpeg-turbo), PDF (qpdf), SVG (libxml2), then what draws PDFs on the
    /// review page (poppler, whose headers give no version string, and cairo; none in a build
    /// without the `PDFDrawing` trait).
    public static func all() -> [LinkedLibrary] {
        [
            LinkedLibrary(
                name: "libpng",
                runningVersion: string(cpng_libpng_version()),
                headerVersion: string(cpng_libpng_header_version())
            ),
            LinkedLibrary(
                name: "libdeflate", runningVersion: nil, headerVersion: string(cpng_libdeflate_header_version())),
            // The message table holds "6b  27-Mar-1998": the API level, then its date.
            LinkedLibrary(
                name: "libjpeg API",
                runningVersion: string(cjpeg_api_version())?.split(separator: " ").first.map(String.init),
                headerVersion: nil
            ),
            LinkedLibrary(
                name: "libjpeg-turbo", runningVersion: nil, headerVersion: string(cjpeg_turbo_header_version())),
            LinkedLibrary(
                name: "qpdf", runningVersion: string(cqpdf_version()), headerVersion: string(cqpdf_header_version())),
            LinkedLibrary(
                name: "libxml2",
                runningVersion: string(cxml_libxml2_version()).flatMap(dottedLibXML2Version),
                headerVersion: string(cxml_libxml2_header_version())
            ),
        ] + PopplerShim.libraries
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// "2.9.14" from libxml2's xmlParserVersion, "20914" (major × 10000 + minor × 100 + patch),
    /// which a build may follow with a suffix such as "-GITv2.9.14"; nil when it does not start
    /// with digits.
    static func dottedLibXML2Version(_ parserVersion: String) -> String? {
        guard let number = Int(parserVersion.prefix(while: \.isASCII).prefix(while: \.isNumber)) else { return nil }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }
}
