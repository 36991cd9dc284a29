import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// A review page of many distinct PDFs written by the binary, whose drawings go through its
/// drawing helper: the same page for any `--jobs`, a PDF that passes its budget in the middle
/// refused on its own tile, every other one drawn.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct ReviewPDFJobsCommandTests {
    /// A one-page, 24-point PDF of a chevron whose tip is moved by `number` ten-thousandths of
    /// a point, so that no two are the same file (as `Benchmarks/ReviewPage/run` makes them).
    static func chevron(_ number: Int) -> [UInt8] {
        let tip = String(format: "%.4f", 17 + Double(number) / 10000)
        let content = "0 0 0 rg 8 4 m \(tip) 12 l 8 20 l 6 18 l 13 12 l 6 6 l h f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        return PDFFile.assembled(objects)
    }

    @Test func aPageOfDistinctPDFsIsTheSameForOneAndFourJobs() throws {
        let workspace = try Workspace(withIcons: false)
        var files = (0..<40).map { ("chevron\($0)", Self.chevron($0)) }
        let forms = try Data(
            contentsOf: TestAssets.repositoryRoot.appendingPathComponent("TestAssets/PDF/self-drawing-forms.pdf"))
        files.insert(("forms", Array(forms)), at: 20)
        for (name, bytes) in files {
            let folder = "A.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            try workspace.write("\(folder)/\(name).pdf", Data(bytes))
            try workspace.write(
                "\(folder)/Contents.json",
                Data(
                    #"{"images":[{"filename":"\#(name).pdf","idiom":"universal","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1}}"#
                        .utf8))
        }
        var pages: [Data] = []
        for jobs in ["1", "4"] {
            let result = try workspace.run("review", "A.xcassets", "--output", "review-\(jobs).html", "--jobs", jobs)
            #expect(result.status == 0, "\(result.stderr)")
            pages.append(try workspace.contents("review-\(jobs).html"))
        }
        #expect(pages[0] == pages[1])
        let html = try #require(String(data: pages[0], encoding: .utf8))
        #expect(html.components(separatedBy: "{background-image:url(\"data:image/svg+xml,").count - 1 == 40)
        let heading = try #require(html.range(of: "-name\">forms</h2>"))
        let article = html[heading.upperBound...]
        let end = try #require(article.range(of: "</article>"))
        #expect(
            article[..<end.lowerBound].contains(
                "drawing page 1 passed its time budget of 2 seconds of CPU and 6 seconds in all"))
    }
}
