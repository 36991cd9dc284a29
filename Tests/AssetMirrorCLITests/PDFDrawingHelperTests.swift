import AssetMirror
import Foundation
import Testing

/// The PDF drawing helper (``PDFDrawingHelper``): the built binary started again with its hidden
/// argument, forking each drawing's child from itself. Each drawing and each refusal is the one a
/// child forked from the caller makes, and the caller forks its own children when the helper is
/// gone.
@Suite(.enabled(if: PDFPageSVG.drawsPDF, "this build draws no PDF (built without the PDFDrawing trait)"))
struct PDFDrawingHelperTests {
    static func pdf(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: TestAssets.repositoryRoot.appendingPathComponent("TestAssets/PDF/\(name)")))
    }

    static func drawing(_ bytes: [UInt8], helper: PDFDrawingHelper?) -> Result<PDFPageSVG, PDFPageSVG.Refusal> {
        Result { () throws(PDFPageSVG.Refusal) in try PDFPageSVG.draw(bytes, maxBytes: 1 << 20, helper: helper) }
    }

    /// A run of drawings through one helper, with a PDF that would draw for hours and one that
    /// asks for a 40,000 × 40,000 image in the middle: each is stopped at its budget and refused
    /// as a forked child's is, and every other drawing, before and after them, is the forked
    /// child's byte for byte.
    @Test func drawsEachPDFAsAForkedChildDoesAndStopsOneThatPassesItsBudget() throws {
        let helper = PDFDrawingHelper(executable: AssetMirrorBinary.url.path)
        let names = [
            "simple.pdf", "rotate-90.pdf", "garbage.pdf", "self-drawing-forms.pdf", "cropbox.pdf",
            "encrypted-password.pdf", "multipage.pdf",
        ]
        for name in names where name != "self-drawing-forms.pdf" {
            let bytes = try Self.pdf(name)
            #expect(Self.drawing(bytes, helper: helper) == Self.drawing(bytes, helper: nil), "\(name)")
        }
        let costly = Self.drawing(try Self.pdf("self-drawing-forms.pdf"), helper: helper)
        guard case .failure(.tooCostly(let detail)) = costly else {
            Issue.record("not stopped: \(costly)")
            return
        }
        #expect(detail.hasPrefix("drawing page 1 passed its time budget of 2 seconds of CPU and 6 seconds in all"))
        let bomb = try Self.pdf("huge-image.pdf")
        let refused = Self.drawing(bomb, helper: nil)
        guard case .failure(.tooCostly) = refused else {
            Issue.record("not stopped: \(refused)")
            return
        }
        #expect(Self.drawing(bomb, helper: helper) == refused)
        let simple = try Self.pdf("simple.pdf")
        #expect(Self.drawing(simple, helper: helper) == Self.drawing(simple, helper: nil))
        #expect(helper.drawings == names.count + 2)
    }

    /// Drawings through one helper from several threads at once each get their own child's SVG.
    @Test func drawingsAtOnceEachGetTheirOwn() async throws {
        let helper = PDFDrawingHelper(executable: AssetMirrorBinary.url.path)
        let inputs = (0..<24).map { ReviewPDFJobsCommandTests.chevron($0) }
        let expected = inputs.map { Self.drawing($0, helper: nil) }
        let drawn = await withTaskGroup(of: (Int, Result<PDFPageSVG, PDFPageSVG.Refusal>).self) { group in
            for (index, input) in inputs.enumerated() {
                group.addTask { (index, Self.drawing(input, helper: helper)) }
            }
            var drawn = [Result<PDFPageSVG, PDFPageSVG.Refusal>?](repeating: nil, count: inputs.count)
            for await (index, result) in group { drawn[index] = result }
            return drawn
        }
        #expect(drawn == expected)
        #expect(helper.drawings == inputs.count)
    }

    /// A helper that cannot start (no such file), ends at once (a program that is not one), or
    /// never answers (a script that sleeps; given up after one drawing's 6 seconds): each drawing
    /// is forked from the caller, and is the same.
    @Test(arguments: ["missing", "ends", "sleeps"])
    func aHelperThatDoesNotServeLeavesEachDrawingToAFork(kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("helper")
        if kind == "sleeps" {
            try Data("#!/bin/sh\nexec sleep 60\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        let helper = PDFDrawingHelper(executable: kind == "ends" ? "/usr/bin/true" : script.path)
        let bytes = try Self.pdf("simple.pdf")
        let direct = Self.drawing(bytes, helper: nil)
        #expect(try direct.get().width == 48)
        #expect(Self.drawing(bytes, helper: helper) == direct)
        #expect(Self.drawing(bytes, helper: helper) == direct)
        #expect(helper.drawings == 0)
    }

    /// Typed by hand, the helper's argument is an unknown option: descriptor 3 is no helper's socket.
    @Test func theHelpersArgumentTypedByHandIsAUsageError() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run(PDFDrawingHelper.argument)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '\(PDFDrawingHelper.argument)'"))
    }
}
