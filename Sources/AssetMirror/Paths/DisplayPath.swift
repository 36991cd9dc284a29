/// A folder's path as a user typed it, walked up one folder at a time without touching the
/// file system: `App/Assets.xcassets` → `App` → `.` → `..` → `../..`; `/a/b` → `/a` → `/`.
/// `.` and `x/..` steps are removed first, as the standardized URL the search walks removes them.
struct DisplayPath {
    private var isAbsolute: Bool
    private var components: [Substring]

    init(_ path: String) {
        isAbsolute = path.hasPrefix("/")
        components = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == "..", isAbsolute {
                continue
            } else {
                components.append(component)
            }
        }
    }

    mutating func goUp() {
        if let last = components.last, last != ".." {
            components.removeLast()
        } else if !isAbsolute {
            components.append("..")
        }
    }

    /// The path of `name` in this folder.
    func appending(_ name: String) -> String {
        (isAbsolute ? "/" : "") + (components + [Substring(name)]).joined(separator: "/")
    }
}
