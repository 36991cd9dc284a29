import Foundation

@testable import AssetMirror

/// A fresh folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("assetmirror-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` at `path` below the folder, creating folders on the way.
    @discardableResult
    func write(_ path: String, _ bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func url(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Creates an empty file `bad` + the byte 0xFF (a name that is not UTF-8) in the folder at
    /// `folder` below this one; returns whether the file system took the name (macOS's refuse it).
    func writeFileNamedNotUTF8(in folder: String) -> Bool {
        let name = Array(url(folder).appendingPathComponent("bad").path.utf8) + [0xFF, 0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            }
        }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Every file below the folder, hidden ones included, as sorted relative paths.
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)!
        return enumerator.compactMap { entry -> String? in
            let path = entry as! String
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : path
        }.sorted()
    }

    func contents(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    /// Whether the system's temporary folder keeps `x` and `X` apart: Linux's file systems do,
    /// macOS's default ones do not. For tests that need two names differing only in case.
    static let distinguishesCase: Bool = {
        guard let folder = try? TemporaryFolder(),
            FileManager.default.createFile(atPath: folder.url("x").path, contents: Data())
        else { return false }
        return !FileManager.default.fileExists(atPath: folder.url("X").path)
    }()

    /// Whether the system's temporary folder takes a name that is not UTF-8: Linux's file
    /// systems do, macOS's refuse it. For tests that need such a name.
    static let takesNamesNotUTF8: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        return folder.writeFileNamedNotUTF8(in: "")
    }()

    /// Whether the system's temporary folder keeps `é` precomposed (NFC) and decomposed (NFD)
    /// apart: Linux's file systems do, macOS's keep one file for both names.
    static let distinguishesNormalization: Bool = {
        guard let folder = try? TemporaryFolder(),
            FileManager.default.createFile(atPath: folder.url("\u{E9}").path, contents: Data())
        else { return false }
        return !FileManager.default.fileExists(atPath: folder.url("e\u{301}").path)
    }()
}

/// Bytes that start with each format's signature; the planner reads no further.
enum Signature {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    static let gif = Array("GIF89a".utf8)
    static let pdf = Array("%PDF-1.7\n".utf8)
    static let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
    static let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8)
}

/// A codec that "mirrors" by reversing the bytes after the signature, so tests can check
/// exactly what was written without depending on the real PNG or JPEG adapters.
///
/// Data containing `CORRUPT` fails as malformed; data containing `REENCODE` is reported as
/// re-encoded.
struct ReversingCodec: ImageCodec {
    var format: ImageFormat

    func header(of data: [UInt8]) throws(CodecError) -> ImageHeader {
        ImageHeader(format: format, width: 1, height: 1, pixelFormat: .gray8)
    }

    func decode(_ data: [UInt8], limits: DecodeLimits) throws(CodecError) -> PixelBuffer {
        PixelBuffer(width: 1, height: 1, format: .gray8)
    }

    func mirror(_ data: [UInt8], options: MirrorOptions) throws(CodecError) -> MirroredImage {
        let text = String(decoding: data, as: UTF8.self)
        if text.contains("CORRUPT") { throw .malformed(format, message: "fake corruption") }
        let signatureLength = format == .png ? 8 : 4
        let bytes = Array(data.prefix(signatureLength)) + data.dropFirst(signatureLength).reversed()
        let method: MirrorMethod = text.contains("REENCODE") ? .reencoded(reason: "fake reason") : .lossless
        return MirroredImage(bytes: bytes, method: method)
    }

    static let both: [any ImageCodec] = [ReversingCodec(format: .png), ReversingCodec(format: .jpeg)]
}
