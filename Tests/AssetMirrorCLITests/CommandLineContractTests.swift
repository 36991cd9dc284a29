import AssetMirror
import Foundation
import Testing

/// The one command-line contract (docs/cli.md, "One contract for every command"): every
/// subcommand through every row, on the built binary.
@Suite struct CommandLineContractTests {
    /// A subcommand, its options (before the paths) and the paths of a run with nothing wrong.
    struct Command: CustomStringConvertible, Sendable {
        var name: String
        var options: [String]
        var paths: [String]
        /// How the closing summary line on stderr starts.
        var summary: String
        /// The message for a folder holding nothing this command works on.
        var nothingFound: String

        var description: String { name }

        func arguments(_ paths: [String], dashes: Bool = false) -> [String] {
            [name] + options + (dashes ? ["--"] : []) + paths
        }
    }

    static let catalogs = "no asset catalog (*.xcassets) found in"
    static let commands: [Command] = [
        Command(
            name: "flip", options: ["--output", "out"], paths: ["Icons"], summary: "flipped ",
            nothingFound: "no PNG, JPEG, PDF or SVG file found in"),
        Command(
            name: "generate", options: ["--output", "derived"], paths: ["clean/A.xcassets"], summary: "sets: ",
            nothingFound: catalogs),
        Command(
            name: "set-direction", options: ["left-to-right", "--set", "clock", "--dry-run"],
            paths: ["clean/A.xcassets"],
            summary: "dry run: ", nothingFound: catalogs),
        Command(name: "verify", options: [], paths: ["clean/A.xcassets"], summary: "Verified ", nothingFound: catalogs),
        Command(
            name: "review", options: ["-o", "review.html"], paths: ["clean/A.xcassets"], summary: "Wrote review.html: ",
            nothingFound: catalogs),
        Command(
            name: "inspect", options: [], paths: ["clean/A.xcassets"], summary: "Inspected ", nothingFound: catalogs),
        Command(
            name: "audit", options: [], paths: ["src"], summary: "Audited ",
            nothingFound: "no Swift or Objective-C source (.swift, .m, .mm, .h) found in"),
    ].filter { $0.name != "audit" || SymbolAudit.readsSwift } // audit: only in a build with the Audit trait

    /// The clean catalog, the demo icons and a source folder: what every command works on.
    static func workspace() throws -> Workspace {
        let workspace = try VerifyCommandTests.workspace("clean")
        try FileManager.default.copyItem(at: TestAssets.icons, to: workspace.url.appendingPathComponent("Icons"))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("src"), withIntermediateDirectories: false)
        try workspace.write("src/View.swift", Data(#"let back = Image(systemName: "chevron.backward")"#.utf8))
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("empty"), withIntermediateDirectories: false)
        return workspace
    }

    @Test(arguments: commands)
    func aPathThatDoesNotExistIsAUsageErrorAndNothingIsDone(command: Command) throws {
        let workspace = try Self.workspace()
        let before = workspace.files(under: ".")
        let result = try workspace.run(command.arguments(command.paths + ["Gone"]))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "assetmirror: error: no such file or folder: Gone\n")
        #expect(result.stdout.isEmpty)
        #expect(workspace.files(under: ".") == before)
    }

    @Test(arguments: commands)
    func aFolderHoldingNothingToWorkOnIsAUsageError(command: Command) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(command.arguments(["empty"]))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "assetmirror: error: \(command.nothingFound) empty\n")
        #expect(result.stdout.isEmpty)
        #expect(!workspace.exists("out") && !workspace.exists("derived") && !workspace.exists("review.html"))
    }

    /// A file the command must read that it cannot: named on stderr, the others done, exit 1.
    /// A named pipe where a set's Contents.json or a source file is (the tests run as root too,
    /// where no permission bit stops a read); for flip, a PNG whose data is cut short.
    @Test(arguments: commands)
    func aFileThatCannotBeReadIsNamedAndTheOthersAreDone(command: Command) throws {
        let workspace = try Self.workspace()
        let named: String
        switch command.name {
        case "flip":
            try workspace.write("Icons/broken.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]))
            named = "Icons/broken.png"
        case "audit":
            #expect(mkfifo(workspace.url.path + "/src/Pipe.swift", 0o644) == 0)
            named = "src/Pipe.swift"
        default:
            let contents = workspace.url.path + "/clean/A.xcassets/clock.imageset/Contents.json"
            try FileManager.default.removeItem(atPath: contents)
            #expect(mkfifo(contents, 0o644) == 0)
            named = "clean/A.xcassets/clock.imageset"
        }
        let result = try workspace.run(command.arguments(command.paths))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n").contains {
                $0.hasPrefix("assetmirror: error: ") && $0.contains(named)
            },
            "\(result.stderr)")
        // The others were done: the run's summary is there.
        #expect(result.stderr.split(separator: "\n").last?.hasPrefix(command.summary) == true, "\(result.stderr)")
    }

    /// After `--`, a path named like an option is a path.
    @Test(arguments: commands)
    func dashesEndTheOptions(command: Command) throws {
        let workspace = try Self.workspace()
        try FileManager.default.moveItem(
            at: workspace.url.appendingPathComponent(command.paths[0].split(separator: "/")[0].description),
            to: workspace.url.appendingPathComponent("-h"))
        let path = "-h" + command.paths[0].drop { $0 != "/" }
        let result = try workspace.run(command.arguments([path], dashes: true))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("USAGE:"))
        #expect(result.stderr.split(separator: "\n").last?.hasPrefix(command.summary) == true, "\(result.stderr)")
    }

    /// Every run ends with one summary line on stderr; `--quiet` leaves it out.
    @Test(arguments: commands + [Command(name: "symbols", options: [], paths: [], summary: "Wrote ", nothingFound: "")])
    func everyRunEndsWithOneSummaryLineUnlessQuiet(command: Command) throws {
        let workspace = try Self.workspace()
        let result = try workspace.run(command.arguments(command.paths))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 2 && lines.last == "", "\(result.stderr)")
        #expect(lines.dropLast().last?.hasPrefix(command.summary) == true, "\(result.stderr)")
        let quiet = try workspace.run(command.arguments(command.paths) + ["--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "", "\(quiet.stderr)")
    }

    /// `verfy`, `flpi`, …: a neighbour swap or a dropped letter gets the subcommand's name back.
    @Test(arguments: commands.map(\.name) + ["symbols"])
    func aMisspelledSubcommandIsNamed(name: String) throws {
        var letters = Array(name)
        letters.swapAt(1, 2)
        let swapped = String(letters)
        let workspace = try Workspace(withIcons: false)
        for typo in [swapped, String(name.dropLast())] {
            let result = try workspace.run(typo, ".")
            #expect(result.status == 64)
            #expect(
                result.stderr.hasPrefix("Error: Unknown subcommand '\(typo)'; did you mean '\(name)'?\n"),
                "\(typo): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aWordFarFromEverySubcommandGetsNoSuggestion() throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run("frobnicate")
        #expect(result.status == 64)
        #expect(!result.stderr.contains("did you mean"))
    }
}

extension Workspace {
    func run(_ arguments: [String]) throws -> AssetMirrorBinary.Result {
        try AssetMirrorBinary.run(arguments, in: url)
    }
}

/// `--help` of every subcommand states each default once: a default said in the help's own words
/// is not followed by ArgumentParser's raw value (`(default: 64 MiB) (default: 67108864)`).
@Suite struct HelpDefaultsCommandTests {
    @Test(arguments: ["flip", "generate", "set-direction", "verify", "review", "inspect", "symbols", "audit"])
    func everyDefaultIsStatedOnce(name: String) throws {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run(name, "--help")
        #expect(result.status == 0)
        // ArgumentParser wraps help at the terminal's width: joined, each option's text is one line.
        let text = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(!text.contains(") (default:"), "\(result.stdout)")
        #expect(text.contains("EXIT STATUS:"))
    }
}

/// The flags `flip` and `generate` share are one declaration (`MirroringOptions`): the same
/// names, words and defaults in both helps, and the same effect.
@Suite struct MirroringOptionsCommandTests {
    static let shared = [
        "--max-pixels", "--max-decompressed-bytes", "--max-svg-bytes", "--max-svg-attributes", "--png-compression",
        "--wait",
    ]

    /// Each shared flag's help, from its name to the next flag, joined onto one line.
    static func helps(_ name: String) throws -> [String: String] {
        let workspace = try Workspace(withIcons: false)
        let result = try workspace.run(name, "--help")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var helps: [String: String] = [:]
        var current: String?
        for line in lines {
            if line.hasPrefix("-") { current = shared.first { line.hasPrefix($0 + " ") || line == $0 } }
            if let current { helps[current, default: ""] += line + " " }
        }
        return helps
    }

    @Test func flipAndGenerateDescribeTheSharedFlagsAlike() throws {
        let flip = try Self.helps("flip")
        let generate = try Self.helps("generate")
        #expect(Set(flip.keys) == Set(Self.shared))
        #expect(flip == generate)
    }

    @Test(arguments: ["flip", "generate"])
    func aSharedBudgetTakesEffectInBoth(name: String) throws {
        let workspace = try CommandLineContractTests.workspace()
        let arguments =
            name == "flip"
            ? ["flip", "--output", "out", "--max-pixels", "1", "Icons/Chevrons/chevron-left.png"]
            : ["generate", "--output", "derived", "--max-pixels", "1", "clean/A.xcassets"]
        let result = try workspace.run(arguments)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--max-pixels"), "\(result.stderr)")
    }
}
