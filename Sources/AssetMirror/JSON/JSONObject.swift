/// An object's members in source order. Setting a missing key appends it; setting an existing one replaces its value in place.
///
/// An array of members rather than a dictionary, because the order is part of the file (legacy
/// Xcode writes `version` before `author`) and because duplicate keys, though rare, are legal
/// JSON and must survive a round trip. Keys compare by decoded value, as Unicode scalars.
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: JSONString
        public var value: JSONValue

        public init(key: JSONString, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// Members in the order given, keys written with minimal escaping.
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        members = pairs.map { Member(key: JSONString($0.key), value: $0.value) }
    }

    /// The decoded keys in member order, duplicates included.
    public var keys: [String] {
        members.map(\.key.value)
    }

    /// The first member named `key`.
    ///
    /// Setting a value replaces the first such member's value where it stands (keeping its key
    /// literal) and removes any later duplicates, so that afterwards every reader agrees on the
    /// value whichever duplicate it would have picked; a missing key is appended. Setting nil
    /// removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get {
            firstIndex(of: key).map { members[$0].value }
        }
        set {
            guard let first = firstIndex(of: key) else {
                if let newValue { members.append(Member(key: JSONString(key), value: newValue)) }
                return
            }
            if let newValue {
                members[first].value = newValue
                let probe = JSONString(key)
                var index = members.index(after: first)
                while index < members.endIndex {
                    if members[index].key == probe { members.remove(at: index) } else { index += 1 }
                }
            } else {
                let probe = JSONString(key)
                members.removeAll { $0.key == probe }
            }
        }
    }

    public func contains(_ key: String) -> Bool {
        firstIndex(of: key) != nil
    }

    private func firstIndex(of key: String) -> Int? {
        let probe = JSONString(key)
        return members.firstIndex { $0.key == probe }
    }
}
