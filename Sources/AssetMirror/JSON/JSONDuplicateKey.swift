/// A key written again in one object of a parsed document: `{"filename": "a.png", "filename":
/// "b.png"}`. Legal JSON, but readers disagree on which value counts (this package's reader
/// and Python's keep different ones), so a catalog that has one means two things at once.
public struct JSONDuplicateKey: Sendable, Equatable {
    /// The path of the object that holds the key (`[.key("images"), .index(0)]`); empty for
    /// the root. Its `.key` steps name the first member of each name, as everywhere.
    public var objectPath: [JSONPathComponent]
    public var key: String
    /// How many times the key is written in that object: 2 or more.
    public var count: Int
    /// 1-based line and column (Unicode scalars) of the value of its second occurrence.
    public var line: Int
    public var column: Int

    public init(objectPath: [JSONPathComponent], key: String, count: Int, line: Int, column: Int) {
        self.objectPath = objectPath
        self.key = key
        self.count = count
        self.line = line
        self.column = column
    }
}

extension JSONObject {
    /// The keys written more than once in this object, each once, in the order of their second
    /// occurrence: what `generate` refuses to guess between.
    public var duplicateKeys: [String] {
        var seen: Set<String> = []
        var reported: Set<String> = []
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key.value).inserted {
            if reported.insert(member.key.value).inserted { duplicates.append(member.key.value) }
        }
        return duplicates
    }
}
