import Foundation
import Testing

/// `assetmirror flip` on PDF and SVG files, through the built binary.
@Suite struct FlipVectorCommandTests {
    @Test func mirrorsPDFAndSVGFilesAndPrintsTheirNotes() throws {
        let workspace = try Workspace(withIcons: false)
        let assets = TestAssets.repositoryRoot.appendingPathComponent("TestAssets")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("Vectors"), withIntermediateDirectories: true)
        for (folder, name) in [
            ("PDF", "multipage.pdf"), ("PDF", "annotations.pdf"), ("SVG", "text.svg"), ("SVG", "viewbox.svg"),
        ] {
            try FileManager.default.copyItem(
                at: assets.appendingPathComponent(folder).appendingPathComponent(name),
                to: workspace.url.appendingPathComponent("Vectors").appendingPathComponent(name))
        }
        let result = try workspace.run("flip", "Vectors", "--output", "out", "--progress", "never")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(workspace.files(under: "out") == ["annotations.pdf", "multipage.pdf", "text.svg", "viewbox.svg"])
        #expect(
            result.stderr.contains(
                "assetmirror: note: Vectors/annotations.pdf: has 2 annotations, 1 of them links (first on page 1); annotations are not mirrored and stay where they were\n"
            ))
        #expect(
            result.stderr.contains(
                "assetmirror: note: Vectors/text.svg: draws text (<text>, <tspan>), which is mirrored with the rest and so reads backwards;"
            ))
        #expect(result.stderr.contains("flipped 4 (4 lossless, 0 re-encoded), skipped 0, failed 0;"))
        let svg = String(decoding: try workspace.contents("out/viewbox.svg"), as: UTF8.self)
        #expect(svg.contains("<g transform=\"matrix(-1 0 0 1 48 0)\">"))
    }

    @Test func anEncryptedPDFFailsWithExitStatus1() throws {
        let workspace = try Workspace(withIcons: false)
        let source = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/PDF/encrypted.pdf")
        try FileManager.default.copyItem(at: source, to: workspace.url.appendingPathComponent("locked.pdf"))
        let result = try workspace.run("flip", "locked.pdf", "--output", "out", "--progress", "never")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "assetmirror: error: locked.pdf: encrypted PDF file (standard security handler revision 4); decrypt it first"
            ))
        #expect(!workspace.exists("out/locked.pdf"))
    }

    /// A /Rotate too large for qpdf to read makes it drop the page, MediaBox and all; the message
    /// leads with the /Rotate, not with the missing MediaBox.
    @Test func anAbsurdRotateIsNamedAsTheCause() throws {
        let workspace = try Workspace(withIcons: false)
        let source = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/PDF/rotate-huge.pdf")
        try FileManager.default.copyItem(at: source, to: workspace.url.appendingPathComponent("turned.pdf"))
        let result = try workspace.run("flip", "turned.pdf", "--output", "out", "--progress", "never")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "assetmirror: error: turned.pdf: corrupt PDF file: page 1 has /Rotate 99999999999999999999999, not a multiple of 90; set it to 0, 90, 180 or 270"
            ), "\(result.stderr)")
        #expect(!workspace.exists("out/turned.pdf"))
    }
}
