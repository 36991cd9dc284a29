import AssetMirror

/// What `assetmirror --version` prints: the tool's version, then the version of each C library
/// the codecs run with, one per line, so a bug report carries what decoded the user's file.
///
///     assetmirror 0.1.0
///     libpng 1.6.39
///     libdeflate 1.14 (from its headers at build time)
///     ...
///
/// A build without some of the package traits ends with the line "built without the traits …",
/// so that a report says why audit or the PDF drawings are missing.
enum VersionText {
    static let toolVersion = "0.1.0"

    static func render(_ libraries: [LinkedLibrary]) -> String {
        (["assetmirror \(toolVersion)"] + libraries.map(line) + leftOut).joined(separator: "\n")
    }

    /// The line naming the package traits this build was made without; none when it has them all.
    static var leftOut: [String] {
        let missing =
            (SymbolAudit.readsSwift ? [] : ["Audit (audit)"])
            + (PDFPageSVG.drawsPDF ? [] : ["PDFDrawing (PDFs drawn on the review page and for verify)"])
        return missing.isEmpty ? [] : ["built without the traits \(missing.joined(separator: ", ")) (docs/install.md)"]
    }

    private static func line(_ library: LinkedLibrary) -> String {
        switch (library.runningVersion, library.headerVersion) {
        case (let running?, let header?) where running != header:
            "\(library.name) \(running) (built with \(header))"
        case (let running?, _):
            "\(library.name) \(running)"
        case (nil, let header?):
            "\(library.name) \(header) (from its headers at build time)"
        case (nil, nil):
            "\(library.name) unknown"
        }
    }
}
