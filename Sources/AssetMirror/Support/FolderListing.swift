#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lists folders with `readdir`, the one place that does, so that every walk sees the same
/// names in the same order.
public enum FolderListing {
    /// The names in `folder`, sorted by their UTF-8 bytes, without `.` and `..`.
    ///
    /// Byte order rather than a locale's, so that a plan or a report lists entries identically on
    /// every machine.
    public static func names(in folder: String) throws(FileIOError) -> [String] {
        guard let stream = opendir(folder) else { throw .last(.listFolder, path: folder) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
