/// The image and symbol sets of a catalog that have a hand-made counterpart for the other
/// direction, so that their fixed direction is on purpose.
///
/// Apps written before asset catalogs could mirror ship each way as its own fixed image and
/// choose between them in code: `chevron-left` beside `chevron-right`, `NavBarBack` beside
/// `NavBarBackRTL`. Mirroring either would make it point against its own name, so
/// `directional-name-fixed` leaves such pairs alone. Only names that say which way the image
/// points (left, right, as ``AssetNameSides`` reads them) or which layout it is for (rtl, ltr)
/// pair up: `back` beside `forward` names what a button does, and a back arrow must still mirror.
struct DirectionalCounterparts: Sendable {
    /// The names of every set that can mirror, as written.
    private let names: Set<String>
    /// The same names as lowercased words (``DirectionalWords/split(_:)``).
    private let wordLists: Set<[String]>

    init(_ catalog: AssetCatalog) {
        names = Set(catalog.sets.filter { $0.type.supportsDirection }.map(\.name))
        wordLists = Set(names.map(Self.words))
    }

    /// Whether another set is named `name` with left and right swapped (the pair
    /// `set-direction`'s table calls a swap pair), or `name` with an `rtl` or `ltr` word added
    /// or taken away (`NavBarBack` ↔ `NavBarBackRTL`, `back_rtl` ↔ `back`).
    func hasCounterpart(_ name: String) -> Bool {
        if let swapped = AssetNameSides.swapped(name), names.contains(swapped) { return true }
        let words = Self.words(name)
        for (index, word) in words.enumerated() where Self.layoutMarks.contains(word) {
            var unmarked = words
            unmarked.remove(at: index)
            if wordLists.contains(unmarked) { return true }
        }
        return Self.layoutMarks.contains { mark in
            (0...words.count).contains { index in
                var marked = words
                marked.insert(mark, at: index)
                return wordLists.contains(marked)
            }
        }
    }

    private static let layoutMarks: Set<String> = ["rtl", "ltr"]

    private static func words(_ name: String) -> [String] {
        DirectionalWords.split(name).map { $0.lowercased() }
    }
}
