import Foundation
import Testing

/// Output compared with a committed file under `TestAssets/`, or written to it when
/// `ASSETMIRROR_REGENERATE_EXPECTED=1` (then review the diff; CI fails on any drift).
///
/// The same switch as the reporters' tests (`Tests/AssetMirrorTests/ReporterFixtures.swift`);
/// test targets cannot share files, so each has its own few lines.
enum ExpectedFile {
    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["ASSETMIRROR_REGENERATE_EXPECTED"] == "1"
    }

    /// Expects `output` to equal the file at `path` below `TestAssets/`, or writes it there.
    static func check(_ output: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let file = TestAssets.repositoryRoot.appendingPathComponent("TestAssets/" + path)
        if regenerating {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            return
        }
        let expected = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(
            output == expected,
            "output differs from TestAssets/\(path); if the change is deliberate, rerun with ASSETMIRROR_REGENERATE_EXPECTED=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
