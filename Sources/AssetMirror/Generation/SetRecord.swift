/// The record `generate` keeps in each set folder it wrote variants into: `.assetmirror.json`.
///
/// A hidden file, because Xcode ignores hidden files in asset folders (as it ignores
/// `.DS_Store`): the set builds exactly as if the file were not there. Written with the JSON
/// layer in Xcode's current style, keys sorted, so it diffs like the `Contents.json` beside it:
///
///     {
///       "generated" : [
///         { "file" : "back-rtl@2x.png", "sha256" : "…", "source" : "back@2x.png", "source-sha256" : "…" }
///       ],
///       "generator" : "assetmirror",
///       "version" : 1
///     }
public struct SetRecord: Sendable, Equatable {
    public static let fileName = ".assetmirror.json"
    public static let version = 1

    /// Sorted by file name, so the bytes depend only on what was generated.
    public private(set) var files: [GeneratedFile] {
        didSet { firstIndex = Self.firstIndex(of: files) }
    }
    /// The index in ``files`` of the first record for each name, so that looking a variant up
    /// is not a search of every record (a set can have thousands).
    private var firstIndex: [String: Int]

    public init(files: [GeneratedFile] = []) {
        let sorted = files.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        self.files = sorted
        firstIndex = Self.firstIndex(of: sorted)
    }

    private static func firstIndex(of files: [GeneratedFile]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, record) in files.enumerated() where index[record.file] == nil { index[record.file] = position }
        return index
    }

    public static func == (lhs: SetRecord, rhs: SetRecord) -> Bool {
        lhs.files == rhs.files
    }

    /// Reads a set record; throws a one-line reason when it is not one this version wrote.
    public init(parsing bytes: [UInt8]) throws(SetRecordError) {
        // The value alone: a document's positions and style are for files that are reported on
        // or rewritten, and every set of a run reads its record.
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw SetRecordError(detail: "not JSON: \(error)") }
        try self.init(root: root)
    }

    /// Reads a set record already parsed as JSON, for a caller that reports JSON syntax errors
    /// itself (`verify` points at the character); throws a one-line reason when the JSON is not
    /// the shape this version writes. Names must be plain file names in the set's folder;
    /// fingerprints are compared in lower case, as ``SHA256/hexDigest(_:)`` writes them.
    public init(_ document: JSONDocument) throws(SetRecordError) {
        try self.init(root: document.root)
    }

    private init(root: JSONValue) throws(SetRecordError) {
        if let problem = RecordEnvelope.problem(in: root, version: Self.version) {
            throw SetRecordError(detail: problem)
        }
        guard let entries = root["generated"]?.arrayValue else {
            throw SetRecordError(detail: "\"generated\" is not an array")
        }
        var files: [GeneratedFile] = []
        for (index, entry) in entries.enumerated() {
            guard let file = entry["file"]?.stringValue, let source = entry["source"]?.stringValue,
                let sourceSHA256 = entry["source-sha256"]?.stringValue, let sha256 = entry["sha256"]?.stringValue,
                AssetSet.isPlainFileName(file), AssetSet.isPlainFileName(source)
            else {
                throw SetRecordError(
                    detail:
                        "entry \(index + 1) of \"generated\" lacks \"file\", \"source\", \"source-sha256\" or \"sha256\", or names a file outside the folder"
                )
            }
            files.append(
                GeneratedFile(
                    file: file, source: source, sourceSHA256: Self.lowercased(sourceSHA256),
                    sha256: Self.lowercased(sha256),
                    replacingSHA256: entry["replacing-sha256"]?.stringValue.map(Self.lowercased)))
        }
        self.init(files: files)
    }

    /// `fingerprint` in lower case; itself, without a copy, when it has no capital letter (as
    /// every fingerprint assetmirror writes).
    private static func lowercased(_ fingerprint: String) -> String {
        let isLowercaseASCII = fingerprint.utf8.allSatisfy {
            $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        }
        return isLowercaseASCII ? fingerprint : fingerprint.lowercased()
    }

    /// The generated file named `file`, as listed.
    public subscript(file: String) -> GeneratedFile? {
        firstIndex[file].map { files[$0] }
    }

    /// Lists `file`, replacing what was listed for the same name.
    public mutating func add(_ file: GeneratedFile) {
        add([file])
    }

    /// Lists `added`, each replacing what was listed for the same name (the last of them, when
    /// several share one), as adding each in turn would, but sorting
    /// once: a set's thousands of variants added one by one cost a sort each.
    public mutating func add(_ added: [GeneratedFile]) {
        var latest: [String: GeneratedFile] = [:]
        for file in added { latest[file.file] = file }
        // The added names are distinct, so the sort in init orders them the same whatever order
        // the dictionary gives.
        self = SetRecord(files: files.filter { latest[$0.file] == nil } + Array(latest.values))
    }

    /// Keeps listing only the generated files `isIncluded` accepts.
    public mutating func keep(where isIncluded: (GeneratedFile) -> Bool) {
        files.removeAll { !isIncluded($0) }
    }

    public var isEmpty: Bool { files.isEmpty }

    /// The file's bytes, in Xcode's current JSON style.
    public func serialized() -> [UInt8] {
        let entries: [JSONValue] = files.map { file in
            var object = JSONObject([
                "file": .string(file.file), "sha256": .string(file.sha256),
                "source": .string(file.source), "source-sha256": .string(file.sourceSHA256),
            ])
            if let replacing = file.replacingSHA256 { object["replacing-sha256"] = .string(replacing) }
            return .object(object)
        }
        let root = JSONObject([
            "generated": .array(entries), "generator": .string("assetmirror"),
            "version": .number(JSONNumber(Self.version)),
        ])
        return JSONDocument(root: .object(root), style: .xcode).serialized()
    }
}

/// Why a set's `.assetmirror.json` cannot be used. The set is then refused: without its record
/// assetmirror cannot tell its own files from a person's.
public struct SetRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    public var detail: String
    public var description: String { "its \(SetRecord.fileName) cannot be read: \(detail)" }
}
