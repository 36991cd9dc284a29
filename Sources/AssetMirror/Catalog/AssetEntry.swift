/// One entry of a set's `images` (or `symbols`, …) array: a slot, and the file that fills it.
///
/// A view over the entry's JSON object, which stays the source of truth, so that keys this type
/// does not know (`display-gamut`, `memory`, keys Xcode adds next year) survive every edit.
///
///     { "filename" : "back@2x.png", "idiom" : "universal",
///       "language-direction" : "left-to-right", "scale" : "2x" }
public struct AssetEntry: Sendable, Equatable {
    /// The entry's position in its array.
    public var index: Int
    public var object: JSONObject

    public init(index: Int, object: JSONObject) {
        self.index = index
        self.object = object
    }

    /// The file in the set's folder; `nil` for an empty slot, which Xcode keeps as an entry.
    public var filename: String? { object["filename"]?.stringValue }
    public var idiom: String? { object["idiom"]?.stringValue }
    /// `1x`, `2x`, `3x`; `nil` means any scale (a single PDF or SVG).
    public var scale: String? { object["scale"]?.stringValue }

    /// The `language-direction` value exactly as written, valid or not; `nil` when absent. A
    /// value that is not a string (`2`, `null`) is given as its JSON text.
    public var languageDirectionValue: String? {
        guard let value = object["language-direction"] else { return nil }
        return value.stringValue ?? value.jsonText
    }

    /// The entry's direction; `nil` when the key is absent or its value is not a direction.
    public var languageDirection: LanguageDirection? {
        languageDirectionValue.flatMap(LanguageDirection.init(rawValue:))
    }

    /// The scale as a number (`2x` → 2), or `nil` when absent or not of that form.
    public var scaleFactor: Int? {
        guard let scale, scale.hasSuffix("x") else { return nil }
        return Int(scale.dropLast())
    }

    /// What identifies the slot this entry fills: two entries with the same slot are twins (or
    /// duplicates). Every key counts, so that a dark-mode 2x iPad slot only pairs with a
    /// dark-mode 2x iPad slot, except those that say which file fills it and how it is drawn
    /// (``drawingKeys``): a right-to-left twin has its own file and mirrored insets.
    ///
    /// `key=value` for each such key, sorted, joined by `;`, each value in a text the same for
    /// equal values whatever their layout or key order:
    /// `idiom="universal";scale="2x"`.
    public var slot: String {
        var parts: [String] = []
        parts.reserveCapacity(object.members.count)
        for member in object.members where !Self.drawingKeys.contains(member.key.value) {
            parts.append(member.key.value + "=" + canonicalText(member.value))
        }
        parts.sort()
        return parts.joined(separator: ";")
    }

    /// Keys that do not choose the slot: the file, its direction, and how it is stretched and
    /// aligned.
    public static let drawingKeys: Set<String> = ["filename", "language-direction", "resizing", "alignment-insets"]

    /// A short human label for the slot, for messages: `universal 2x`, `iphone 3x dark`.
    public var slotLabel: String {
        var parts = [idiom ?? "any idiom", scale ?? "any scale"]
        if let appearances = object["appearances"]?.arrayValue {
            parts += appearances.compactMap { $0["value"]?.stringValue }
        }
        return parts.joined(separator: " ")
    }
}

/// A text for `value` that is the same for equal values whatever their layout or key order.
private func canonicalText(_ value: JSONValue) -> String {
    switch value {
    case .object(let object):
        "{" + object.members.map { "\($0.key.value):\(canonicalText($0.value))" }.sorted().joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(canonicalText).joined(separator: ",") + "]"
    case .string(let string): "\"" + string.value + "\""
    case .number(let number): number.doubleValue.map { "\($0)" } ?? number.text
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    }
}
