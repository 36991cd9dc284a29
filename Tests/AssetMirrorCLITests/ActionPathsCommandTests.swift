import Foundation
import Testing

/// The Action's verify step, its own bash read from `action.yml` and run with the built binary,
/// over folders a pull request could add whose names read as options. The `paths` input is
/// word-split and glob-expanded, so a glob can hand such a name to `verify`: each must stay a path.
@Suite struct ActionPathsCommandTests {
    /// The `run: |` block of the step whose id is `verify`, its indentation removed.
    static func verifyStepScript() throws -> String {
        let text = try String(
            contentsOf: TestAssets.repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let step = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "id: verify" })
        let run = try #require(
            lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let runIndent = lines[run].prefix { $0 == " " }.count
        var block: [String] = []
        for line in lines[(run + 1)...] {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty, line.prefix(while: { $0 == " " }).count <= runIndent
            {
                break
            }
            block.append(line)
        }
        let indent = try #require(block.first).prefix { $0 == " " }.count
        return block.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    /// A workspace with a catalog holding two errors (format-mismatch) in a folder named `-h`,
    /// and folders named as the options an attacker would pick.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(withIcons: false)
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("-h"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            at: VerifyCommandTests.fixtures.appendingPathComponent("format-mismatch/A.xcassets"),
            to: workspace.url.appendingPathComponent("-h/A.xcassets"))
        for name in ["--manifest-evaluation", "--reporter=json:stolen.json"] {
            try FileManager.default.createDirectory(
                at: workspace.url.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        return workspace
    }

    /// Runs the step as GitHub runs a composite step's bash (`bash --noprofile --norc -eo
    /// pipefail FILE`), with the environment the step declares; returns the run and the
    /// `exit-status` it wrote to `$GITHUB_OUTPUT`.
    static func runStep(paths: String, in workspace: Workspace) throws -> (AssetMirrorBinary.Result, String?) {
        let script = workspace.url.appendingPathComponent(".step.sh")
        try Data(try verifyStepScript().utf8).write(to: script)
        try Data().write(to: workspace.url.appendingPathComponent(".output"))
        let run = try ProcessRun.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", script.path],
            in: workspace.url, scratch: workspace.url,
            environment: [
                "ASSETMIRROR": AssetMirrorBinary.url.path, "PATHS": paths, "STRICT": "false", "CONFIG": "",
                "SARIF": "out.sarif", "REVIEW_PAGE": "false", "REVIEW_PAGE_FILE": "review.html",
                "GITHUB_OUTPUT": workspace.url.appendingPathComponent(".output").path,
                "GITHUB_STEP_SUMMARY": workspace.url.appendingPathComponent("summary.md").path, "CI": "true",
            ]
        ).text
        let output = try String(contentsOf: workspace.url.appendingPathComponent(".output"), encoding: .utf8)
        let status = output.components(separatedBy: "\n").first { $0.hasPrefix("exit-status=") }?.dropFirst(12)
        return (run, status.map(String.init))
    }

    /// Was: `verify -h --reporter …`, which printed the help and exited 0, so the gate passed
    /// over a catalog with errors.
    @Test(arguments: ["*/*.xcassets", "*"])
    func aFolderNamedAsAnOptionIsVerifiedAsAPath(paths: String) throws {
        let workspace = try Self.workspace()
        let (run, status) = try Self.runStep(paths: paths, in: workspace)
        #expect(run.status == 0, "the step records the status for a later step: \(run.stderr)")
        #expect(status == "2", "stdout: \(run.stdout) stderr: \(run.stderr)")
        #expect(!run.stdout.contains("USAGE:"))
        #expect(run.stdout.contains("::error file=-h/A.xcassets/icon.imageset/icon.png"), "\(run.stdout)")
        let sarif = try String(contentsOf: workspace.url.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("-h/A.xcassets/icon.imageset/photo.jpg"))
        // `--reporter=json:stolen.json` was a folder's name, not a reporter.
        #expect(!workspace.exists("stolen.json"))
        #expect(run.stderr.hasSuffix("Verified 1 catalog, 1 set: 2 errors, 0 warnings.\n"), "\(run.stderr)")
    }
}
