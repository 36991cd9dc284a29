/// A parsed file: its value, its detected style, and the bytes it came from.
///
/// The point is minimal diffs: a file read and not changed is written back as the very bytes
/// it came from (whatever odd spacing it had), and a changed one in the style detected, so
/// that a pull request shows only the change. Edit ``root`` and call ``serialized()``.
public struct JSONDocument: Sendable, Equatable {
    public var root: JSONValue
    /// The style a modified document is written in. It does not apply while ``isModified`` is
    /// false; to restyle an unchanged file write `JSONDocument(root: document.root, style: …)`.
    public var style: JSONStyle
    /// The bytes parsed, and the value they gave; nil for a new document.
    private let original: (bytes: [UInt8], root: JSONValue)?

    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        let root = try JSONParser.parse(bytes)
        self.root = root
        style = .detect(in: bytes, root: root)
        original = (bytes, root)
    }

    public init(root: JSONValue, style: JSONStyle = .xcode) {
        self.root = root
        self.style = style
        original = nil
    }

    /// True when root differs from what was parsed (always true for a new document).
    public var isModified: Bool {
        guard let original else { return true }
        return root != original.root
    }

    /// The bytes to write: the original bytes, unchanged, when !isModified; else root written in style.
    public func serialized() -> [UInt8] {
        if let original, root == original.root { return original.bytes }
        return JSONWriter.serialize(root, style: style)
    }

    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        lhs.root == rhs.root && lhs.style == rhs.style && lhs.original?.bytes == rhs.original?.bytes
            && lhs.original?.root == rhs.original?.root
    }
}
