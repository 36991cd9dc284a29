import Foundation

/// The files a `generate` plan reads, each read at most once and hashed at most once.
///
/// The plan consults the catalogs and the derived output from several angles (a set's sources,
/// its existing variants and record, the copy of each file, the leftovers of a derived catalog,
/// the direction table); every one of them goes through one snapshot, so that a file is opened
/// once per run, and the runner then works from the bytes the plan holds rather than reading
/// again. It lives while the plan is made: every byte read, a catalog's worth of memory at most,
/// its peak; the plan keeps only the bytes it writes.
///
/// Shared by the workers that plan sets at once, under one lock held only to look up and store:
/// a file is read and hashed outside it, so reads of different files overlap. The sets' files
/// are their own folders', so no two workers ask for one file; should they, both read it and the
/// first answer stored is the one every later call gets.
final class GenerationSnapshot: @unchecked Sendable {
    private let reader: any GenerationFileReader
    private let lock = NSLock()
    // Keyed by the path's bytes: Swift's `String` equality takes `café` and `cafe` + U+0301 as
    // one key, and on Linux they are two files.
    private var files: [PathKey: Known] = [:]

    /// What is known of one path: what reading it gave, and its fingerprint once asked for.
    private struct Known {
        var read: Result<[UInt8]?, FileIOError>
        var sha256: String?
    }

    /// A path's bytes with their hash, computed once as one block, and compared by that hash
    /// then by `memcmp`: `[UInt8]`'s own `Hashable` feeds the hasher a byte at a time and its
    /// `==` compares a byte at a time, once for each key a lookup probes, and a no-op run looks
    /// up tens of thousands of paths that differ only near their ends.
    private struct PathKey: Hashable {
        let bytes: [UInt8]
        let digest: Int

        init(_ path: String) {
            bytes = Array(path.utf8)
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            digest = hasher.finalize()
        }

        static func == (lhs: PathKey, rhs: PathKey) -> Bool {
            guard lhs.digest == rhs.digest, lhs.bytes.count == rhs.bytes.count else { return false }
            return lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in
                    left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    init(reader: any GenerationFileReader) { self.reader = reader }

    /// The bytes of the file at `url`, or `nil` when nothing is there.
    func bytes(_ url: URL) throws(FileIOError) -> [UInt8]? {
        try bytes(atPath: url.path)
    }

    func bytes(atPath path: String) throws(FileIOError) -> [UInt8]? {
        try read(PathKey(path), path).get()
    }

    /// The file's bytes and fingerprint, or `nil` when nothing is there: one look-up for both.
    func bytesAndSHA256(atPath path: String) throws(FileIOError) -> (bytes: [UInt8], sha256: String)? {
        let key = PathKey(path)
        guard let bytes = try read(key, path).get() else { return nil }
        return (bytes, sha256(of: bytes, key: key))
    }

    private func read(_ key: PathKey, _ path: String) -> Result<[UInt8]?, FileIOError> {
        if let known = lock.withLock({ files[key]?.read }) { return known }
        var result: Result<[UInt8]?, FileIOError>
        do { result = .success(try reader.bytesIfPresent(at: path)) } catch { result = .failure(error) }
        lock.withLock {
            if let first = files[key]?.read { result = first } else { files[key] = Known(read: result) }
        }
        return result
    }

    /// Takes `bytes` as the file at `url`, read already by someone else: the catalog reader,
    /// which parses every `Contents.json` (and a parsed document keeps the bytes it came from).
    func know(_ bytes: [UInt8], atPath path: String) {
        let key = PathKey(path)
        lock.withLock {
            if files[key] == nil { files[key] = Known(read: .success(bytes)) }
        }
    }

    /// Every `Contents.json` `catalog`'s reader parsed, as ``know(_:at:)`` takes it.
    func know(_ catalog: AssetCatalog) {
        let root = catalog.url.path
        lock.withLock { files.reserveCapacity(files.count + catalog.groups.count + catalog.sets.count + 1) }
        if let contents = catalog.contents { know(contents.serialized(), atPath: root + "/Contents.json") }
        for group in catalog.groups {
            if let contents = group.contents {
                know(contents.serialized(), atPath: root + "/" + group.relativePath + "/Contents.json")
            }
        }
        for set in catalog.sets {
            if let contents = set.contents { know(contents.serialized(), atPath: root + "/" + set.contentsPath) }
        }
    }

    /// The SHA-256 of the file at `path` in lowercase hex, or `nil` when nothing is there.
    func sha256(atPath path: String) throws(FileIOError) -> String? {
        try bytesAndSHA256(atPath: path)?.sha256
    }

    /// The SHA-256 of `bytes`, read (through ``read(_:_:)``) from the path `key` is made of:
    /// hashed once however often it is asked.
    private func sha256(of bytes: [UInt8], key: PathKey) -> String {
        if let digest = lock.withLock({ files[key]?.sha256 }) { return digest }
        let digest = SHA256.hexDigest(bytes)
        return lock.withLock {
            if let first = files[key]?.sha256 { return first }
            files[key]?.sha256 = digest
            return digest
        }
    }
}
