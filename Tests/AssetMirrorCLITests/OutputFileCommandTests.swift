import AssetMirror
import Foundation
import Testing

/// One output-file policy (`OutputFile`) for every file a command writes at a path the user
/// names: each command, each kind of node in the way, made inside the test's own folder.
@Suite struct OutputFileCommandTests {
    /// Each command's arguments with `PATH` where the output file goes.
    static let commands: [[String]] = [
        ["verify", "clean/A.xcassets", "--quiet", "--reporter", "sarif:PATH"],
        ["verify", "clean/A.xcassets", "--quiet", "--reporter", "html:PATH"],
        ["verify", "clean/A.xcassets", "--quiet", "--reporter", "markdown:PATH"],
        ["verify", "clean/A.xcassets", "--quiet", "--build-stamp", "PATH"],
        ["review", "clean/A.xcassets", "--quiet", "-o", "PATH"],
        ["symbols", "--output", "PATH"],
        ["audit", "View.swift", "--reporter", "json:PATH"],
    ].filter { $0[0] != "audit" || SymbolAudit.readsSwift } // audit: only in a build with the Audit trait

    /// A workspace with the clean catalog, a source without findings, a file whose content must
    /// survive, and every kind of node the policy refuses.
    static func workspace() throws -> Workspace {
        let workspace = try VerifyCommandTests.workspace("clean")
        try workspace.write("View.swift", Data("let x = 1\n".utf8))
        try workspace.write("secret.txt", Data("secret".utf8))
        try workspace.write("file", Data("plain".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.path + "/link.out", withDestinationPath: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.path + "/dangling.out", withDestinationPath: "nowhere.txt")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("folder.out"), withIntermediateDirectories: false)
        #expect(mkfifo(workspace.url.path + "/fifo.out", 0o644) == 0)
        return workspace
    }

    /// Each refused path and the message naming why.
    static let refused: [(path: String, message: String)] = [
        ("link.out", "not a regular file: link.out is a symbolic link"),
        ("dangling.out", "not a regular file: dangling.out is a symbolic link"),
        ("folder.out", "not a regular file: folder.out is a folder"),
        ("fifo.out", "not a regular file: fifo.out is a named pipe (FIFO)"),
        ("missing/dir/x.out", "cannot write missing/dir/x.out: the folder missing/dir does not exist"),
        ("file/x.out", "cannot write file/x.out: file is a regular file, not a folder"),
        ("folder.out/", "not a file name: folder.out/ names a folder"),
    ]

    @Test(arguments: commands)
    func everyNodeThatIsNotARegularFileOrAMissingFolderIsRefused(command: [String]) throws {
        let workspace = try Self.workspace()
        for (path, message) in Self.refused {
            let result = try AssetMirrorBinary.run(
                command.map { $0.replacingOccurrences(of: "PATH", with: path) }, in: workspace.url)
            #expect(result.status == 64, "\(command) \(path): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: \(message)"), "\(command) \(path): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try workspace.contents("secret.txt") == Data("secret".utf8))
        #expect(try workspace.contents("file") == Data("plain".utf8))
        #expect(!workspace.exists("missing"))
        #expect(!workspace.exists("nowhere.txt"))
        var status = stat()
        #expect(lstat(workspace.url.path + "/fifo.out", &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(lstat(workspace.url.path + "/link.out", &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        #expect(workspace.files(under: "folder.out").isEmpty)
    }

    /// What the policy lets through: a new file in an existing folder, a folder reached through
    /// a link, a one-character name, and a regular file, which is replaced.
    @Test(arguments: commands)
    func aNewOrRegularFileInAnExistingFolderIsWritten(command: [String]) throws {
        let workspace = try Self.workspace()
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.path + "/linked", withDestinationPath: "folder.out")
        for path in ["x", "linked/new.out", "file"] {
            let result = try AssetMirrorBinary.run(
                command.map { $0.replacingOccurrences(of: "PATH", with: path) }, in: workspace.url)
            #expect(result.status == 0, "\(command) \(path): \(result.stderr)")
            #expect(try workspace.contents(path) != Data("plain".utf8))
            #expect(!(try workspace.contents(path)).isEmpty)
        }
        #expect(workspace.exists("folder.out/new.out"))
    }

    /// Two outputs of one run that are one file, by the same or another path: refused, where the
    /// second used to replace the first.
    @Test(arguments: [
        ["--reporter", "sarif:a.out", "--reporter", "html:./a.out"],
        ["--reporter", "sarif:a.out", "--build-stamp", "a.out"],
        ["--reporter", "html:folder.out/a.out", "--reporter", "json:linked/a.out"],
    ])
    func twoOutputsThatAreOneFileAreRefused(outputs: [String]) throws {
        let workspace = try Self.workspace()
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.path + "/linked", withDestinationPath: "folder.out")
        let result = try AssetMirrorBinary.run(["verify", "clean/A.xcassets", "--quiet"] + outputs, in: workspace.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: two outputs are one file, as "), "\(result.stderr)")
        #expect(!workspace.exists("a.out"))
        #expect(!workspace.exists("folder.out/a.out"))
    }
}
