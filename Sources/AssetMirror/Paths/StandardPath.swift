/// Absolute paths already in the form `URL.standardizedFileURL` gives them, told apart and
/// split by string work alone: Foundation's path work (`URL` standardisation, `NSString`'s path
/// methods) costs more than the system calls it feeds, on Linux.
enum StandardPath {
    /// The folder and the name of `path` when it is absolute and standard: no empty, `.` or
    /// `..` component and no trailing `/`. `nil` otherwise, and for `/` itself (no name).
    static func split(_ path: String) -> (folder: String, name: String)? {
        var path = path
        let lastSlash: Int? = path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            let dot = UInt8(ascii: ".")
            guard bytes.first == slash else { return nil }
            var lastSlash = 0
            var length = 0
            var onlyDots = true // of the component read so far
            func isStandard() -> Bool { length > (onlyDots ? 2 : 0) }
            for index in 1..<bytes.count {
                if bytes[index] == slash {
                    guard isStandard() else { return nil }
                    lastSlash = index
                    length = 0
                    onlyDots = true
                } else {
                    length += 1
                    if bytes[index] != dot { onlyDots = false }
                }
            }
            return isStandard() ? lastSlash : nil
        }
        guard let lastSlash else { return nil }
        let utf8 = path.utf8
        let slash = utf8.index(utf8.startIndex, offsetBy: lastSlash)
        let folder = lastSlash == 0 ? "/" : String(path[..<slash])
        return (folder, String(path[utf8.index(after: slash)...]))
    }
}
