import AssetMirrorTestSupport
import Foundation
import Testing

/// Every command that reads a pull request's files, over each hostile input of issue #29, under
/// a cap on memory (`ulimit -v`) and processor time (`ulimit -t`, ended by SIGXCPU past it): each
/// run ends by itself, within the time, with a status of the table (0, 1, 2, 64), never by a
/// signal.
@Suite struct HostileInputCommandTests {
    static let commands: [[String]] = [
        ["verify"], ["inspect"], ["generate", "--dry-run"], ["set-direction", "fixed", "--set", "x", "--dry-run"],
        ["review", "--output", "review.html"], ["audit"], ["audit", "--fix"],
    ]

    /// Seconds of processor time, and KiB of address space, a run may use.
    static let cpuSeconds = 60
    static let addressSpaceKiB = 4 * 1024 * 1024

    /// A catalog a run can check beside the hostile file.
    static let catalog = ["A.xcassets/Contents.json": #"{"info":{"version":1}}"#]

    /// Each input: the files of a folder (`->` makes a link), and the path given to the command.
    static let inputs: [(name: String, files: [String: String], path: String)] = [
        (
            "project.yml aliases in a mapping key", catalog.merging(["project.yml": aliasKeys(quoted: false)]) { $1 },
            "."
        ),
        ("project.yml alias fan-out", catalog.merging(["project.yml": fanOut()]) { $1 }, "."),
        ("project.yml of many targets", catalog.merging(["project.yml": manyTargets(20_000)]) { $1 }, "."),
        (
            "project.yml nested deep", catalog.merging(["project.yml": String(repeating: "[", count: 50_000)]) { $1 },
            "."
        ),
        ("project.yml including /etc/group", catalog.merging(["project.yml": "include: [/etc/group]\n"]) { $1 }, "."),
        (
            "project.yml including ../outside", catalog.merging(["project.yml": "include: [../outside.yml]\n"]) { $1 },
            "."
        ),
        (
            "project.pbxproj of shared phases and deep groups",
            catalog.merging(["App.xcodeproj/project.pbxproj": HostileInputs.pbxproj(200, groupPaths: true)]) { $1 }, "."
        ),
        (
            ".assetmirror.yml aliases hidden by quotes",
            catalog.merging([".assetmirror.yml": aliasKeys(quoted: true)]) { $1 }, "."
        ),
        (".assetmirror.yml aliases in flow", catalog.merging([".assetmirror.yml": flowAliases()]) { $1 }, "."),
        ("a file named x", catalog.merging(["x": "", "é": ""]) { $1 }, "."),
        ("a catalog linking to /etc", catalog.merging(["Evil.xcassets": "->/etc"]) { $1 }, "Evil.xcassets"),
        (
            "SVGs whose CSS fetches, in sets named with invisible characters", catalog.merging(fetchingSets()) { $1 },
            "."
        ),
        (
            "Swift nested 10,000 deep",
            catalog.merging([
                "Sources/Interpolation.swift": HostileInputs.deepInterpolation(levels: 10_000),
                "Sources/Arrays.swift": HostileInputs.deepArrays(levels: 10_000),
            ]) { $1 }, "."
        ),
        (
            "conditionals that only look like the layout direction",
            catalog.merging(
                Dictionary(
                    uniqueKeysWithValues: HostileInputs.unprovenConditionals.enumerated().map { index, conditional in
                        (
                            "Sources/Conditional\(index).\(conditional.objectiveC ? "m" : "swift")",
                            conditional.source + "\n"
                        )
                    })
            ) { $1 }, "."
        ),
    ]

    /// A directional set per SVG of ``HostileInputs/fetchingSVGs``, each named with one of
    /// ``HostileInputs/invisibleNames`` (points 6 of issue 29): the review page must fetch
    /// nothing and show every name as it is.
    static func fetchingSets() -> [String: String] {
        var files: [String: String] = [:]
        for (index, svg) in HostileInputs.fetchingSVGs.enumerated() {
            let name = HostileInputs.invisibleNames[index % HostileInputs.invisibleNames.count] + "\(index)"
            files["A.xcassets/\(name).imageset/Contents.json"] =
                #"{"images":[{"filename":"a.svg","idiom":"universal","language-direction":"left-to-right"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
            files["A.xcassets/\(name).imageset/a.svg"] = svg
        }
        return files
    }

    static func aliasKeys(quoted: Bool) -> String {
        var yaml = (quoted ? "s: 'q\\'\n" : "") + "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        return yaml + "? *i\n: 1\n? [*i, *i]\n: 2\n"
    }

    static func flowAliases() -> String {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            yaml += "\(name): &\(name) {" + (0..<10).map { "\"k\($0)\":*\(previous)" }.joined(separator: ",") + "}\n"
        }
        return yaml + "? *i\n: 1\n"
    }

    /// 83 KB of aliases of a large anchor, each expanding to all of it.
    static func fanOut() -> String {
        var yaml =
            "big: &big [" + (0..<2_000).map { "v\($0)" }.joined(separator: ", ") + "]\ntargets:\n  App:\n    x: ["
        yaml += Array(repeating: "*big", count: 12_000).joined(separator: ", ")
        return yaml + "]\n"
    }

    static func manyTargets(_ count: Int) -> String {
        "targets:\n" + (0..<count).map { "  T\($0):\n    sources: [S\($0)]\n" }.joined()
    }

    @Test(arguments: inputs.indices)
    func everyCommandEndsOnItsOwnUnderTheCaps(input: Int) throws {
        let (name, files, path) = Self.inputs[input]
        let workspace = try Workspace(withIcons: false)
        let repository = workspace.url.appendingPathComponent("repo")
        try Data("secret: [unclosed\n".utf8).write(to: workspace.url.appendingPathComponent("outside.yml"))
        for (file, text) in files {
            let url = repository.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if text.hasPrefix("->") {
                try FileManager.default.createSymbolicLink(
                    atPath: url.path, withDestinationPath: String(text.dropFirst(2)))
            } else {
                try Data(text.utf8).write(to: url)
            }
        }
        for command in Self.commands {
            let arguments =
                [command[0]]
                + (command[0] == "set-direction"
                    ? [command[1], path] + command.dropFirst(2) : [path] + command.dropFirst())
            let script = "ulimit -v \(Self.addressSpaceKiB); ulimit -t \(Self.cpuSeconds); exec \"$0\" \"$@\""
            let start = Date()
            let result = try ProcessRun.run(
                executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, AssetMirrorBinary.url.path] + arguments,
                in: repository, scratch: workspace.url, environment: ["CI": "true"]
            ).text
            let seconds = Date().timeIntervalSince(start)
            #expect(
                [0, 1, 2, 64].contains(result.status),
                "\(name), \(arguments): status \(result.status)\n\(result.stderr)")
            #expect(seconds < Double(Self.cpuSeconds), "\(name), \(arguments): \(seconds) s")
            #expect(
                !result.stderr.contains("hunter2") && !result.stderr.contains("unclosed")
                    && !result.stderr.contains("root:x:0"))
        }
        // The review page fetches nothing and writes no invisible character raw (point 6).
        let page = try? String(contentsOf: repository.appendingPathComponent("review.html"), encoding: .utf8)
        if name.hasPrefix("SVGs") { #expect(page?.contains("a.svg") == true, "\(name): no review page of the sets") }
        if let page {
            #expect(!page.contains("attacker.invalid"), "\(name): the review page fetches")
            for invisible in ["\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}", "\u{200F}"] {
                #expect(!page.contains(invisible), "\(name): the review page holds an invisible character raw")
            }
        }
    }
}
