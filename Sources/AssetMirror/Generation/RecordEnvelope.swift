/// The envelope every record assetmirror leaves in a catalog shares (`.assetmirror.json` in a
/// set, `.assetmirror-derived.json` at a derived catalog's root): a top-level object with
/// `"generator" : "assetmirror"` and the `"version"` of its format.
enum RecordEnvelope {
    /// Why `root` is not a record of this `version`, in one line, or `nil` when it is.
    static func problem(in root: JSONValue, version: Int) -> String? {
        guard root.objectValue != nil else { return "the top level is not an object" }
        guard root["generator"]?.stringValue == "assetmirror" else { return "\"generator\" is not \"assetmirror\"" }
        guard root["version"]?.numberValue?.intValue == version else {
            return "written by another version of assetmirror (\"version\" is not \(version))"
        }
        return nil
    }
}
