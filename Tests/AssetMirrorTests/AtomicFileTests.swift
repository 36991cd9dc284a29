import Foundation
import Testing

@testable import AssetMirror

@Suite struct AtomicFileTests {
    @Test func writesTheBytesAndCreatesMissingFolders() throws {
        let folder = try TemporaryFolder()
        try AtomicFile.write([1, 2, 3], to: folder.url("a/b/c.png"))
        #expect(try folder.contents("a/b/c.png") == [1, 2, 3])
        #expect(folder.allFiles() == ["a/b/c.png"])
    }

    @Test(arguments: [false, true])
    func replacesAFileKeepingItsPermissionsAndLeavesNoTemporaryFile(sync: Bool) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("icon.png", Array(repeating: 9, count: 1000))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFile.write([4, 5], to: file, sync: sync)
        #expect(try folder.contents("icon.png") == [4, 5])
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(folder.allFiles() == ["icon.png"])
    }

    /// The new bytes arrive as a new file renamed over the old name, never written into the old
    /// file: a reader that opened the old file (here, a second name for it) still sees all of
    /// its old bytes, which is what leaves a killed run no half-written file.
    @Test func replacesAFileByRenamingANewOneOverItNeverRewritingIt() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("icon.png", Array(repeating: 9, count: 1000))
        #expect(link(file.path, folder.url("held").path) == 0)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        try AtomicFile.write([4, 5], to: file)
        #expect(try folder.contents("icon.png") == [4, 5])
        #expect(try folder.contents("held") == Array(repeating: 9, count: 1000))
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int != before)
    }

    /// A name of 255 bytes, the most a name may have, is written: its temporary file's name is
    /// cut short rather than failing with "File name too long". `é` is two bytes, so one cut
    /// falls inside it and must stop before it.
    @Test(arguments: [String(repeating: "a", count: 251) + ".png", String(repeating: "é", count: 125) + "x.png"])
    func writesAFileWhoseNameIsAsLongAsANameMayBe(name: String) throws {
        #expect(name.utf8.count <= AtomicFile.maximumNameLength)
        let folder = try TemporaryFolder()
        try AtomicFile.write([1, 2], to: folder.url(name))
        #expect(try folder.contents(name) == [1, 2])
        #expect(folder.allFiles() == [name])
        for tag in ["1-abc-0", "123456-" + String(repeating: "z", count: 13) + "-" + String(UInt64.max, radix: 36)] {
            let temporary = AtomicFile.temporaryName(for: name, tag: tag)
            #expect(temporary.utf8.count <= AtomicFile.maximumNameLength)
            #expect(temporary.hasPrefix(".") && temporary.hasSuffix("." + tag + AtomicFile.temporarySuffix))
        }
        #expect(AtomicFile.temporaryName(for: "back.png", tag: "1-a-0") == ".back.png.1-a-0.assetmirror-tmp")
    }

    @Test func writesAnEmptyFile() throws {
        let folder = try TemporaryFolder()
        try AtomicFile.write([], to: folder.url("empty"))
        #expect(try folder.contents("empty") == [])
    }

    @Test func aFailedRenameRemovesTheTemporaryFileAndKeepsWhatWasThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("taken/inside.png", [1]) // a non-empty folder where the file should go
        #expect(throws: FileIOError(.rename, path: folder.url("taken").path, code: EISDIR)) {
            try AtomicFile.write([7, 7], to: folder.url("taken"))
        }
        #expect(folder.allFiles() == ["taken/inside.png"])
    }

    @Test func aFileInTheWayOfAFolderIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("blocker", [1])
        #expect(throws: FileIOError(.createFolder, path: folder.url("blocker").path, code: ENOTDIR)) {
            try AtomicFile.write([7], to: folder.url("blocker/sub/x.png"))
        }
        #expect(folder.allFiles() == ["blocker"])
    }

    @Test func manyWritersOfOneFolderNeverLeaveAPartialFile() throws {
        let folder = try TemporaryFolder()
        let payloads = (0..<8).map { [UInt8](repeating: UInt8($0), count: 64 * 1024) }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for _ in 0..<5 { try! AtomicFile.write(payloads[index], to: folder.url("new/shared.bin")) }
        }
        // Whichever writer renamed last, the file is one whole payload.
        #expect(payloads.contains(try folder.contents("new/shared.bin")))
        #expect(folder.allFiles() == ["new/shared.bin"])
    }

    @Test func describesTheFailureWithTheSystemsReason() {
        #expect(
            FileIOError(.createFolder, path: "out/sub", code: ENOTDIR).description
                == "cannot create folder out/sub (Not a directory)")
        #expect(FileIOError(.notARegularFile, path: "Icons", code: 0).description == "not a regular file: Icons")
        #expect(
            FileIOError(.notARegularFile, path: "Icons/a.png", code: 0, kind: .socket).description
                == "not a regular file: Icons/a.png is a socket")
    }

    /// Messages name paths as the user typed them, not as the absolute paths the system calls
    /// were made on: the file itself, or a folder above it.
    @Test func anErrorIsRenamedToThePathTheUserTyped() {
        let actual = "/home/me/project/out/Icons/back.png"
        let shown = "out/Icons/back.png"
        #expect(
            FileIOError(.read, path: actual, code: EACCES).naming(actual, as: shown).description
                == "cannot read out/Icons/back.png (Permission denied)")
        #expect(
            FileIOError(.createFolder, path: "/home/me/project/out/Icons", code: EACCES).naming(actual, as: shown).path
                == "out/Icons")
        #expect(
            FileIOError(.createFolder, path: "/home/me/project/out", code: EACCES).naming(actual, as: shown).path
                == "out")
        // Above what the user typed, the absolute path is all there is.
        #expect(
            FileIOError(.createFolder, path: "/home/me/project", code: EACCES).naming(actual, as: shown).path
                == "/home/me/project")
        // A path that is not on the way to the file is kept.
        #expect(
            FileIOError(.createFolder, path: "/home/me/other", code: EACCES).naming(actual, as: shown).path
                == "/home/me/other")
        #expect(
            FileIOError(.createFolder, path: "/home/me/project/ou", code: EACCES).naming(actual, as: shown).path
                == "/home/me/project/ou")
    }
}
