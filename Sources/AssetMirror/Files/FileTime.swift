/// A file's modification time as `lstat` gives it, to the nanosecond: what a derived copy
/// takes from its source, so that a later run can tell an unchanged copy by its size and time
/// without reading it (see ``GenerationPlan``'s copies).
public struct FileTime: Sendable, Hashable {
    /// Since 1970-01-01 00:00:00 UTC.
    public var seconds: Int
    /// 0 to 999,999,999.
    public var nanoseconds: Int

    public init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The modification time in `status`.
    init(modificationOf status: stat) {
        #if canImport(Darwin)
        self.init(seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
        #else
        self.init(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        #endif
    }

    /// As `futimens` takes it.
    var cValue: timespec { timespec(tv_sec: seconds, tv_nsec: nanoseconds) }
}
