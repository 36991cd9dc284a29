import AssetMirror
import AssetMirrorTestSupport
import Foundation
import Testing

/// The advice in findings works: for every rule whose findings name a command that fixes them,
/// each of its triggering examples is written to a folder, verified with the built binary, the
/// command each finding names is run as written, and a second `verify` finds none of the rule's
/// findings and nothing that was not there before.
@Suite struct FixAdviceCommandTests {
    /// A finding as the `json` reporter gives it, without its line and column (a fix that edits
    /// a `Contents.json` moves the lines below the edit).
    struct Seen: Hashable {
        var rule: String
        var file: String
        var message: String
    }

    @Test(arguments: Rules.all.filter { Rules.fixCommand(of: $0.id) != nil }.map(\.id.rawValue))
    func theCommandInTheMessageRemovesTheFindingAndAddsNone(id: String) throws {
        let examples = Rules.examples(of: RuleID(rawValue: id)).filter { $0.findings > 0 }
        var fixed = 0
        for example in examples {
            let workspace = try Workspace(withIcons: false)
            try RuleExampleFolder.write(example, to: workspace.url)
            let before = try Self.findings(in: workspace)
            let mine = before.filter { $0.rule == id }
            #expect(mine.count == example.findings, "\(id), \(example.title): \(before)")
            // missing-file names a command only for a file under a near name; its other
            // examples name none, and are no example of a fix.
            guard mine.contains(where: { Self.command(in: $0.message) != nil }) else { continue }
            fixed += 1
            var commands: [String] = []
            for finding in mine {
                let command = Self.command(in: finding.message)
                #expect(command != nil, "\(id), \(example.title): no command in \(finding.message)")
                if let command, !commands.contains(command) { commands.append(command) }
            }
            for command in commands {
                let words = try #require(Self.shellWords(command), "cannot split \(command)")
                let result = try Self.run(words, in: workspace)
                #expect(result.status == 0, "\(command) failed: \(result.stderr)")
            }
            let after = try Self.findings(in: workspace)
            #expect(!after.contains { $0.rule == id }, "\(id), \(example.title): still \(after)")
            let new = Set(after).subtracting(before)
            #expect(new.isEmpty, "\(id), \(example.title): \(commands) brought \(new)")
        }
        #expect(fixed > 0, "no example of \(id) names \(Rules.fixCommand(of: RuleID(rawValue: id)) ?? "")")
    }

    /// A set named with a glob character (`next-?`) beside one its unescaped name would match
    /// (`next-a`): the advice for the first changes the first alone.
    @Test func theAdviceForANameHoldingAGlobCharacterNamesThatSetAlone() throws {
        let workspace = try Workspace(withIcons: false)
        let arrow = try PNGCodec().encodeRGBA8(RuleExampleFolder.pixels(width: 16, height: 16, drawing: .pointingRight))
        for name in ["next-?", "next-a"] {
            let set = "A.xcassets/\(name).imageset"
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(set), withIntermediateDirectories: true)
            try workspace.write(
                set + "/Contents.json",
                Data(
                    #"{"images":[{"filename":"a.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8
                ))
            try workspace.write(set + "/a.png", Data(arrow))
        }
        let before = try Self.findings(in: workspace).filter { $0.rule == "directional-name-fixed" }
        #expect(
            before.map(\.file).sorted() == [
                "A.xcassets/next-?.imageset/Contents.json", "A.xcassets/next-a.imageset/Contents.json",
            ])
        let finding = try #require(before.first { $0.file.contains("next-?") })
        let command = try #require(Self.command(in: finding.message))
        #expect(command == #"assetmirror set-direction left-to-right --set 'next-\?' A.xcassets"#)
        let result = try Self.run(try #require(Self.shellWords(command)), in: workspace)
        #expect(result.status == 0, "\(result.stderr)")
        let after = try Self.findings(in: workspace).filter { $0.rule == "directional-name-fixed" }
        #expect(after.map(\.file) == ["A.xcassets/next-a.imageset/Contents.json"])
    }

    /// Every finding of `verify --reporter json` run in the folder.
    static func findings(in workspace: Workspace) throws -> [Seen] {
        let result = try workspace.run("verify", "--reporter", "json", "--quiet")
        let data = Data(result.stdout.utf8)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: data) as? [[String: Any]], "\(result.stderr)")
        return objects.map { object in
            Seen(
                rule: object["rule"] as? String ?? "", file: object["file"] as? String ?? "",
                message: object["message"] as? String ?? "")
        }
    }

    /// The text between the first pair of backquotes.
    static func command(in message: String) -> String? {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// `command` split as a POSIX shell splits words made of plain characters and single-quoted
    /// runs; nil for anything else (the messages write nothing else).
    static func shellWords(_ command: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        for character in command {
            if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard !quoted else { return nil }
        if inWord { words.append(word) }
        return words
    }

    /// Runs `assetmirror …` with the built binary, anything else (`mv`) from the PATH.
    static func run(_ words: [String], in workspace: Workspace) throws -> AssetMirrorBinary.Result {
        if words.first == "assetmirror" {
            return try AssetMirrorBinary.run(Array(words.dropFirst()), in: workspace.url)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = words
        process.currentDirectoryURL = workspace.url
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return AssetMirrorBinary.Result(status: process.terminationStatus, stdout: "", stderr: said)
    }
}
