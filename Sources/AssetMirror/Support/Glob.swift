/// Path globs, as `.assetmirror.yml`'s `excluded` and `set-direction --set` write them: `*`
/// matches within one path component, `**` across components (`a/**/b` also matches `a/b`),
/// `?` one character other than `/`. Everything else matches itself, byte for byte.
enum Glob {
    /// Whether `glob` matches the whole of `path`, both UTF-8.
    static func matches(_ glob: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        let star = UInt8(ascii: "*")
        let slash = UInt8(ascii: "/")
        if first == star {
            if glob.dropFirst().first == star {
                // `**`, also swallowing a following `/` so that `a/**/b` matches `a/b`.
                var rest = glob.dropFirst(2)
                if rest.first == slash, matches(rest.dropFirst(), path) { return true }
                if rest.isEmpty { return true }
                rest = glob.dropFirst(2)
                var tail = path
                while true {
                    if matches(rest, tail) { return true }
                    guard !tail.isEmpty else { return false }
                    tail = tail.dropFirst()
                }
            }
            var tail = path
            while true {
                if matches(glob.dropFirst(), tail) { return true }
                guard let byte = tail.first, byte != slash else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let byte = path.first else { return false }
        if first == UInt8(ascii: "?") ? byte != slash : first == byte {
            return matches(glob.dropFirst(), path.dropFirst())
        }
        return false
    }

    /// Whether `glob` matches the whole of `path`.
    static func matches(_ glob: String, _ path: String) -> Bool {
        matches(Array(glob.utf8)[...], Array(path.utf8)[...])
    }
}
