import AssetMirror
import Foundation

/// Compares what `generate` wrote with a committed expected tree, byte for byte except where
/// the bytes depend on the versions of the system's compression libraries.
///
/// A mirrored PNG's image data is deflated by the system's libdeflate (or zlib, through libpng),
/// whose output changes from release to release while the pixels cannot: the expected tree was
/// made on Debian 12, and Ubuntu or Homebrew ship other releases. So a PNG that differs counts as
/// the same when every chunk but IDAT is identical and both decode to the same pixels; a
/// generation record (`.assetmirror.json`) that differs counts as the same when it differs only in
/// the SHA-256 of generated files and each of its hashes is that of the file beside it. A PDF is
/// written by qpdf, whose streams go through the system's zlib (Apple's differs from Debian's):
/// one that differs counts as the same when every page renders to the same pixels. Every other
/// file (JSON, JPEG, SVG) must match byte for byte.
public enum GeneratedTree {
    /// The paths in either tree whose files differ, sorted; empty when the trees match.
    public static func differences(_ actual: [String: [UInt8]], _ expected: [String: [UInt8]]) -> [String] {
        Set(actual.keys).union(expected.keys).filter { path in
            guard let mine = actual[path], let theirs = expected[path] else { return true }
            let name = (path as NSString).lastPathComponent
            if name == SetRecord.fileName {
                // Every record's hashes are checked against the files, changed or not.
                let folder = (path as NSString).deletingLastPathComponent
                return !(isSameRecord(mine, theirs) && hashesMatch(record: mine, folder: folder, in: actual))
            }
            if mine == theirs { return false }
            switch (name as NSString).pathExtension.lowercased() {
            case "png": return !isSamePNG(mine, theirs)
            case "pdf": return !rendersTheSame(pdf: mine, theirs)
            default: return true
            }
        }.sorted()
    }

    /// Every file below `folder` (hidden ones included; assetmirror's temporary files and the
    /// CLI tests' captured `.stdout-`/`.stderr-` files left out) and its bytes, by path below it.
    public static func files(below folder: URL) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let path as String in enumerator where !isScratch(path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) {
                files[path] = [UInt8](data)
            }
        }
        return files
    }

    /// A file no run is expected to leave: an atomic write's temporary file, or a CLI test's
    /// captured output.
    public static func isScratch(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(AtomicFile.temporarySuffix) || name.hasPrefix(".stdout-") || name.hasPrefix(".stderr-")
    }

    /// The same chunks apart from IDAT, and the same pixels.
    static func isSamePNG(_ actual: [UInt8], _ expected: [UInt8]) -> Bool {
        let withoutImageData = { (png: [UInt8]) in PNGTestChunk.chunks(of: png).filter { $0.type != "IDAT" } }
        guard withoutImageData(actual) == withoutImageData(expected) else { return false }
        let codec = PNGCodec()
        guard let mine = try? codec.decode(actual, limits: .default),
            let theirs = try? codec.decode(expected, limits: .default)
        else { return false }
        return mine == theirs
    }

    /// Every page of both PDFs renders to the same pixels (pdftoppm, 72 dpi), and they have
    /// the same number of pages.
    static func rendersTheSame(pdf actual: [UInt8], _ expected: [UInt8]) -> Bool {
        for page in 1... {
            let mine = try? VectorRenderer.render(pdf: actual, page: page, dpi: 72)
            let theirs = try? VectorRenderer.render(pdf: expected, page: page, dpi: 72)
            if mine != theirs { return false }
            if mine == nil { return page > 1 }
        }
        return false
    }

    /// The records' text with every generated file's `"sha256"` value blanked.
    static func isSameRecord(_ actual: [UInt8], _ expected: [UInt8]) -> Bool {
        maskingHashes(actual) == maskingHashes(expected)
    }

    /// Whether each generated file the record names has the SHA-256 the record gives it.
    static func hashesMatch(record: [UInt8], folder: String, in tree: [String: [UInt8]]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any],
            let generated = object["generated"] as? [[String: Any]]
        else { return false }
        return generated.allSatisfy { entry in
            guard let file = entry["file"] as? String, let hash = entry["sha256"] as? String,
                let bytes = tree[folder.isEmpty ? file : folder + "/" + file]
            else { return false }
            return SHA256.hexDigest(bytes) == hash
        }
    }

    private static func maskingHashes(_ record: [UInt8]) -> String {
        String(decoding: record, as: UTF8.self)
            .replacingOccurrences(
                of: #""sha256" : "[0-9a-f]{64}""#, with: #""sha256" : "…""#, options: .regularExpression)
    }
}
