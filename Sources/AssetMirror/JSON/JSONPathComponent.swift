/// One step into a JSON value: a member by key (the first of that name) or an element by index.
///
/// A path of them names a value for ``JSONDocument/position(of:)``:
/// `[.key("images"), .index(0), .key("filename")]`.
public enum JSONPathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}
