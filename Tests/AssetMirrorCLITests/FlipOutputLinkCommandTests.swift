import Foundation
import Testing

/// `flip --output` never writes through a symbolic link in the output tree: a folder there that
/// is a link fails the files below it (exit 1), and an output folder that is a link is refused
/// before anything is written (exit 64).
@Suite struct FlipOutputLinkCommandTests {
    func link(_ workspace: Workspace, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    /// `out/Chevrons` linked to a folder outside: before, the run wrote the chevrons there,
    /// replacing a file of the same name, exit 0.
    @Test func aLinkedFolderInTheOutputFailsTheFilesBelowItAndWritesNothingThere() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try workspace.write("elsewhere/chevron-left.png", Data("someone's file".utf8))
        try link(workspace, "out/Chevrons", to: "../elsewhere")
        // A link at a mirror's own name is replaced, not written through.
        try workspace.write("elsewhere/victim.png", Data("another file".utf8))
        try link(workspace, "out/back-arrow.png", to: "../elsewhere/victim.png")
        let result = try workspace.run("flip", "Icons", "--output", "out", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                assetmirror: error: Icons/Chevrons/chevron-left.png: not written through the symbolic link out/Chevrons
                assetmirror: error: Icons/Chevrons/chevron-right.png: not written through the symbolic link out/Chevrons

                """)
        #expect(workspace.files(under: "elsewhere") == ["chevron-left.png", "victim.png"])
        #expect(try workspace.contents("elsewhere/chevron-left.png") == Data("someone's file".utf8))
        #expect(try workspace.contents("elsewhere/victim.png") == Data("another file".utf8))
        let mirror = try FileManager.default.attributesOfItem(
            atPath: workspace.url.appendingPathComponent("out/back-arrow.png").path)
        #expect(mirror[.type] as? FileAttributeType == .typeRegular)
        // The rest was written.
        #expect(workspace.exists("out/back-arrow.png") && workspace.exists("out/Controls/unread-dot.png"))
    }

    @Test func anOutputFolderThatIsALinkIsRefusedBeforeAnythingIsWritten() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try link(workspace, "out", to: "elsewhere")
        let target = try #require(realpath(workspace.url.appendingPathComponent("elsewhere").path, nil))
        defer { free(target) }
        let result = try workspace.run("flip", "Icons", "--output", "out")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "assetmirror: error: out: --output is a symbolic link to \(String(cString: target)), and mirrors are never written through links; pass the folder it leads to if that is where they belong\n"
        )
        #expect(workspace.files(under: "elsewhere").isEmpty)
    }
}
