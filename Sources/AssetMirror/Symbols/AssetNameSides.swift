import Foundation

/// Left and right in the free-form names of an app's own assets: `back-left`, `arrow_right`,
/// `chevronLeft`, `ARROW_LEFT`, `chevron.left.custom`, `rectangle.lefthalf`.
///
/// A name is cut into words at every character that is not a letter or digit, at lower-to-upper
/// case changes (`chevronLeft`), before the last capital of a capital run followed by lower case
/// (`RTLLeft`) and between letters and digits (`left2`). A word is a side when it is `left` or
/// `right` in lower, title or upper case, or an SF Symbols compound such as `lefthalf` or
/// `topleft`; `bright`, `leftover` and `copyright` are not. This is CSSJanus's boundary rule
/// (underscores and digits separate words) plus camel case, which rtlcss's `\b` misses.
public enum AssetNameSides {
    /// `name` with every side swapped, keeping the case of each word; nil when it has none.
    public static func swapped(_ name: String) -> String? {
        guard mayHaveSide(name) else { return nil }
        var result = ""
        var changed = false
        for word in words(of: name) {
            if let swapped = swappedWord(word) {
                result += swapped
                changed = true
            } else {
                result += word
            }
        }
        return changed ? result : nil
    }

    /// Whether `name` holds a side on each hand (`arrow-left-right`, `leftRightArrow`): it reads
    /// the same when mirrored.
    public static func hasBothSides(_ name: String) -> Bool {
        let sides = words(of: name).compactMap(side(of:))
        return sides.contains("left") && sides.contains("right")
    }

    /// False when `name` is ASCII and holds neither `left` nor `right` in any case: no word of
    /// it can then be a side. A direction table asks this of every set of a catalog, and a
    /// byte scan costs far less than cutting each name into words.
    private static func mayHaveSide(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(mayHaveSide)
    }

    private static func mayHaveSide(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        func matches(_ word: StaticString, at start: Int) -> Bool {
            guard start + word.utf8CodeUnitCount <= bytes.count else { return false }
            for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] | 0x20 != word.utf8Start[offset] {
                return false
            }
            return true
        }
        return bytes.indices.contains { matches("left", at: $0) || matches("right", at: $0) }
    }

    private static let prefixes = ["", "top", "bottom", "middle", "align", "justify"]
    private static let suffixes = ["", "half", "third", "quarter"]

    /// "left" or "right" when `word` is a side (`left`, `Left`, `LEFT`, `lefthalf`, `topRight`
    /// is two words), else nil.
    private static func side(of word: String) -> String? {
        let lower = word.lowercased()
        let title = lower.prefix(1).uppercased() + lower.dropFirst()
        guard word == lower || word == word.uppercased() || word == title else { return nil }
        for side in ["left", "right"] {
            for prefix in prefixes where lower.hasPrefix(prefix + side) {
                if suffixes.contains(String(lower.dropFirst(prefix.count + side.count))) { return side }
            }
        }
        return nil
    }

    private static func swappedWord(_ word: String) -> String? {
        guard let side = side(of: word) else { return nil }
        let lower = word.lowercased()
        let other = side == "left" ? "right" : "left"
        let range = lower.range(of: side)!
        let swappedLower = lower.replacingCharacters(in: range, with: other)
        if word == lower { return swappedLower }
        if word == word.uppercased() { return swappedLower.uppercased() }
        return swappedLower.prefix(1).uppercased() + swappedLower.dropFirst()
    }

    /// The name cut into words and the separators between them, in order, so that joining them
    /// gives the name back.
    private static func words(of name: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var boundary = false
            if let previous {
                let alphanumeric = character.isLetter || character.isNumber
                let previousAlphanumeric = previous.isLetter || previous.isNumber
                if alphanumeric != previousAlphanumeric || !alphanumeric {
                    boundary = true
                } else if previous.isLowercase && character.isUppercase {
                    boundary = true
                } else if previous.isUppercase && character.isUppercase, let next, next.isLowercase {
                    boundary = true
                } else if previous.isLetter != character.isLetter {
                    boundary = true
                }
            }
            if boundary, !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
