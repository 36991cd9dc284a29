import Foundation

@testable import AssetMirror

/// The JSON fixtures in `TestAssets/JSON/`: hand-written files in each style found in real
/// catalogs, and in `expected/` each one after a single edit, written by hand (see
/// `Scripts/make-json-fixtures`, which also writes the Python reference).
enum JSONFixture {
    static let directory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("TestAssets/JSON")
    }()

    /// Every fixture that has a hand-edited counterpart in `expected/`.
    static let styled = [
        "xcode-current", "xcode-legacy", "four-spaces", "colon-space", "colorset", "non-ascii",
        "escapes", "crlf", "tabs", "bom",
    ]

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + ".json")))
    }

    static func expected(_ name: String) throws -> [UInt8] {
        try bytes("expected/" + name)
    }

    /// The edit every `expected/` file shows: `"language-direction" : "right-to-left"` set on the
    /// first entry of the root's first array (replaced in place when the key is there).
    static func setRightToLeft(in document: inout JSONDocument) {
        guard var root = document.root.objectValue,
            let index = root.members.firstIndex(where: { $0.value.arrayValue?.first?.objectValue != nil }),
            var entries = root.members[index].value.arrayValue,
            var entry = entries[0].objectValue
        else { preconditionFailure("fixture has no array of objects") }
        entry["language-direction"] = .string("right-to-left")
        entries[0] = .object(entry)
        root.members[index].value = .array(entries)
        document.root = .object(root)
    }

    /// `value` with every string's literal reset to minimal escaping, as a new document would have it.
    static func withFreshLiterals(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            .object(
                JSONObject(
                    object.members.map {
                        JSONObject.Member(key: JSONString($0.key.value), value: withFreshLiterals($0.value))
                    }))
        case .array(let elements): .array(elements.map(withFreshLiterals))
        case .string(let string): .string(string.value)
        case .number, .bool, .null: value
        }
    }
}

/// Bytes as text for failure messages, line endings and escapes visible.
func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r", with: "\\r")
}
