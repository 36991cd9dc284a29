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
        #expect(throws: FileIOError(.notARegularFile, path: folder.url("sub").path, code: 0, kind: .folder)) {
            try FileContents.read(folder.url("sub").path)
        }
    }

    /// A named pipe fails at once, saying what it is, rather than waiting for a writer that
    /// never comes (the test would hang without `O_NONBLOCK`).
    @Test func aNamedPipeIsNamedAndNeverWaitedOn() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.url("icon.png").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let expected = FileIOError(.notARegularFile, path: pipe, code: 0, kind: .namedPipe)
        #expect(throws: expected) { try FileContents.read(pipe) }
        #expect(throws: expected) { try FileContents.prefix(of: pipe, count: 512) }
        #expect(expected.description == "not a regular file: \(pipe) is a named pipe (FIFO)")
    }

    /// `open` refuses a socket with ENXIO ("No such device or address"), which would send the
    /// user looking for a device; the error says it is a socket.
    @Test func aSocketIsNamedAsOne() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("icon.png").path
        let socket = try UnixSocket(boundAt: path)
        defer { socket.close() }
        #expect(throws: FileIOError(.notARegularFile, path: path, code: 0, kind: .socket)) {
            try FileContents.read(path)
        }
    }
}

/// A Unix-domain socket bound at a path, which leaves a socket file there.
struct UnixSocket {
    let descriptor: Int32

    struct Failure: Error {}

    init(boundAt path: String) throws {
        #if canImport(Glibc) || canImport(Musl)
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure() }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw Failure() }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw Failure() }
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Musl)
        _ = Musl.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
