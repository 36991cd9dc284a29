import AssetMirror
import Foundation
import Testing

/// `--reporter` and `--strict` behave the same in every command that reports findings: they are
/// one `ReporterOptions`. Each test runs `verify` on a catalog with a format-mismatch error and
/// `audit` on a source with a warning.
@Suite struct ReporterOptionsCommandTests {
    /// A workspace holding both inputs, and each command's arguments for them.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.copyItem(
            at: VerifyCommandTests.fixtures.appendingPathComponent("format-mismatch"),
            to: workspace.url.appendingPathComponent("format-mismatch"))
        try workspace.write("View.swift", Data(#"let back = Image(systemName: "chevron.left")"#.utf8))
        return workspace
    }

    static let commands: [[String]] = [["verify", "format-mismatch/A.xcassets", "--quiet"], ["audit", "View.swift"]]
        .filter { $0[0] != "audit" || SymbolAudit.readsSwift } // audit: only in a build with the Audit trait

    /// Each command's findings as the xcode reporter words them.
    static let xcodeLines: [String: String] = [
        "verify": """
        format-mismatch/A.xcassets/icon.imageset/icon.png: error: named .png but holds GIF data; tools that go by the name fail on it, so rename the file (and its Contents.json entry) or convert it (format-mismatch)
        format-mismatch/A.xcassets/icon.imageset/photo.jpg: error: named .jpg but holds PNG data; tools that go by the name fail on it, so rename the file (and its Contents.json entry) or convert it (format-mismatch)

        """,
        "audit": """
        View.swift:1:30: warning: chevron.left does not mirror in right-to-left layouts; use chevron.backward (iOS 14 and later), which does. (physical-symbol-name)

        """,
    ]

    @Test(arguments: commands)
    func aDashIsStdoutAndTheDefaultIsXcode(command: [String]) throws {
        let workspace = try Self.workspace()
        let byDefault = try AssetMirrorBinary.run(command, in: workspace.url)
        let dashed = try AssetMirrorBinary.run(command + ["--reporter", "xcode:-"], in: workspace.url)
        #expect(byDefault.stdout == Self.xcodeLines[command[0]])
        #expect(dashed.stdout == byDefault.stdout)
        #expect(dashed.status == byDefault.status)
        #expect(!workspace.exists("-"))
    }

    /// `markdown:"$GITHUB_STEP_SUMMARY"` run outside GitHub Actions: the message names the empty
    /// path, not the list of reporter names (as if `markdown` were not one).
    @Test(arguments: commands)
    func anEmptyReportPathIsAUsageErrorThatSaysSo(command: [String]) throws {
        let workspace = try Self.workspace()
        let result = try AssetMirrorBinary.run(command + ["--reporter", "markdown:"], in: workspace.url)
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: --reporter markdown: has an empty path (an unset variable, such as $GITHUB_STEP_SUMMARY outside GitHub Actions?); give a file, or - for stdout.\n"
            ), "stderr: \(result.stderr)")
    }

    @Test(arguments: commands)
    func twoReportersToOneFileIsAUsageError(command: [String]) throws {
        let workspace = try Self.workspace()
        let result = try AssetMirrorBinary.run(
            command + ["--reporter", "sarif:out.txt", "--reporter", "json:./out.txt"], in: workspace.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("two outputs are one file, as out.txt and as ./out.txt"))
        #expect(!workspace.exists("out.txt"))
    }

    /// A linked folder, or a hard link, reaches the same file by another path: refused too, where
    /// the second report used to replace the first in silence.
    @Test(arguments: commands)
    func twoPathsToOneFileThroughLinksAreAUsageError(command: [String]) throws {
        let workspace = try Self.workspace()
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.url.path + "/linked", withDestinationPath: "out")
        let throughFolder = try AssetMirrorBinary.run(
            command + ["--reporter", "sarif:out/r.txt", "--reporter", "json:linked/r.txt"], in: workspace.url)
        #expect(throughFolder.status == 64)
        #expect(throughFolder.stderr.contains("two outputs are one file, as out/r.txt and as linked/r.txt"))
        try workspace.write("out/a.txt", Data("a".utf8))
        #expect(link(workspace.url.path + "/out/a.txt", workspace.url.path + "/b.txt") == 0)
        let hardLinked = try AssetMirrorBinary.run(
            command + ["--reporter", "sarif:out/a.txt", "--reporter", "json:b.txt"], in: workspace.url)
        #expect(hardLinked.status == 64)
        #expect(try workspace.contents("out/a.txt") == Data("a".utf8))
    }

    /// Two reports on stdout would parse as neither; `-` and `/dev/stdout` are both stdout.
    @Test(arguments: commands)
    func twoReportersOnStdoutAreAUsageError(command: [String]) throws {
        let workspace = try Self.workspace()
        for second in ["json", "json:-", "json:/dev/stdout"] {
            let result = try AssetMirrorBinary.run(
                command + ["--reporter", "xcode", "--reporter", second], in: workspace.url)
            #expect(result.status == 64, "\(second)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("Two reporters write to stdout"))
        }
        let streamed = try AssetMirrorBinary.run(command + ["--reporter", "xcode:/dev/stdout"], in: workspace.url)
        #expect(streamed.stdout == Self.xcodeLines[command[0]])
    }

    /// A report path that is a link, a folder, a device or a named pipe is refused before anything
    /// runs (exit 64) and left as it is: a link committed where the report goes is not followed,
    /// `/dev/null` is not replaced by a regular file.
    @Test(arguments: commands)
    func aReportPathThatIsNotARegularFileIsRefused(command: [String]) throws {
        let workspace = try Self.workspace()
        try workspace.write("target.txt", Data("secret".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.path + "/link.sarif", withDestinationPath: "target.txt")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("folder.sarif"), withIntermediateDirectories: true)
        #expect(mkfifo(workspace.url.path + "/fifo.sarif", 0o644) == 0)
        let cases = [
            ("link.sarif", "is a symbolic link"), ("folder.sarif", "is a folder"),
            ("fifo.sarif", "is a named pipe (FIFO)"), ("/dev/null", "is a character device"),
        ]
        for (path, kind) in cases {
            for name in ["sarif", "markdown"] {
                let result = try AssetMirrorBinary.run(command + ["--reporter", "\(name):\(path)"], in: workspace.url)
                #expect(result.status == 64, "\(name):\(path)")
                #expect(result.stderr.contains("not a regular file: \(path) \(kind)"), "\(result.stderr)")
            }
        }
        #expect(try workspace.contents("target.txt") == Data("secret".utf8))
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    /// A report whose folder is missing, or is a file, is refused before anything runs: the
    /// folders used to be created (`sarif:/missing/dir/x` made `/missing` at the root).
    @Test(arguments: commands)
    func aReportWhoseFolderIsMissingIsRefused(command: [String]) throws {
        let workspace = try Self.workspace()
        try workspace.write("file", Data())
        let cases = [
            ("missing/dir/a.sarif", "cannot write missing/dir/a.sarif: the folder missing/dir does not exist"),
            ("file/a.sarif", "cannot write file/a.sarif: file is a regular file, not a folder"),
        ]
        for (path, message) in cases {
            let result = try AssetMirrorBinary.run(
                command + ["--reporter", "sarif:\(path)", "--reporter", "json:b.json"], in: workspace.url)
            #expect(result.status == 64, "\(path)")
            #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
            #expect(!workspace.exists("missing"))
            #expect(!workspace.exists("b.json"))
        }
    }

    @Test(arguments: commands)
    func markdownIsAppendedToAndOtherFilesReplaced(command: [String]) throws {
        let workspace = try Self.workspace()
        try workspace.write("summary.md", Data("# Before\n".utf8))
        try workspace.write("report.json", Data("old".utf8))
        let result = try AssetMirrorBinary.run(
            command + ["--reporter", "markdown:summary.md", "--reporter", "json:report.json"], in: workspace.url)
        #expect(result.status == (command[0] == "verify" ? 2 : 0), "verify finds errors, audit only a warning")
        let summary = String(decoding: try workspace.contents("summary.md"), as: UTF8.self)
        #expect(summary.hasPrefix("# Before\n## assetmirror\n"))
        let json = try workspace.contents("report.json")
        #expect(try JSONSerialization.jsonObject(with: json) is [Any])
    }

    @Test(arguments: commands)
    func strictFailsOnWarnings(command: [String]) throws {
        let workspace = try Self.workspace()
        // Only warnings: verify's format-mismatch re-rated, audit's as they are.
        try workspace.write(".assetmirror.yml", Data("rules:\n  format-mismatch: warning\n".utf8))
        #expect(try AssetMirrorBinary.run(command, in: workspace.url).status == 0)
        #expect(try AssetMirrorBinary.run(command + ["--strict"], in: workspace.url).status == 2)
    }
}
