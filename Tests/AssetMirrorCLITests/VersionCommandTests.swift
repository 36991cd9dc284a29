import AssetMirror
import Foundation
import Testing

/// `assetmirror --version`: the tool's version and the C libraries it runs with, checked
/// against what pkg-config (which reads the installed `.pc` files, not our code) says.
@Suite struct VersionCommandTests {
    @Test func printsTheToolVersionThenEveryLibrary() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("--version")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "assetmirror 0.1.0")
        #expect(
            lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["libpng", "libdeflate", "libjpeg", "libjpeg-turbo", "qpdf", "libxml2"]
                + (PDFPageSVG.drawsPDF ? ["poppler", "cairo"] : [])
                + (PDFPageSVG.drawsPDF && SymbolAudit.readsSwift ? [] : ["built"]))
    }

    /// Each library's line against its pkg-config version. On a machine whose libraries were
    /// updated after the build, the running version leads and the header's follows in brackets,
    /// so the line starts with the name and a version either way.
    @Test(
        arguments: [
            ("libpng", "libpng"), ("libdeflate", "libdeflate"), ("libjpeg-turbo", "libjpeg"), ("qpdf", "libqpdf"),
            ("libxml2", "libxml-2.0"),
        ] + (PDFPageSVG.drawsPDF ? [("poppler", "poppler-glib"), ("cairo", "cairo")] : []))
    func matchesPkgConfig(library: String, package: String) throws {
        let printed = try Workspace(withIcons: false).run("--version").stdout
        let expected = try ExternalCommand.run(["pkg-config", "--modversion", package])
        try #require(expected.status == 0, "pkg-config knows no \(package): \(expected.stderr)")
        let version = expected.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let line = printed.split(separator: "\n").first { $0.hasPrefix("\(library) ") }
        let words = line.map { $0.split(separator: " ").map(String.init) } ?? []
        // "libpng 1.6.39", or "libpng 1.6.43 (built with 1.6.39)" after an update of the library.
        #expect(
            words.contains(version) || words.contains("\(version))"), "\(String(describing: line)) lacks \(version)")
    }

    @Test func libjpegAPILevelComesFromTheLibrary() throws {
        let printed = try Workspace(withIcons: false).run("--version").stdout
        // libjpeg-turbo builds with the 6b API (Debian), 7 or 8d (Ubuntu, Homebrew).
        let line = printed.split(separator: "\n").first { $0.hasPrefix("libjpeg API ") }
        #expect(["libjpeg API 6b", "libjpeg API 7", "libjpeg API 8d"].contains(line.map(String.init)))
    }
}
