import Foundation
import Testing

@testable import AssetMirror

/// ``OutputFile``: the policy for files the user names, as values (the commands' use of it is
/// tested through the binary, `OutputFileCommandTests`).
@Suite struct OutputFileTests {
    @Test(arguments: [
        ("x", ".", "x"), ("/x", "/", "x"), ("a/b/c", "a/b", "c"), ("a//b", "a", "b"), ("a/", "a", ""),
        ("//x", "/", "x"), ("./x", ".", "x"),
    ])
    func folderAndNameAreSplitAsStrings(path: String, folder: String, name: String) {
        let split = OutputFile.folderAndName(of: path)
        #expect(split.folder == folder)
        #expect(split.name == name)
    }

    @Test func eachRefusalNamesThePathAndWhy() throws {
        let folder = try TemporaryFolder()
        try folder.write("file", [1])
        #expect(mkfifo(folder.url("pipe").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url("link").path, withDestinationPath: "file")
        let root = folder.url.path
        let cases: [(String, OutputFileError)] = [
            ("\(root)/pipe", .notARegularFile(path: "\(root)/pipe", kind: .namedPipe)),
            ("\(root)/link", .notARegularFile(path: "\(root)/link", kind: .symbolicLink)),
            (root, .notARegularFile(path: root, kind: .folder)),
            ("\(root)/..", .notAFileName(path: "\(root)/..")),
            ("\(root)/no/x", .missingFolder(path: "\(root)/no/x", folder: "\(root)/no")),
            ("\(root)/file/x", .folderIsNotAFolder(path: "\(root)/file/x", folder: "\(root)/file", kind: .regularFile)),
        ]
        for (path, expected) in cases {
            #expect(throws: expected) { try OutputFile(checking: path) }
        }
        #expect(throws: OutputFileError.sameFile(path: "\(root)/./new", other: "\(root)/new")) {
            try OutputFile.refuseSharedFiles(["\(root)/new", "\(root)/./new"])
        }
        // A hard link is the same file by another name.
        #expect(link(folder.url("file").path, folder.url("hard").path) == 0)
        #expect(throws: OutputFileError.sameFile(path: "\(root)/hard", other: "\(root)/file")) {
            try OutputFile.refuseSharedFiles(["\(root)/file", "\(root)/hard"])
        }
    }

    @Test func writesReplaceOrAppendAndCreateNoFolder() throws {
        let folder = try TemporaryFolder()
        let file = try OutputFile(checking: folder.url("out.txt").path)
        try file.write(Array("a".utf8))
        try file.write(Array("b".utf8), appending: true)
        #expect(try folder.contents("out.txt") == Array("ab".utf8))
        try file.write(Array("c".utf8))
        #expect(try folder.contents("out.txt") == Array("c".utf8))
        // The folder went away between the check and the write: not created again.
        let inner = try folder.write("sub/keep", [])
        let later = try OutputFile(checking: folder.url("sub/out.txt").path)
        try FileManager.default.removeItem(at: inner.deletingLastPathComponent())
        #expect(throws: (any Error).self) { try later.write([1]) }
        #expect(!FileManager.default.fileExists(atPath: folder.url("sub").path))
    }
}
