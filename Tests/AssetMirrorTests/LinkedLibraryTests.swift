import Testing

@testable import AssetMirror

@Suite struct LinkedLibraryTests {
    /// xmlParserVersion is major × 10000 + minor × 100 + patch, and a build from git appends
    /// its description.
    @Test(arguments: [
        ("20914", "2.9.14"), ("21304", "2.13.4"), ("21207-GITv2.12.7", "2.12.7"), ("31000", "3.10.0"),
    ])
    func dottedLibXML2Version(parserVersion: String, dotted: String) {
        #expect(LinkedLibrary.dottedLibXML2Version(parserVersion) == dotted)
    }

    @Test func anUnreadableLibXML2VersionIsNone() {
        #expect(LinkedLibrary.dottedLibXML2Version("GIT") == nil)
        #expect(LinkedLibrary.dottedLibXML2Version("") == nil)
    }

    @Test func everyLibraryHasAVersion() {
        let libraries = LinkedLibrary.all()
        #expect(
            libraries.map(\.name)
                == ["libpng", "libdeflate", "libjpeg API", "libjpeg-turbo", "qpdf", "libxml2"]
                + (PDFPageSVG.drawsPDF ? ["poppler", "cairo"] : []))
        for library in libraries {
            #expect(library.runningVersion != nil || library.headerVersion != nil, "\(library.name)")
        }
    }
}
