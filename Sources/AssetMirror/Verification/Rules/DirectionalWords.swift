/// The words that mark an asset name as directional, the words that say it is not after all,
/// and how names are split into words.
///
/// Grounded on two public lists (`Scripts/directional-vocabulary/SOURCES.md`): Material Design's
/// icons that mirror in right-to-left layouts (``MaterialMirroredIcons``) and the SF Symbols
/// direction table (``SymbolDirectionTable/standard``). Every built-in word occurs in one of them.
struct DirectionalWords: Sendable {
    /// The built-in list: things that point along the reading direction. Media controls (play,
    /// rewind), clocks and logos are deliberately absent: they must not mirror.
    static let defaults = [
        "arrow", "chevron", "back", "backward", "forward", "next", "previous", "prev", "left", "right",
        "reply", "send", "undo", "redo", "indent", "outdent",
    ]

    /// Default words that Material spells otherwise: `navigate_before`, `format_indent_decrease`.
    static let materialSpelling: [String: [String]] = [
        "previous": ["before"], "prev": ["before"], "outdent": ["indent", "decrease"],
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
    /// Up and down in every spelling Material and SF Symbols use (`arrow_upward`, `chevron.down`,
    /// `arrow.up.to.line`), and the edges a vertical arrow points at (`scroll-to-top`).
    static let vertical: Set<String> = [
        "up", "down", "upward", "upwards", "downward", "downwards", "top", "bottom", "above", "below",
    ]
    /// Words that say "the one after": they point along the reading direction only when nothing
    /// says they go up or down (`up-next`, a queue; `backUp`; `find-next` in a find bar, which
    /// steps down the page as iOS draws it).
    static let sequence: Set<String> = ["next", "previous", "prev", "forward", "backward", "back"]
    static let verticalSteppers: Set<String> = ["find", "search", "result", "results", "match", "matches"]
    /// A left or right beside one of these names a place, not a way: `left_menu`, `LeftAligned`,
    /// `FireLeftPadded`, `time_left` (what remains).
    static let places: Set<String> = [
        "menu", "panel", "pane", "sidebar", "side", "drawer", "column", "edge", "corner", "margin", "padding",
        "padded", "aligned", "inset", "border", "gutter", "half", "hand", "time", "remaining",
    ]
    /// Names with one of these are never directional: a brand's mark keeps its shape; a real-world
    /// turn or heading is the same on every road and compass; media transport controls and
    /// circular arrows keep the way tape and clocks run (Material's bidirectionality guidance).
    static let neverMirrored: Set<String> = [
        "logo", "logotype", "wordmark", "brand", "branding",
        "turn", "maneuver", "manoeuvre", "compass", "heading", "north", "south", "east", "west",
        "play", "playback", "player", "miniplayer", "playlist", "skip", "rewind", "seek", "chapter",
        "clockwise", "counterclockwise", "anticlockwise", "circlepath", "trianglepath", "refresh", "reload", "sync",
        "repeat", "replay", "loop",
    ]

    /// The first word of `name` that makes it directional, as written in the name; nil when none
    /// does. Whole words only, compared case-insensitively: `icBackArrow` matches "back",
    /// `copyright` and `bright` do not match "right".
    ///
    /// In order: a name spelled like an SF Symbol is judged by the symbol's row (symmetric and
    /// physical ones are not directional, the others are when a word of the list is in it); a
    /// name with a word of ``neverMirrored`` is not; then each word counts unless the name says
    /// up or down (shapes and ``sequence`` words), it names a place (``places``), or it is
    /// seconds skipped (`backward_30s`).
    func firstMatch(in name: String) -> String? {
        let parts = Self.split(name)
        let lower = parts.map { $0.lowercased() }
        if let row = SymbolDirectionTable.standard.row(named: Self.symbolName(name)) {
            guard row.kind != .selfSymmetric, row.kind != .physical else { return nil }
            return parts.first { words.contains($0.lowercased()) }
        }
        if lower.contains(where: Self.neverMirrored.contains) || Self.skipsSeconds(lower) { return nil }
        let upOrDown = lower.contains(where: Self.vertical.contains)
        let stepsDown = upOrDown || lower.contains(where: Self.verticalSteppers.contains)
        for (index, word) in lower.enumerated() where words.contains(word) {
            if upOrDown && Self.shapes.contains(word) || stepsDown && Self.sequence.contains(word) { continue }
            if word == "left" || word == "right" {
                let neighbours = [index - 1, index + 1].filter(lower.indices.contains).map { lower[$0] }
                if neighbours.contains(where: Self.places.contains) { continue }
            }
            return parts[index]
        }
        return nil
    }

    /// `name` without a trailing `#…` variant tag (`chevron.right#accessory`), as SF Symbols
    /// spells its names.
    static func symbolName(_ name: String) -> String {
        String(name.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// A number of seconds (`30s`, `15sec`): the control skips time, a media control.
    private static func skipsSeconds(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { number, unit in
            number.allSatisfy(\.isNumber) && ["s", "sec", "secs", "seconds"].contains(unit)
        }
    }

    /// `name` split on `-`, `_`, `.`, `#`, spaces, camel-case humps (`icBackArrow` → ic, Back,
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
            if character == "-" || character == "_" || character == "." || character == "#" || character.isWhitespace {
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
