#if os(Linux)
import CFolderEntries
#endif

/// A folder open for reading: its entries listed, and files in it read by name, through one
/// descriptor.
///
/// A file opened by its whole path makes the kernel look every folder on the way up again;
/// relative to its folder's descriptor, it looks up one name. The catalog reader lists each
/// folder and reads its `Contents.json` through one `OpenFolder`.
///
/// Closed when it goes out of scope; not copyable, so that the descriptor has one owner.
struct OpenFolder: ~Copyable {
    let descriptor: Int32
    /// The path it was opened at, as the caller spelled it: the path of every error.
    let path: String

    /// Opens the folder at `path` as `opendir` does: the same flags, so the same errors.
    ///
    /// - Throws: ``FileIOError/Operation/listFolder`` with the `errno` of `open`.
    init(path: String) throws(FileIOError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last(.listFolder, path: path) }
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The folder's entries as ``FolderListing/typedListing(in:)`` gives them (sorted, `.` and
    /// `..` left out, `d_type` for whether each is a folder or a regular file).
    ///
    /// A failure to read the entries ends the listing, as `readdir`'s does: a folder removed
    /// after it was opened lists as empty.
    ///
    /// - Throws: on systems without `getdents64`, when no stream can be made for `readdir`.
    func typedListing() throws(FileIOError) -> (
        entries: [(name: String, isFolder: Bool, isRegularFile: Bool)], undecodable: Set<String>
    ) {
        var entries: [(name: String, isFolder: Bool, isRegularFile: Bool)] = []
        var undecodable: Set<String> = []
        func add(_ name: (name: String, valid: Bool), type: UInt8) {
            let (decoded, valid) = name
            guard decoded != "." && decoded != ".." else { return }
            entries.append((decoded, type == UInt8(DT_DIR), type == UInt8(DT_REG)))
            if !valid { undecodable.insert(decoded) }
        }
        #if os(Linux)
        // On the stack: 1 KB is what Swift puts there without asking the runtime, and holds any
        // one entry (at most 280 bytes); a set's folder fits whole. `getdents64` rather than
        // `readdir`, which allocates 32 KB per folder (and `fstat`s it).
        withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 8) { buffer in
            while true {
                let filled = cfolder_read_entries(descriptor, buffer.baseAddress, buffer.count)
                guard filled > 0 else { return }
                var offset = 0
                var name: UnsafePointer<CChar>? = nil
                var type: UInt8 = 0
                while cfolder_next_entry(buffer.baseAddress, filled, &offset, &name, &type) != 0 {
                    add(
                        FolderListing.name(bytes: UnsafeRawBufferPointer(start: name, count: strlen(name!))), type: type
                    )
                }
            }
        }
        #else
        // `fdopendir` takes the descriptor it is given and `closedir` closes it: a copy of ours.
        let copy = dup(descriptor)
        guard copy >= 0 else { throw .last(.listFolder, path: path) }
        guard let stream = fdopendir(copy) else {
            let error = FileIOError.last(.listFolder, path: path)
            close(copy)
            throw error
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) { add(FolderListing.name(of: entry), type: entry.pointee.d_type) }
        #endif
        entries.sort { FolderListing.precedesInByteOrder($0.name, $1.name) }
        return (entries, undecodable)
    }

    /// Every byte of the regular file `name` in this folder, as ``FileContents/read(_:)`` reads
    /// the file at `path`: the same checks, the same errors, naming `path`.
    func readFile(named name: String, path: @autoclosure () -> String) throws(FileIOError) -> [UInt8] {
        try FileContents.read(named: name, inFolder: descriptor, path: path)
    }
}
