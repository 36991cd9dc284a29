/// The words that mark an asset name as directional, and how names are split into words.
struct DirectionalWords: Sendable {
    /// The built-in list: things that point along the reading direction. Media controls (play,
    /// rewind), clocks and logos are deliberately absent: they must not mirror.
    static let defaults = [
        "arrow", "chevron", "back", "backward", "forward", "next", "previous", "prev", "left", "right",
        "reply", "send", "undo", "redo", "indent", "outdent",
    ]

    /// Lowercased.
    let words: Set<String>

    init(_ configuration: Configuration) {
        let base = configuration.directionalWords ?? Self.defaults
        words = Set((base + configuration.additionalDirectionalWords).map { $0.lowercased() })
    }

    /// Words that name a pointer's shape but not its way. An arrow or chevron that the name says
    /// points up or down (`arrow-up-24`, `chevron.down`, `moveArrowUp`) is not directional: no
    /// layout direction changes which way is up, and such an image must not mirror.
    static let shapes: Set<String> = ["arrow", "arrows", "chevron", "chevrons", "caret", "triangle", "disclosure"]
    static let vertical: Set<String> = ["up", "down"]

    /// The first word of `name` that is directional, as written in the name; nil when none is.
    /// Whole words only, compared case-insensitively: `icBackArrow` matches "back", `copyright`
    /// and `bright` do not match "right". A shape word (``shapes``) does not count in a name that
    /// also says up or down, but other words still do (`arrow-up-right` matches "right").
    func firstMatch(in name: String) -> String? {
        let parts = Self.split(name)
        let pointsVertically = parts.contains { Self.vertical.contains($0.lowercased()) }
        return parts.first { part in
            let word = part.lowercased()
            return words.contains(word) && !(pointsVertically && Self.shapes.contains(word))
        }
    }

    /// `name` split on `-`, `_`, `.`, spaces, camel-case humps (`icBackArrow` → ic, Back,
    /// Arrow; `URLBack` → URL, Back) and letter–digit boundaries (`arrow2` → arrow, 2).
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            if character == "-" || character == "_" || character == "." || character.isWhitespace {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let hump = character.isUppercase && (previous.isLowercase || previous.isNumber)
                let acronymEnd = character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false)
                let digitBoundary = character.isNumber != previous.isNumber
                if hump || acronymEnd || digitBoundary { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }
}
