/// Lists folders with `readdir`, the one place that does, so that every walk sees the same
/// names in the same order.
public enum FolderListing {
    /// The names in `folder`, sorted by their UTF-8 bytes, without `.` and `..`.
    ///
    /// Byte order rather than a locale's, so that a plan or a report lists entries identically on
    /// every machine.
    public static func names(in folder: String) throws(FileIOError) -> [String] {
        try listing(in: folder).names
    }

    /// The names in `folder`, as ``names(in:)`` gives them, and those of them that are not
    /// valid UTF-8.
    ///
    /// A name that is not UTF-8 (a file from an old Latin-1 archive) is listed with U+FFFD in
    /// place of its bad bytes, so that it can still be shown; but that spelling names no file,
    /// and a call made on it fails with "No such file or directory". Callers that act on each
    /// name skip those in `undecodable`, saying why.
    public static func listing(in folder: String) throws(FileIOError) -> (names: [String], undecodable: Set<String>) {
        let listing = try typedListing(in: folder)
        return (listing.entries.map(\.name), listing.undecodable)
    }

    /// The same, with whether each entry is a folder, or a regular file, as `readdir` says
    /// (`d_type`): both `false` for anything else, a link included, and also when the file system
    /// does not say (`DT_UNKNOWN`), so that the caller `lstat`s it. For a walk, which then needs
    /// no `lstat` to tell a folder, whose size and time nothing reads, nor a file whose size and
    /// time its caller does not read.
    public static func typedListing(in folder: String) throws(FileIOError) -> (
        entries: [(name: String, isFolder: Bool, isRegularFile: Bool)], undecodable: Set<String>
    ) {
        try OpenFolder(path: folder).typedListing()
    }

    /// The name of the entry `readdir` gave, and whether its bytes are valid UTF-8 (``name(bytes:)``).
    static func name(of entry: UnsafeMutablePointer<dirent>) -> (name: String, valid: Bool) {
        withUnsafeBytes(of: &entry.pointee.d_name) { raw in
            name(bytes: UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)]))
        }
    }

    /// The name made of `bytes`, and whether they are valid UTF-8: if not, it is decoded with
    /// U+FFFD in place of the bad bytes. An ASCII name, as nearly every name is, is not
    /// compared with its decoding.
    static func name(bytes: UnsafeRawBufferPointer) -> (name: String, valid: Bool) {
        let decoded = String(decoding: bytes, as: UTF8.self)
        return (decoded, bytes.allSatisfy { $0 < 0x80 } || decoded.utf8.elementsEqual(bytes))
    }

    /// Whether `first` comes before `second` in the byte order of their UTF-8 (which no name
    /// holds a NUL byte of): `strcmp` on the strings' own storage.
    static func precedesInByteOrder(_ first: String, _ second: String) -> Bool {
        first.withCString { first in second.withCString { second in strcmp(first, second) < 0 } }
    }

    /// The names in `folder` (unsorted, `.` and `..` left out, names that are not UTF-8 left
    /// out) and, for each, whether it is a folder as `readdir` says (`d_type`), `nil` when the
    /// file system does not say: for a walk that looks for names, which then needs no `lstat`
    /// per entry (half the cost of listing a catalog of 10,000 sets). A link is not a folder.
    public static func kinds(in folder: String) throws(FileIOError) -> [(name: String, isFolder: Bool?)] {
        guard let stream = opendir(folder) else { throw .last(.listFolder, path: folder) }
        defer { closedir(stream) }
        var entries: [(name: String, isFolder: Bool?)] = []
        while let entry = readdir(stream) {
            let (name, valid) = Self.name(of: entry)
            guard valid, name != "." && name != ".." else { continue }
            let type = entry.pointee.d_type
            entries.append((name, type == UInt8(DT_UNKNOWN) ? nil : type == UInt8(DT_DIR)))
        }
        return entries
    }

    /// The names in `folder` that are not valid UTF-8, each as ``listing(in:)`` spells it (with
    /// U+FFFD) and as its bytes, so that a message can show what the name is
    /// (``OutputText/name(bytes:)``) rather than a spelling that names no file.
    public static func undecodableNames(in folder: String) throws(FileIOError) -> [String: [UInt8]] {
        guard let stream = opendir(folder) else { throw .last(.listFolder, path: folder) }
        defer { closedir(stream) }
        var names: [String: [UInt8]] = [:]
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            if !decoded.utf8.elementsEqual(bytes) { names[decoded] = bytes }
        }
        return names
    }
}
