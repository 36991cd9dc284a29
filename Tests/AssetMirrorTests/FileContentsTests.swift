import Foundation
import Testing
@testable import AssetMirror

@Suite struct FileContentsTests {
    @Test func readsAPrefixOfAFileOrTheWholeOfAShorterOne() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("icon.png", Array(0..<100))
        #expect(try FileContents.prefix(of: file.path, count: 10) == Array(0..<10))
        #expect(try FileContents.prefix(of: file.path, count: 512) == Array(0..<100))
        #expect(try FileContents.prefix(ofRegularFile: file.path, size: 100, count: 10) == Array(0..<10))
        #expect(try FileContents.prefix(ofRegularFile: file.path, size: 100, count: 512) == Array(0..<100))
        #expect(try FileContents.read(file.path) == Array(0..<100))
    }

    /// The planner's prefix read trusts the walk's `lstat` about the file, so it reads no more
    /// than the size found then, and a file that shrank since gives what is left.
    @Test func aPrefixOfAKnownRegularFileStopsAtTheSizeFoundBefore() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("icon.png", Array(0..<100))
        #expect(try FileContents.prefix(ofRegularFile: file.path, size: 40, count: 512) == Array(0..<40))
        #expect(try FileContents.prefix(ofRegularFile: file.path, size: 200, count: 512) == Array(0..<100))
    }

    @Test func aPrefixOfAKnownRegularFileRefusesALinkPutInItsPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("target.png", [1, 2, 3])
        let link = folder.url("icon.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.png")
        #expect(throws: FileIOError(.read, path: link.path, code: ELOOP)) {
            try FileContents.prefix(ofRegularFile: link.path, size: 3, count: 512)
        }
        #expect(try FileContents.prefix(of: link.path, count: 512) == [1, 2, 3])
    }

    @Test func aFolderIsNotARegularFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("sub/x.png", [1])
        #expect(throws: FileIOError(.notARegularFile, path: folder.url("sub").path, code: 0)) {
            try FileContents.read(folder.url("sub").path)
        }
    }
}
