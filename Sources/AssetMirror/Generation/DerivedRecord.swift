/// The record a derived catalog keeps at its root: `.assetmirror-derived.json`, every path of
/// the source catalog that the derived copy holds, so that a later run can tell the files it
/// copied from a person's when the source no longer has them.
///
/// Hidden, because Xcode ignores hidden files in asset catalogs. Written with the JSON layer in
/// Xcode's style, paths sorted by their UTF-8 bytes, so that the same source gives the same bytes:
///
///     {
///       "files" : [
///         "Chat/Contents.json",
///         "Chat/bubble.imageset/Contents.json",
///         "Chat/bubble.imageset/bubble@2x.png"
///       ],
///       "generator" : "assetmirror",
///       "version" : 1
///     }
public struct DerivedRecord: Sendable, Equatable {
    public static let fileName = ".assetmirror-derived.json"
    public static let version = 1

    /// Paths inside the catalog, `/`-separated, sorted.
    public private(set) var paths: [String]

    /// The record of `paths`, in any order, each once or more. Given in an order close to the
    /// record's (a walk of the catalog's folders, each folder's names in byte order), they sort
    /// in about one pass.
    public init<Paths: Sequence<String>>(paths: Paths) {
        var all = Array(paths)
        // For ASCII, `String`'s own order is the bytes' order and compares by `memcmp`; the
        // generic comparison of UTF-8 views costs several times more on a catalog's 40,000 paths.
        // Two ASCII strings are equal only when their bytes are, so sorting first and then
        // dropping repeats keeps what a `Set` would, and spares hashing every path.
        if all.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            all.sort()
            var unique: [String] = []
            unique.reserveCapacity(all.count)
            for path in all where path != unique.last { unique.append(path) }
            self.paths = unique
        } else {
            self.paths = Array(Set(all)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    /// Reads a record; throws a one-line reason when it is not one this version wrote, or when a
    /// path could leave the catalog (absolute, empty components, `.` or `..`).
    public init(parsing bytes: [UInt8]) throws(DerivedRecordError) {
        self.init(paths: try Self.paths(parsing: bytes))
    }

    /// The paths of a record, in the file's order, for a caller that needs them as a set.
    static func paths(parsing bytes: [UInt8]) throws(DerivedRecordError) -> [String] {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch {
            throw DerivedRecordError(detail: "not JSON: \(error)")
        }
        let root = document.root
        if let problem = RecordEnvelope.problem(in: root, version: Self.version) {
            throw DerivedRecordError(detail: problem)
        }
        guard let entries = root["files"]?.arrayValue else {
            throw DerivedRecordError(detail: "\"files\" is not an array")
        }
        var paths: [String] = []
        for (index, entry) in entries.enumerated() {
            guard let path = entry.stringValue, Self.isInside(path) else {
                throw DerivedRecordError(detail: "entry \(index + 1) of \"files\" is not a path inside the catalog")
            }
            paths.append(path)
        }
        return paths
    }

    /// The file's bytes, in Xcode's current JSON style: what the JSON layer writes for
    /// ``document``, written here line by line, as building and writing a value for each of a
    /// catalog's 40,000 paths cost a no-op run more than reading them.
    public func serialized() -> [UInt8] {
        guard !paths.isEmpty else { return document.serialized() }
        var bytes = Array("{\n  \"files\" : [".utf8)
        bytes.reserveCapacity(paths.reduce(200) { $0 + $1.utf8.count + 8 })
        for (index, path) in paths.enumerated() {
            bytes.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
            JSONString.appendMinimalLiteral(of: path, to: &bytes)
        }
        bytes.append(
            contentsOf: "\n  ],\n  \"generator\" : \"assetmirror\",\n  \"version\" : \(Self.version)\n}\n".utf8)
        return bytes
    }

    /// The record as a JSON document, in Xcode's style: what ``serialized()`` writes.
    var document: JSONDocument {
        let root = JSONObject([
            "files": .array(paths.map { .string($0) }), "generator": .string("assetmirror"),
            "version": .number(JSONNumber(Self.version)),
        ])
        return JSONDocument(root: .object(root), style: .xcode)
    }

    /// Whether `path` is relative and names something below the catalog folder.
    static func isInside(_ path: String) -> Bool {
        // An ASCII path's characters are its bytes, so its components are found by a byte scan:
        // splitting by `Character` cost more than the rest of reading a record's 40,000 paths.
        if let inside = isInside(ascii: path.utf8) { return inside }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// ``isInside(_:)`` for a path of ASCII bytes, or `nil` for any other path: no component
    /// empty, `.` or `..`.
    static func isInside(ascii path: String.UTF8View) -> Bool? {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var length = 0
        var dotsOnly = true
        var inside = true
        for byte in path {
            guard byte < 0x80 else { return nil }
            if byte == slash {
                if length == 0 || (dotsOnly && length <= 2) { inside = false }
                length = 0
                dotsOnly = true
            } else {
                length += 1
                if byte != dot { dotsOnly = false }
            }
        }
        return inside && !(length == 0 || (dotsOnly && length <= 2))
    }
}

/// Why a derived catalog's `.assetmirror-derived.json` cannot be used. The run is then refused
/// before writing: without the record, the files an earlier copy wrote cannot be told apart.
public struct DerivedRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    public var detail: String
    public var description: String { "its \(DerivedRecord.fileName) cannot be read: \(detail)" }
}
