import Foundation

/// Finds a file as macOS's default file system does, ignoring case, for XcodeGen's `include:`
/// (issue 25.7): a spec written on a Mac that includes `Targets/app.yml` where the file is
/// `Targets/App.yml` builds there, and `verify` should read what the build reads.
enum IncludeCase {
    /// `relative` (slash-separated, below `folder`) as spelled on disk: itself when it exists,
    /// else each component matched ignoring case where exactly one entry of its folder matches;
    /// nil when none or several do.
    static func resolve(_ relative: String, in folder: String) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/" + relative) { return relative }
        var found: [String] = []
        var current = folder
        for component in relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if component == "." || component == ".." || manager.fileExists(atPath: current + "/" + component) {
                found.append(component)
            } else {
                let entries = (try? manager.contentsOfDirectory(atPath: current)) ?? []
                let matches = entries.filter { $0.lowercased() == component.lowercased() }
                guard matches.count == 1 else { return nil }
                found.append(matches[0])
            }
            current += "/" + found.last!
        }
        return found.joined(separator: "/")
    }
}
