import Foundation
import Testing

@testable import AssetMirror

/// A folder listed, and a file in it read, through the folder's descriptor (``OpenFolder``)
/// gives what `opendir`/`readdir` and a read by the whole path gave: the same entries, the same
/// errors, naming the same paths.
@Suite struct OpenFolderTests {
    /// The folder at `path` as `readdir` lists it, sorted by bytes: the reference, written
    /// as ``FolderListing`` listed before it read entries through the descriptor.
    func readdirListing(_ path: String) throws -> [String] {
        guard let stream = opendir(path) else { throw FileIOError.last(.listFolder, path: path) }
        defer { closedir(stream) }
        var entries: [(bytes: [UInt8], line: String)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes != [0x2E] && bytes != [0x2E, 0x2E] else { continue }
            let type = entry.pointee.d_type
            let line = "\(String(decoding: bytes, as: UTF8.self)) \(type == DT_DIR) \(type == DT_REG)"
            entries.append((bytes, line))
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.line)
    }

    func listing(_ path: String) throws -> [String] {
        try FolderListing.typedListing(in: path).entries.map { "\($0.name) \($0.isFolder) \($0.isRegularFile)" }
    }

    /// More entries than one read of the descriptor takes (its buffer is 1 KB), names of every
    /// length up to 255 bytes (the most a name can have), a folder, a link, a named pipe and a name that is not UTF-8.
    @Test func aFolderListsAsReaddirListsIt() throws {
        let folder = try TemporaryFolder()
        for index in 0..<300 {
            try folder.write("root/" + String(repeating: "n", count: 1 + index % 248) + "\(index).png", [1])
        }
        try folder.write("root/Sub.imageset/Contents.json", [1])
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("root/link").path, withDestinationPath: "Sub.imageset")
        #expect(mkfifo(folder.url("root/pipe").path, 0o644) == 0)
        let namedNotUTF8 = folder.writeFileNamedNotUTF8(in: "root")
        let root = folder.url("root").path
        let expected = try readdirListing(root)
        #expect(expected.count == 303 + (namedNotUTF8 ? 1 : 0))
        #expect(try listing(root) == expected)
        #expect(try FolderListing.typedListing(in: root).undecodable == (namedNotUTF8 ? ["bad\u{FFFD}"] : []))
        #expect(try listing(folder.url("root/Sub.imageset").path) == ["Contents.json false true"])
    }

    /// A folder that cannot be opened fails as `opendir` failed: the same operation, `errno`
    /// and path.
    @Test func aFolderThatCannotBeOpenedFailsAsOpendirDid() throws {
        let folder = try TemporaryFolder()
        try folder.write("file.txt", [1])
        try folder.write("Locked/x.txt", [1])
        let locked = folder.url("Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        for (path, code) in [
            (folder.url("missing").path, ENOENT), (folder.url("file.txt").path, ENOTDIR), (locked, EACCES),
        ] {
            #expect(throws: FileIOError(.listFolder, path: path, code: code)) {
                try UnprivilegedFileAccess.run { try readdirListing(path) }
            }
            #expect(throws: FileIOError(.listFolder, path: path, code: code)) {
                try UnprivilegedFileAccess.run { try listing(path) }
            }
        }
    }

    /// A folder removed once it is open lists as empty, through the descriptor as through
    /// `readdir` (whose failure ends a listing): what a walk saw of a folder removed under it.
    @Test func aFolderRemovedOnceOpenListsAsEmpty() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url("Gone"), withIntermediateDirectories: false)
        let path = folder.url("Gone").path
        let open = try OpenFolder(path: path)
        let stream = try #require(opendir(path))
        defer { closedir(stream) }
        #expect(rmdir(path) == 0)
        #expect(try open.typedListing().entries.isEmpty)
        var names: [String] = []
        while let entry = readdir(stream) { names.append(FolderListing.name(of: entry).name) }
        #expect(names.isEmpty)
    }

    /// A file read by name through its folder's descriptor is the file read by its whole path:
    /// the same bytes, the same errors naming the whole path (missing, a folder, a named pipe,
    /// which is not waited on, a file that cannot be read), a link followed.
    @Test func aFileReadThroughItsFolderIsTheFileReadByItsPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("Set/Contents.json", Array("{}".utf8))
        try folder.write("Set/Folder.json/x", [1])
        try folder.write("Set/locked.json", [1])
        try folder.write("outside.json", Array("[1]".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("Set/link.json").path, withDestinationPath: "../outside.json")
        #expect(mkfifo(folder.url("Set/pipe.json").path, 0o644) == 0)
        chmod(folder.url("Set/locked.json").path, 0)
        let set = folder.url("Set").path
        let open = try OpenFolder(path: set)
        func result(_ read: () throws -> [UInt8]) -> Result<[UInt8], FileIOError> {
            do { return .success(try UnprivilegedFileAccess.run(read)) } catch let error as FileIOError {
                return .failure(error)
            } catch {
                Issue.record(error)
                return .success([])
            }
        }
        func read(_ name: String) -> Result<[UInt8], FileIOError> {
            result { try open.readFile(named: name, path: set + "/" + name) }
        }
        func readByPath(_ name: String) -> Result<[UInt8], FileIOError> {
            result { try FileContents.read(set + "/" + name) }
        }
        let cases: [(String, Result<[UInt8], FileIOError>)] = [
            ("Contents.json", .success(Array("{}".utf8))),
            ("link.json", .success(Array("[1]".utf8))),
            ("missing.json", .failure(FileIOError(.read, path: set + "/missing.json", code: ENOENT))),
            (
                "Folder.json",
                .failure(FileIOError(.notARegularFile, path: set + "/Folder.json", code: 0, kind: .folder))
            ),
            (
                "pipe.json",
                .failure(FileIOError(.notARegularFile, path: set + "/pipe.json", code: 0, kind: .namedPipe))
            ),
        ]
        for (name, expected) in cases {
            #expect(read(name) == expected, "\(name)")
            #expect(readByPath(name) == expected, "\(name)")
        }
        if getuid() != 0 || UnprivilegedFileAccess.isAvailable {
            let locked = Result<[UInt8], FileIOError>.failure(
                FileIOError(.read, path: set + "/locked.json", code: EACCES))
            #expect(read("locked.json") == locked)
            #expect(readByPath("locked.json") == locked)
        }
    }
}
