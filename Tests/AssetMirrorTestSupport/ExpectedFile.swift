import Foundation

/// Output checked against a committed expected file (or tree of files) under `TestAssets/`:
/// the one place that compares, reports a mismatch, and regenerates.
///
/// With `ASSETMIRROR_REGENERATE_EXPECTED=1` in the environment every check writes the actual
/// output over the expected file instead of comparing (review the diff, then commit it; CI runs
/// without the variable, so any drift fails there). A mismatch is thrown as an ``ExpectedFile/Mismatch``:
/// swift-testing records a thrown error as the test's failure, with its description (the file
/// and a short diff), so a check is one line, `try ExpectedFile.check(output, at: file)`.
public enum ExpectedFile {
    /// The environment variable that turns every check into a rewrite.
    public static let regenerateVariable = "ASSETMIRROR_REGENERATE_EXPECTED"

    /// Whether this run rewrites expected files instead of comparing with them.
    public static var regenerating: Bool {
        ProcessInfo.processInfo.environment[regenerateVariable] == "1"
    }

    /// Why an output is not the expected one: the file (from `TestAssets/` on) and what differs.
    public struct Mismatch: Error, CustomStringConvertible {
        public let file: String
        public let difference: String
        public var description: String {
            "output differs from \(file): \(difference)\nIf the change is deliberate, rerun with "
                + "\(ExpectedFile.regenerateVariable)=1 and review the diff."
        }
    }

    /// Expects `actual` to equal the text of `file`, or writes it there when regenerating.
    public static func check(_ actual: String, at file: URL) throws {
        try check(bytes: Array(actual.utf8), at: file)
    }

    /// Expects `actual` to equal the bytes of `file`, or writes it there when regenerating.
    public static func check(bytes actual: [UInt8], at file: URL) throws {
        if regenerating {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: file, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Mismatch(file: displayPath(file), difference: "the expected file is missing")
        }
        let expected = [UInt8](data)
        if actual != expected {
            throw Mismatch(file: displayPath(file), difference: firstDifference(actual, expected))
        }
    }

    /// Expects the files of `actual` (path below the folder → bytes) to match the tree at
    /// `folder` as ``GeneratedTree/differences(_:_:)`` compares them, or replaces the folder
    /// with them when regenerating.
    public static func check(tree actual: [String: [UInt8]], at folder: URL) throws {
        if regenerating {
            try? FileManager.default.removeItem(at: folder)
            for (path, bytes) in actual {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .atomic)
            }
            return
        }
        let differences = GeneratedTree.differences(actual, GeneratedTree.files(below: folder))
        if !differences.isEmpty {
            let shown = differences.prefix(10).map { path in
                actual[path] == nil ? "\(path) (not written)" : "\(path)"
            }
            let more = differences.count > 10 ? " and \(differences.count - 10) more" : ""
            throw Mismatch(
                file: displayPath(folder),
                difference: "\(differences.count) file(s) differ: " + shown.joined(separator: ", ") + more)
        }
    }

    /// The path from `TestAssets/` on, or the whole path for a file elsewhere.
    static func displayPath(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        guard let range = path.range(of: "/TestAssets/", options: .backwards) else { return path }
        return String(path[path.index(after: range.lowerBound)...])
    }

    /// The first line that differs (lines split at LF, so a CR shows), with its number, both
    /// versions and the line counts.
    static func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
        let actualLines = actual.split(separator: 0x0A, omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
        let common = min(actualLines.count, expectedLines.count)
        let index = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
        let show = { (lines: [ArraySlice<UInt8>]) in
            index < lines.count
                ? String(reflecting: String(decoding: lines[index].prefix(300), as: UTF8.self)) : "(none)"
        }
        return """
            line \(index + 1) differs (actual \(actualLines.count) lines, expected \(expectedLines.count))
              expected: \(show(expectedLines))
              actual:   \(show(actualLines))
            """
    }
}
