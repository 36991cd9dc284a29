/// A parsed file: its value, its detected style, and the bytes it came from.
///
/// The point is minimal diffs: a file read and not changed is written back as the very bytes
/// it came from (whatever odd spacing it had), and a changed one in the style detected, so
/// that a pull request shows only the change. Edit ``root`` and call ``serialized()``.
public struct JSONDocument: Sendable, Equatable {
    public var root: JSONValue
    /// The style a modified document is written in. It does not apply while ``isModified`` is
    /// false; to restyle an unchanged file write `JSONDocument(root: document.root, style: …)`.
    ///
    /// For a parsed document, detected from the bytes parsed when first asked for rather than
    /// when parsed: a run reads thousands of `Contents.json` files and rewrites few of them.
    public var style: JSONStyle {
        get {
            if let storedStyle { return storedStyle }
            guard let original else { return .xcode }
            return .detect(in: original.bytes, root: original.root)
        }
        set { storedStyle = newValue }
    }
    /// The style set, or `nil` for a parsed document whose style is still the one detected.
    private var storedStyle: JSONStyle?
    /// The bytes parsed, and the value they gave; nil for a new document.
    private let original: (bytes: [UInt8], root: JSONValue)?
    /// Where each value of the original root starts, in document order (see ``position(of:)``).
    private let offsets: [Int]
    /// Line, column and child tables for ``position(of:)``, built on its first call.
    let positionCache = JSONPositionIndexCache()

    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        let (root, offsets) = try JSONParser.parseWithOffsets(bytes)
        self.root = root
        storedStyle = nil
        original = (bytes, root)
        self.offsets = offsets
    }

    public init(root: JSONValue, style: JSONStyle = .xcode) {
        self.root = root
        storedStyle = style
        original = nil
        offsets = []
    }

    /// The 1-based line and column (in Unicode scalars) where the value at `path` starts in the
    /// bytes parsed: `[.key("images"), .index(1), .key("filename")]` is the second entry's file
    /// name. `nil` for a new document, or when `path` leads nowhere in the value as parsed.
    ///
    /// The first call builds an index of every value's line and column in one pass (see
    /// ``JSONPositionIndex``); each call after that costs the length of `path`, so a finding
    /// per entry stays linear in the entries.
    public func position(of path: [JSONPathComponent]) -> (line: Int, column: Int)? {
        guard let original, !offsets.isEmpty else { return nil }
        let index = positionCache.index {
            JSONPositionIndex(bytes: original.bytes, offsets: offsets, root: original.root)
        }
        var value = original.root
        var ordinal = 0
        for component in path {
            switch (component, value) {
            case (.key(let key), .object(let object)):
                guard let member = object.members.firstIndex(where: { $0.key.value == key }) else { return nil }
                ordinal = index.child(member, of: ordinal)
                value = object.members[member].value
            case (.index(let element), .array(let elements)):
                guard elements.indices.contains(element) else { return nil }
                ordinal = index.child(element, of: ordinal)
                value = elements[element]
            default:
                return nil
            }
        }
        guard ordinal < offsets.count else { return nil }
        return (index.lines[ordinal], index.columns[ordinal])
    }

    /// Every key written more than once in one object of the document as parsed, in document
    /// order of their second occurrence, with where that occurrence is; empty for a new
    /// document. One walk of the value, and the position index (built once).
    public func duplicateKeys() -> [JSONDuplicateKey] {
        guard let original, !offsets.isEmpty else { return [] }
        // Most documents have none: found without building paths, counts or the index.
        guard Self.hasDuplicateKeys(original.root) else { return [] }
        var found: [(path: [JSONPathComponent], key: String, count: Int, ordinal: Int)] = []
        func walk(_ value: JSONValue, path: [JSONPathComponent], ordinal: Int, index: JSONPositionIndex) {
            switch value {
            case .object(let object):
                var counts: [String: Int] = [:]
                for (position, member) in object.members.enumerated() {
                    let key = member.key.value
                    counts[key, default: 0] += 1
                    if counts[key] == 2 {
                        let total = object.members.count { $0.key.value == key }
                        found.append((path, key, total, index.child(position, of: ordinal)))
                    }
                }
                var firstOfName: Set<String> = []
                for (position, member) in object.members.enumerated() {
                    // A path names the first member of each name; later ones cannot be reached by one.
                    guard firstOfName.insert(member.key.value).inserted else { continue }
                    walk(
                        member.value, path: path + [.key(member.key.value)],
                        ordinal: index.child(position, of: ordinal),
                        index: index)
                }
            case .array(let elements):
                for (position, element) in elements.enumerated() {
                    walk(
                        element, path: path + [.index(position)], ordinal: index.child(position, of: ordinal),
                        index: index)
                }
            default: break
            }
        }
        let index = positionCache.index {
            JSONPositionIndex(bytes: original.bytes, offsets: offsets, root: original.root)
        }
        walk(original.root, path: [], ordinal: 0, index: index)
        return found.map {
            JSONDuplicateKey(
                objectPath: $0.path, key: $0.key, count: $0.count, line: index.lines[$0.ordinal],
                column: index.columns[$0.ordinal])
        }
    }

    /// Whether any object in `value` has two members whose keys are equal as `String`s, as
    /// ``duplicateKeys()`` counts them (canonical equivalence: `é` and `e` + U+0301 are one
    /// key). Pairwise for small objects, as a catalog's are, so that nothing is hashed or
    /// allocated; by a set for larger ones.
    static func hasDuplicateKeys(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            let members = object.members
            if members.count <= 16 {
                for first in members.indices {
                    let key = members[first].key.value
                    for second in members.indices[(first + 1)...] where members[second].key.value == key { return true }
                }
            } else {
                var seen: Set<String> = []
                for member in members where !seen.insert(member.key.value).inserted { return true }
            }
            return members.contains { hasDuplicateKeys($0.value) }
        case .array(let elements):
            return elements.contains { hasDuplicateKeys($0) }
        case .string, .number, .bool, .null:
            return false
        }
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
