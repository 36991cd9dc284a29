import AssetMirror
import Foundation
import Testing

/// A build without the default package traits (`--disable-default-traits`, docs/install.md):
/// what it leaves out says so, through the built binary. These run only in such a build
/// (`swift build --build-tests --disable-default-traits`); in the default one, the tests of
/// audit and of the PDF drawings run instead.
@Suite struct LeanBuildCommandTests {
    @Test(.enabled(if: !SymbolAudit.readsSwift, "this build has the Audit trait"))
    func auditWithoutItsTraitSaysHowToGetIt() throws {
        let workspace = try Workspace(withIcons: false)
        try workspace.write("View.swift", Data("let image = Image(systemName: \"chevron.left\")\n".utf8))
        let result = try workspace.run("audit", "View.swift")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "assetmirror: error: this assetmirror was built without the Audit trait (swift-syntax), so it has no audit; use the release archive (docs/install.md), or build with `swift build --traits Audit` (or the default traits)\n"
        )
    }

    /// The review page shows the PDF as a placeholder naming the trait, and verify's
    /// directional-name rule goes by the name alone, saying why.
    @Test(.enabled(if: !PDFPageSVG.drawsPDF, "this build draws PDFs (the PDFDrawing trait)"))
    func aPDFIsNotDrawnAndThePageAndTheFindingSayWhy() throws {
        let workspace = try Workspace(withIcons: false)
        let set = workspace.url.appendingPathComponent("A.xcassets/arrow-right.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try workspace.write("A.xcassets/Contents.json", Data(#"{"info":{"author":"xcode","version":1}}"#.utf8))
        try workspace.write(
            "A.xcassets/arrow-right.imageset/Contents.json",
            Data(
                #"{"images":[{"filename":"arrow.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
                    .utf8))
        try FileManager.default.copyItem(
            at: TestAssets.repositoryRoot.appendingPathComponent(
                "TestAssets/Catalogs/Demo.xcassets/Navigation/disclosure.imageset/disclosure.pdf"),
            to: set.appendingPathComponent("arrow.pdf"))

        let review = try workspace.run("review", "A.xcassets", "--output", "review.html")
        #expect(review.status == 0, "\(review.stderr)")
        let page = String(decoding: try workspace.contents("review.html"), as: UTF8.self)
        #expect(
            page.contains(
                "Not drawn: this build draws no PDF (built without the PDFDrawing trait; see docs/install.md)."))

        let verify = try workspace.run("verify", "A.xcassets", "--reporter", "json")
        #expect(
            verify.stdout.contains(
                "(its drawing was not looked at: this build draws no PDF (built without the PDFDrawing trait))"),
            "\(verify.stdout)")
    }
}
