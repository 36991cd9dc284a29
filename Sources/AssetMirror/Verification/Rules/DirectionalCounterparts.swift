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
    /// The same names as lowercased words (``DirectionalWords/split(_:)``), each to a name it
    /// came from (the first in catalog order).
    private let wordLists: [[String]: String]

    init(_ catalog: AssetCatalog) {
        let named = catalog.sets.filter { $0.type.supportsDirection }.map(\.name)
        names = Set(named)
        wordLists = Dictionary(named.map { (Self.words($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Another set named `name` with left and right swapped (the pair
    /// `set-direction`'s table calls a swap pair), or `name` with an `rtl` or `ltr` word added
    /// or taken away (`NavBarBack` ↔ `NavBarBackRTL`, `back_rtl` ↔ `back`).
    /// The name of that other set, when there is one.
    func counterpart(of name: String) -> String? {
        if let swapped = AssetNameSides.swapped(name), names.contains(swapped) { return swapped }
        let words = Self.words(name)
        for (index, word) in words.enumerated() where Self.layoutMarks.contains(word) {
            var unmarked = words
            unmarked.remove(at: index)
            if let other = wordLists[unmarked] { return other }
        }
        for mark in Self.layoutMarks.sorted() {
            for index in 0...words.count {
                var marked = words
                marked.insert(mark, at: index)
                if let other = wordLists[marked] { return other }
            }
        }
        return nil
    }

    private static let layoutMarks: Set<String> = ["rtl", "ltr"]

    private static func words(_ name: String) -> [String] {
        DirectionalWords.split(name).map { $0.lowercased() }
    }
}
