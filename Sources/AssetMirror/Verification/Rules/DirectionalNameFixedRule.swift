/// `directional-name-fixed`: a set named like something that points a way, whose direction is
/// Fixed.
enum DirectionalNameFixedRule: VerifyRule {
    static let rule = Rule(
        id: "directional-name-fixed", name: "Directional name, fixed direction",
        summary:
            "An image or symbol set named like something that points a way (arrow, chevron, back, next, reply, undo, …) whose direction is Fixed, so it will not mirror in right-to-left layouts. Not for places and brands (left menu, logo), up and down, real-world turns and headings, media controls, SF Symbols that are symmetric, sets with a hand-made counterpart for the other direction, nor images whose most detailed drawing looks the same mirrored or draws a media transport control (⏩ ⏭) or a circular arrow (↺, unless named undo or redo): PNG and JPEG pixels, PDF pages drawn by poppler, SVGs drawn by assetmirror's own reader. The finding says what was seen. The word list is configurable.",
        defaultSeverity: .warning)

    static let fixCommand: String? = "assetmirror set-direction left-to-right"

    static var examples: [RuleExample] {
        [
            .triggering(
                "a back arrow drawn pointing one way",
                [
                    .contents("A.xcassets/icBackArrow.imageset", [.image("back.png")]),
                    .png("A.xcassets/icBackArrow.imageset/back.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "an arrow that points down, by its name",
                [
                    .contents("A.xcassets/arrow_down.imageset", [.image("arrow.png")]),
                    .png("A.xcassets/arrow_down.imageset/arrow.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "a next button that looks the same mirrored",
                [
                    .contents("A.xcassets/next.imageset", [.image("next.png")]),
                    .png("A.xcassets/next.imageset/next.png", 16, 16, .solid),
                ]),
            .nonTriggering(
                "a next button drawn as a media control ⏭",
                [
                    .contents("A.xcassets/MiniNext.imageset", [.image("next.png")]),
                    .png("A.xcassets/MiniNext.imageset/next.png", 24, 24, .skipForward),
                ]),
            .nonTriggering(
                "a history button drawn as a circular arrow ↻",
                [
                    .contents("A.xcassets/history_back.imageset", [.image("history.png")]),
                    .png("A.xcassets/history_back.imageset/history.png", 32, 32, .circularArrow),
                ]),
            .nonTriggering(
                "chevron-left beside chevron-right",
                [
                    .contents("A.xcassets/chevron-left.imageset", [.image("left.png")]),
                    .png("A.xcassets/chevron-left.imageset/left.png", 16, 16, .pointingLeft),
                    .contents("A.xcassets/chevron-right.imageset", [.image("right.png")]),
                    .png("A.xcassets/chevron-right.imageset/right.png", 16, 16, .pointingRight),
                ]),
            .nonTriggering(
                "a back arrow that mirrors",
                [
                    .contents("A.xcassets/back.imageset", [.image("back.png", direction: "left-to-right")]),
                    .png("A.xcassets/back.imageset/back.png", 16, 16, .pointingLeft),
                ]),
        ]
    }

    /// Every set whose name matches waits for its drawing (``DirectionalNameCheck``): a
    /// symmetric image cannot point the wrong way. Nothing is reported before the files are read.
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {}

    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds {
        guard case .look? = DirectionalNameCheck.candidate(set, context), DirectionalNameCheck.canLook(at: set)
        else { return [] }
        return .drawing
    }

    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
        guard case .look(let word)? = DirectionalNameCheck.candidate(set, context) else { return }
        let look = DirectionalNameCheck.look(set, word: word, facts: reading.facts)
        if let finding = DirectionalNameCheck.finding(set, word: word, look: look, context) {
            findings.append(finding)
        }
    }

    /// Why a set this rule would judge is left alone on purpose (its counterpart is in the
    /// catalog, or its drawing is symmetric), for the review page; nil when it is not.
    static func leftAloneReason(set: AssetSet, reading: SetReading, _ context: CatalogContext) -> String? {
        switch DirectionalNameCheck.candidate(set, context) {
        case .leftAlone(let reason)?: return reason
        case .look(let word)?:
            switch DirectionalNameCheck.look(set, word: word, facts: reading.facts) {
            case .symmetric(let change): return DirectionalNameCheck.leftAloneReason(word: word, change: change)
            case .mediaControl: return DirectionalNameCheck.mediaControlReason(word: word)
            case .circularArrow: return DirectionalNameCheck.circularArrowReason(word: word)
            case .changes, .notSeen: return nil
            }
        case nil: return nil
        }
    }
}
