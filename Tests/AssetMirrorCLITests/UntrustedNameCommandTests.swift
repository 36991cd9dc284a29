import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// What a pull request controls (set folder names, file names inside `Contents.json`, source file
/// names) must not be able to command the CI runner through any output: every command, every
/// reporter, stdout and stderr. Catalogs with random hostile names (every C0 and C1 control,
/// U+2028/2029, bidirectional controls, bytes that are not UTF-8, `::` workflow commands, the
/// legacy `##[`) are made on disk and the built binary run on them.
@Suite struct UntrustedNameCommandTests {
    /// Characters every run puts in some name: each C0 control but NUL (which no name can hold),
    /// DEL, each C1 control, the line and paragraph separators and the bidirectional controls.
    static let controls: [Unicode.Scalar] = {
        let values: [UInt32] =
            Array(0x01...0x1F) + [0x7F] + Array(0x80...0x9F)
            + [0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E]
            + [0x2066, 0x2067, 0x2068, 0x2069]
        return values.map { Unicode.Scalar($0)! }
    }()

    /// Fragments a hostile name is made of, besides the controls.
    static let fragments: [String] = [
        "::error file=x.swift,line=1::pwned", "::add-mask::secret", "::stop-commands::token", "##[error]x",
        "##[stop-commands]", "\n::warning::x", "\r::error::y", "\u{3000}::notice::z", " ::group::g", "%0A::error::",
        "back", "arrow", "é", ",", ":", "%", "\u{1B}[31mred\u{1B}[0m", "\u{9B}2J",
    ]

    /// Bytes that are not UTF-8 anywhere in a name.
    static let invalidBytes: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0x80], [0xE2, 0x80], [0xED, 0xA0, 0x80]]

    /// One name: its bytes on disk, and the Unicode text a `Contents.json` can hold.
    struct HostileName {
        var bytes: [UInt8]
        var text: String
    }

    static func names(seed: UInt64, count: Int) -> [HostileName] {
        var random = SplitMix64(seed: seed)
        var names: [HostileName] = []
        for index in 0..<count {
            var text = "n\(index)"
            var bytes = Array(text.utf8)
            // Every control appears in some name: name `index` takes every `count`-th one.
            for control in stride(from: index, to: controls.count, by: count).map({ controls[$0] }) {
                text.unicodeScalars.append(control)
                bytes += Array(String(control).utf8)
            }
            for _ in 0..<Int.random(in: 2...4, using: &random) {
                let fragment = fragments.randomElement(using: &random)!
                text += fragment
                bytes += Array(fragment.utf8)
            }
            if index % 3 == 0 { bytes += invalidBytes.randomElement(using: &random)! }
            names.append(HostileName(bytes: bytes, text: text))
        }
        return names
    }

    /// A catalog `A.xcassets` whose sets carry the names: each lists a missing file named after
    /// it (a finding that quotes the name); every fourth has a folder for its `Contents.json` (a
    /// read error on stderr). And `Sources/` with a Swift file per name that audit flags.
    static func workspace(_ names: [HostileName]) throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        let catalog = workspace.url.path + "/A.xcassets"
        #expect(mkdir(catalog, 0o755) == 0)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(
            to: URL(fileURLWithPath: catalog + "/Contents.json"))
        #expect(mkdir(workspace.url.path + "/Sources", 0o755) == 0)
        for (index, name) in names.enumerated() {
            let folder = Array(catalog.utf8) + Array("/".utf8) + name.bytes + Array(".imageset".utf8)
            #expect(make(folder, folder: true))
            let contents = folder + Array("/Contents.json".utf8)
            if index % 4 == 3 {
                #expect(make(contents, folder: true))
            } else {
                let file = try JSONSerialization.data(withJSONObject: [
                    "images": [["filename": name.text + ".png", "idiom": "universal", "scale": "1x"]],
                    "info": ["author": "xcode", "version": 1],
                    "properties": ["localizable": true],
                ])
                #expect(make(contents, folder: false, bytes: Array(file)))
            }
            let source = Array((workspace.url.path + "/Sources/").utf8) + name.bytes + Array(".swift".utf8)
            #expect(make(source, folder: false, bytes: Array(#"let i = Image(systemName: "chevron.left")"#.utf8)))
        }
        return workspace
    }

    /// Creates a folder or file at a path given as bytes (which need not be UTF-8).
    static func make(_ path: [UInt8], folder: Bool, bytes: [UInt8] = []) -> Bool {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        if folder { return mkdir(cPath, 0o755) == 0 }
        let descriptor = open(cPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    static let runs: [(name: String, arguments: [String])] =
        ["xcode", "json", "github-actions-logging", "sarif", "junit", "markdown"].map {
            ("verify \($0)", ["verify", "A.xcassets", "--reporter", $0])
        }
        + [
            ("inspect", ["inspect", "A.xcassets"]),
            ("inspect json", ["inspect", "A.xcassets", "--format", "json"]),
            ("set-direction", ["set-direction", "right-to-left", "A.xcassets", "--set", "**", "--dry-run"]),
            (
                "set-direction json",
                ["set-direction", "right-to-left", "A.xcassets", "--set", "**", "--dry-run", "--format", "json"]
            ),
            ("generate", ["generate", "A.xcassets", "--output", "out", "--dry-run"]),
            ("audit", ["audit", "Sources"]),
            ("audit github-actions-logging", ["audit", "Sources", "--reporter", "github-actions-logging"]),
            ("audit markdown", ["audit", "Sources", "--reporter", "markdown"]),
        ].filter { $0.1[0] != "audit" || SymbolAudit.readsSwift } // audit: only in a build with the Audit trait

    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func noOutputLineCanCommandTheRunner(seed: UInt64) throws {
        let names = Self.names(seed: seed, count: 12)
        let workspace = try Self.workspace(names)
        for run in Self.runs {
            let result = try RawRun.run(run.arguments, in: workspace.url)
            #expect(![64, 132, 134, 139].contains(result.status), "\(run.name) exited \(result.status)")
            let commands = run.name.hasSuffix("github-actions-logging")
            for problem in Self.problems(in: result.stdout, workflowCommands: commands) {
                Issue.record("\(run.name), seed \(seed), stdout: \(problem)")
            }
            for problem in Self.problems(in: result.stderr, workflowCommands: false) {
                Issue.record("\(run.name), seed \(seed), stderr: \(problem)")
            }
            if run.name.hasSuffix("json") || run.name.hasSuffix("sarif") {
                let documents =
                    run.name.hasPrefix("set-direction")
                    ? result.stdout.split(separator: UInt8(ascii: "\n")).map { Data($0) } : [Data(result.stdout)]
                for document in documents {
                    #expect((try? JSONSerialization.jsonObject(with: document)) != nil, "\(run.name): not JSON")
                }
            }
        }
    }

    /// Every way `output` could command a runner or a terminal, one sentence each.
    static func problems(in output: [UInt8], workflowCommands: Bool) -> [String] {
        guard let text = String(validating: output, as: UTF8.self) else { return ["not UTF-8"] }
        var problems: [String] = []
        // The runner reads lines as .NET's ReadLine does: CR, LF and CRLF end one.
        for line in text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let shown = String(String.UnicodeScalarView(line)).debugDescription
            let trimmed = line.drop { $0.properties.isWhitespace }
            if trimmed.starts(with: "::".unicodeScalars) && !(workflowCommands && isOwnCommand(trimmed)) {
                problems.append("a line starts a workflow command: \(shown)")
            }
            if String(String.UnicodeScalarView(line)).contains("##[") {
                problems.append("a line holds a legacy ##[ command: \(shown)")
            }
            if line.contains(where: { $0 != "\t" && isControl($0) }) {
                problems.append("a line holds a control character: \(shown)")
            }
        }
        return problems
    }

    /// The github-actions-logging reporter's own command: `::error` or `::warning`, a `file=`
    /// property without a raw `:` or `,`, then the message.
    static func isOwnCommand(_ line: Substring.UnicodeScalarView.SubSequence) -> Bool {
        let text = String(String.UnicodeScalarView(line))
        guard let match = text.firstMatch(of: /^::(error|warning) file=([^:,]*)(,line=\d+)?(,col=\d+)?,title=[a-z-]+::/)
        else { return false }
        return !match.output.2.isEmpty
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        controls.contains(scalar) || scalar == "\u{1B}"
    }
}

/// A run of the binary whose output is kept as bytes, to check that it is UTF-8.
enum RawRun {
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Result {
        let output = try ProcessRun.run(executable: AssetMirrorBinary.url, arguments, in: folder, scratch: folder)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }
}

@Suite struct UndecodableNameCommandTests {
    /// A set folder whose name is not UTF-8 is named by its bytes and said to be unread for that
    /// reason, where its U+FFFD spelling used to give a false "No such file or directory".
    @Test func aNameThatIsNotUTF8IsReportedAsWhatItIs() throws {
        let names = [
            UntrustedNameCommandTests.HostileName(
                bytes: Array("bad".utf8) + [0xFF, 0xFE] + Array("name".utf8), text: "bad")
        ]
        let workspace = try UntrustedNameCommandTests.workspace(names)
        let verify = try AssetMirrorBinary.run(["verify", "A.xcassets"], in: workspace.url)
        #expect(verify.status == 1)
        #expect(
            verify.stderr.hasPrefix(
                #"assetmirror: error: not read, as its name is not UTF-8 (rename it): A.xcassets/bad\x{FF}\x{FE}name.imageset"#
                    + "\n"))
        #expect(!verify.stderr.contains("No such file"))
        let inspect = try AssetMirrorBinary.run(["inspect", "A.xcassets"], in: workspace.url)
        #expect(inspect.stdout.contains(#"problem: A.xcassets/bad\x{FF}\x{FE}name.imageset: not read"#))
    }
}
