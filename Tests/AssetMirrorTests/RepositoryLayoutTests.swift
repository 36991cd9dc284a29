import Foundation
import Testing

/// The repository must clone and build on every file system our users have: a Mac's default
/// APFS volume is case-insensitive and normalisation-insensitive, and Windows rejects some
/// characters and names outright. A clone there merges or drops paths that differ only in case,
/// so `Sources/AssetMirror` beside `Sources/assetmirror` once broke `swift build` on every Mac.
@Suite struct RepositoryLayoutTests {
    @Test func noTwoTrackedPathsDifferOnlyInCaseOrNormalisation() throws {
        let paths = try RepositoryFiles.tracked()
        #expect(paths.count > 100, "git ls-files found too few files to be this repository")
        #expect(RepositoryFiles.caseOrNormalisationClashes(among: paths) == [])
    }

    @Test func noTrackedNameIsRejectedByAMacOrWindowsCheckout() throws {
        let rejected = try RepositoryFiles.tracked().flatMap { path in
            path.split(separator: "/").map(String.init).filter { RepositoryFiles.rejectedComponent($0) != nil }
                .map { "\(path): \(RepositoryFiles.rejectedComponent($0)!)" }
        }
        #expect(rejected == [])
    }

    @Test func theClashCheckFindsCaseAndNormalisationTwinsAtAnyDepth() {
        #expect(
            RepositoryFiles.caseOrNormalisationClashes(among: [
                "Sources/AssetMirror/A.swift", "Sources/assetmirror/B.swift", "docs/Caf\u{E9}.md",
                "docs/Cafe\u{301}.md",
                "README.md",
            ]) == ["docs/café.md", "sources/assetmirror"])
    }

    @Test(arguments: [
        ("a:b.png", "':' is not allowed on Windows (and shows as '/' in the Finder)"),
        ("CON", "'CON' is a reserved device name on Windows"),
        ("nul.txt", "'NUL' is a reserved device name on Windows"),
        ("trailing.", "a name ending in '.' or ' ' is changed by Windows"),
        ("tab\there", "a control character is not allowed on Windows"),
        ("what?.png", "'?' is not allowed on Windows"),
    ])
    func theNameCheckRejects(name: String, reason: String) {
        #expect(RepositoryFiles.rejectedComponent(name) == reason)
    }

    @Test(arguments: ["Demo.xcassets", "back@2x.png", "chevron.left.imageset", "CONSOLE.md", ".ci"])
    func theNameCheckAccepts(name: String) {
        #expect(RepositoryFiles.rejectedComponent(name) == nil)
    }
}

/// The repository's tracked files, and the checks a checkout on another file system makes.
enum RepositoryFiles {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// Every path git tracks, relative to the root. Falls back to the files on disk (less the
    /// build folders) in a source tree without `.git`, so the check never silently passes.
    static func tracked() throws -> [String] {
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
            let pipe = Pipe()
            git.standardOutput = pipe
            try git.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            if git.terminationStatus == 0 {
                return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = walker?.nextObject() as? String {
            let first = path.split(separator: "/").first.map(String.init) ?? path
            if first.hasPrefix(".build") || first == ".git" || first == "demo-output" { continue }
            paths.append(path)
        }
        return paths
    }

    /// Every folder or file path (each prefix of each tracked path counts) that another one equals
    /// once both are case-folded and NFC-normalised, as that folded form, sorted.
    static func caseOrNormalisationClashes(among paths: [String]) -> [String] {
        // Spellings are told apart by their bytes: Swift's String equality already ignores
        // normalisation, which is exactly the difference a Linux file system keeps.
        var spellings: [String: Set<[UInt8]>] = [:]
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            for end in components.indices {
                let prefix = components[...end].joined(separator: "/")
                spellings[prefix.precomposedStringWithCanonicalMapping.lowercased(), default: []].insert(
                    Array(prefix.utf8))
            }
        }
        return spellings.filter { $0.value.count > 1 }.keys.sorted()
    }

    private static let windowsReserved: Set<String> =
        Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    /// Why a Mac or Windows checkout would reject or change this path component, or nil.
    static func rejectedComponent(_ name: String) -> String? {
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "a control character is not allowed on Windows"
        }
        if name.contains(":") { return "':' is not allowed on Windows (and shows as '/' in the Finder)" }
        if let bad = name.first(where: { "<>\"|?*\\".contains($0) }) { return "'\(bad)' is not allowed on Windows" }
        if name.hasSuffix(".") || name.hasSuffix(" ") { return "a name ending in '.' or ' ' is changed by Windows" }
        let stem = name.split(separator: ".", maxSplits: 1).first.map { String($0).uppercased() } ?? ""
        if windowsReserved.contains(stem) { return "'\(stem)' is a reserved device name on Windows" }
        return nil
    }
}
