import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// Folder and name of a path by string work: the values `NSString` gives, without its trap on
/// one-character relative paths (`x`), which on Linux ends the process with SIGILL.
@Suite struct PathTextTests {
    @Test(arguments: [
        ("", "", ""), ("/", "/", "/"), ("//", "/", "/"), ("x", "", "x"), ("x/", "", "x"), ("é", "", "é"),
        (".", "", "."), ("..", "", ".."), ("/x", "/", "x"), ("a/x", "a", "x"), ("a/b/", "a", "b"),
        ("a//b", "a", "b"), ("/a/b/c", "/a/b", "c"), ("./x", ".", "x"), ("ab", "", "ab"),
    ])
    func folderAndName(path: String, folder: String, name: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.name(of: path) == name)
    }

    /// Random paths of short, odd components: the folder is where the path starts, the name
    /// where it ends (less trailing slashes), and nothing between them but slashes.
    @Test func randomShortPathsSplitIntoFolderSlashesAndName() {
        var random = SplitMix64(seed: 29)
        let pieces = ["x", "é", ".", "..", "-", " ", "a b", "\u{202E}", "ab", ""]
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...4, using: &random)
            let components = (0..<count).map { _ in pieces.randomElement(using: &random)! }
            let path = (Bool.random(using: &random) ? "/" : "") + components.joined(separator: "/")
            let folder = PathText.folder(of: path)
            let name = PathText.name(of: path)
            var trimmed = Substring(path)
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            #expect(trimmed.hasSuffix(name), "\(path)")
            #expect(path.hasPrefix(folder), "\(path)")
            guard folder != "/", !folder.isEmpty else { continue }
            let between = trimmed.dropFirst(folder.count).dropLast(name.count)
            #expect(!between.isEmpty && between.allSatisfy { $0 == "/" }, "\(path)")
        }
    }
}

/// The searches over folders whose entries have short, odd and non-UTF-8 names: nothing traps,
/// and the catalog among them is found.
@Suite struct OddNameWalkTests {
    static let names: [[UInt8]] = [
        Array("x".utf8), Array("é".utf8), Array("-".utf8), Array(" ".utf8), Array("..x".utf8), Array("\u{202E}".utf8),
        Array("a\nb".utf8), [0xFF], [0x80], [0xC3], Array("x.xcassets".utf8), Array("y.xcodeproj".utf8),
    ]

    /// Makes a file or a folder named by `name`'s bytes in `folder`; false when the file system
    /// refuses the name (macOS's refuse bytes that are not UTF-8).
    static func make(_ name: [UInt8], in folder: String, isFolder: Bool) -> Bool {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        return path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { path in
                if isFolder { return mkdir(path, 0o755) == 0 }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                guard descriptor >= 0 else { return false }
                close(descriptor)
                return true
            }
        }
    }

    @Test func aSearchOverOddNamesFindsTheCatalogAmongThem() throws {
        var random = SplitMix64(seed: 8)
        for round in 0..<20 {
            let folder = try TemporaryFolder()
            try folder.write("Real.xcassets/Contents.json", Array("{}".utf8))
            var made: [String] = [folder.url.path]
            for _ in 0..<12 {
                let parent = made.randomElement(using: &random)!
                let name = Self.names.randomElement(using: &random)!
                let isFolder = Bool.random(using: &random)
                if Self.make(name, in: parent, isFolder: isFolder), isFolder,
                    let decoded = String(validating: name, as: UTF8.self)
                {
                    made.append(parent + "/" + decoded)
                }
            }
            // The top folder always holds a one-character file, the name that trapped.
            _ = Self.make(Array("x".utf8), in: folder.url.path, isFolder: false)
            let (scan, errors) = ProjectSearch().scan([folder.url.path])
            #expect(errors.isEmpty, "round \(round)")
            #expect(scan.catalogs.contains { $0.path == folder.url.path + "/Real.xcassets" }, "round \(round)")
        }
    }
}
