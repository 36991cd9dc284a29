import Foundation
import Testing

/// The generated demo catalog checked by a program that shares nothing with assetmirror:
/// `Tests/IndependentChecks/check-generated-catalog`, Python with Pillow, derives the expected
/// twins and insets from the source catalog by the documented rules and decodes every PNG and
/// JPEG twin against its source mirrored. Run on the committed expected tree (which the other
/// tests compare generation with, byte for byte) and on a tree the binary generates now.
@Suite struct IndependentCheckTests {
    static let script = TestAssets.repositoryRoot.appendingPathComponent(
        "Tests/IndependentChecks/check-generated-catalog")
    static let source = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/Catalogs/Demo.xcassets")

    /// Runs the checker; its status and what it printed (stdout and stderr together).
    static func check(_ generated: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, source.path, generated.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func theCommittedExpectedTreePasses() throws {
        let expected = TestAssets.repositoryRoot.appendingPathComponent(
            "TestAssets/Catalogs/expected/generate/Demo.xcassets")
        let (status, output) = try Self.check(expected)
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("checked 26 copied files, 10 twins (9 decoded with Pillow "), "\(output)")
    }

    @Test func aTreeGeneratedNowPasses() throws {
        let workspace = try Workspace(withIcons: false)
        let run = try workspace.run("generate", Self.source.path, "--output", "OUT", "--quiet")
        #expect(run.status == 0, "\(run.stderr)")
        let (status, output) = try Self.check(workspace.url.appendingPathComponent("OUT/Demo.xcassets"))
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("checked 26 copied files, 10 twins (9 decoded with Pillow "), "\(output)")
    }

    /// The checker is not idle: a twin that is its source unmirrored fails it.
    @Test func anUnmirroredTwinFailsTheCheck() throws {
        let workspace = try Workspace(withIcons: false)
        #expect(try workspace.run("generate", Self.source.path, "--output", "OUT", "--quiet").status == 0)
        let set = workspace.url.appendingPathComponent("OUT/Demo.xcassets/Chat/reply.imageset")
        try FileManager.default.removeItem(at: set.appendingPathComponent("reply-rtl@2x.png"))
        try FileManager.default.copyItem(
            at: set.appendingPathComponent("reply@2x.png"), to: set.appendingPathComponent("reply-rtl@2x.png"))
        let (status, output) = try Self.check(workspace.url.appendingPathComponent("OUT/Demo.xcassets"))
        #expect(status == 1)
        #expect(
            output == "Chat/reply.imageset/reply-rtl@2x.png: its pixels are not reply@2x.png's mirrored left to right\n"
        )
    }
}
