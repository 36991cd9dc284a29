/// `directional-name-fixed`, in two steps: the name and the catalog first, then the drawing.
///
/// A name alone does not make a finding: an upward tooltip triangle named `arrow`, an envelope
/// named `next_unread` point no way along a line of text. So the sets whose name matches are
/// looked at: every image is decoded (PNG, JPEG) or drawn (PDF, SVG: ``VectorDrawing``) and
/// compared with its mirror image (``PixelBuffer/mirrorChange(acrossRows:)``). A set whose most
/// detailed image looks the same mirrored is left alone, as is one whose most detailed image draws a media
/// transport control (``PixelBuffer/looksLikeMediaControl(ink:)``) or a circular arrow
/// (``PixelBuffer/looksLikeCircularArrow(ink:)``, unless it is named undo or redo), and so is a set whose counterpart for the other
/// direction the catalog holds; both are recorded (``LeftAloneSet``) so that the review page can
/// show them as such. Every finding says what was seen, or why nothing could be.
enum DirectionalNameCheck {
    /// What the name and the catalog say about a set, before any file is opened.
    enum Candidate {
        /// Named like a directional image (`word`, as written) and fixed: look at its images.
        case look(word: String)
        /// Named so, but left alone on purpose; `reason` says why.
        case leftAlone(reason: String)
    }

    /// For sets code loads by name: not the layers of image stacks, whose names (`Front`,
    /// `Middle`, `Back`) are depths, nor other parts of an enclosing asset. Nil when the rule is
    /// off or the set not one it reports.
    static func candidate(_ set: AssetSet, _ context: CatalogContext) -> Candidate? {
        guard let naming = context.directionalNaming, !context.isExcluded(set.relativePath),
            set.type.supportsDirection, set.direction == .fixed, set.isLoadedByName,
            let word = naming.words.firstMatch(in: set.name)
        else { return nil }
        if let counterpart = naming.counterparts.counterpart(of: set.name) {
            return .leftAlone(
                reason:
                    "named like a directional image (\"\(word)\"), but the catalog holds \"\(counterpart)\", its counterpart for the other direction, so its fixed direction is on purpose"
            )
        }
        return .look(word: word)
    }

    /// Whether the set's images are worth looking at: it names at least one file, and only
    /// images a codec can read (a set holding other files keeps its finding on the name alone).
    static func canLook(at set: AssetSet) -> Bool {
        let files = set.entries.compactMap(\.filename)
        return set.contents != nil && set.type.listsImages && !files.isEmpty
            && files.allSatisfy { name in
                ImageFormat(claimedBy: name).map { ImageCodecs.codec(for: $0) != nil } ?? false
            }
    }

    /// What looking at the set's images told.
    enum Look: Equatable {
        /// The most detailed images look the same mirrored; `change` is the largest share any of
        /// them changes.
        case symmetric(change: Double)
        /// Mirroring changes the most detailed images by `change` (the largest share).
        case changes(Double)
        /// The most detailed image draws a media transport control (⏩ ⏭), which does not mirror.
        case mediaControl
        /// The most detailed image draws a circular arrow (↺), which does not mirror.
        case circularArrow
        /// No image could be judged; `reason` says why, when known.
        case notSeen(reason: String?)
    }

    /// What the facts of the set's files say about a set named with `word`; `facts` is empty
    /// when the set was not looked at.
    ///
    /// The most detailed images decide (the largest change among them, when several are
    /// equally detailed): a set's images are one drawing at several scales, and at 1x a chevron
    /// pointing down is a few pixels whose anti-aliasing need not be even (vlc-ios's
    /// `iconChevron` changes 15% at 1x, under 1% at 3x), and a triangle is too few pixels to
    /// tell from a media control. A set some of whose files were not seen is symmetric only
    /// if all were. A circular arrow named undo or redo is still judged by its change
    /// (``mirrorsWhenCircular``).
    static func look(_ set: AssetSet, word: String, facts: [String: ImageFacts]) -> Look {
        let files = set.entries.compactMap(\.filename).map { facts[$0] } // nil: not read
        let looked = files.compactMap { $0 }.filter { $0.looksSymmetric != nil }
        guard let detail = looked.compactMap(\.drawnPixels).max() else { return .notSeen(reason: notSeenReason(files)) }
        let decisive = looked.filter { $0.drawnPixels == detail }
        let change = decisive.compactMap(\.mirrorChange).max() ?? 0
        let symmetric = decisive.allSatisfy { $0.looksSymmetric == true }
        if symmetric, looked.count == files.count { return .symmetric(change: change) }
        if decisive.contains(where: { $0.looksLikeMediaControl == true }) { return .mediaControl }
        if !mirrorsWhenCircular.contains(word.lowercased()),
            decisive.contains(where: { $0.looksLikeCircularArrow == true })
        {
            return .circularArrow
        }
        return symmetric ? .notSeen(reason: notSeenReason(files)) : .changes(change)
    }

    /// Words that step along the reading direction even when drawn as a circular arrow:
    /// Material's `undo` and `redo` mirror (its bidirectionality guidance, and Compose's
    /// `Icons.AutoMirrored`), so an undo drawn as ↺ is reported as any undo is.
    static let mirrorsWhenCircular: Set<String> = ["undo", "redo"]

    /// Why no image of the set was seen, when one file says why.
    private static func notSeenReason(_ files: [ImageFacts?]) -> String? {
        files.lazy.compactMap { $0?.notDrawn ?? $0?.decodeError.map { "it cannot be decoded: \($0)" } }.first
    }

    /// The finding for a set named with `word`, given what `look` saw; nil when it saw a
    /// symmetric drawing (the set is then left alone: ``leftAloneReason(_:)``).
    static func finding(_ set: AssetSet, word: String, look: Look, _ context: CatalogContext) -> Finding? {
        let seen: String
        switch look {
        case .symmetric, .mediaControl, .circularArrow: return nil
        case .changes(let change): seen = " and mirroring changes \(percent(change)) of its drawing,"
        case .notSeen(let reason): seen = reason.map { " (its drawing was not looked at: \($0))" } ?? ""
        }
        // set-direction writes the direction on entries, so a set without any has none to take.
        let fix =
            set.entries.isEmpty
            ? "add its images, then set Direction to Left to Right, Mirrors"
            : "make it mirror with `\(FixCommand.setDirection("left-to-right", set, in: context.catalog))` (in Xcode: Direction, Left to Right, Mirrors)"
        return context.finding(
            DirectionalNameFixedRule.rule, in: set, at: set.entries.isEmpty ? [] : CatalogContext.entryPath(set, 0),
            "\"\(set.name)\" is named like a directional image (\"\(word)\")\(seen) but its direction is Fixed, so it will point the wrong way in right-to-left layouts; \(fix), or exclude it if it must not mirror"
        )
    }

    /// Why a set named with `word` whose drawing is a media transport control is left alone.
    static func mediaControlReason(word: String) -> String {
        "named like a directional image (\"\(word)\"), but its drawing is a media transport control (triangles pointing one way, with or without bars: ⏩ ⏭), which keeps its direction in right-to-left layouts as SF Symbols' forward.end does"
    }

    /// Why a set named with `word` whose drawing is a circular arrow is left alone.
    static func circularArrowReason(word: String) -> String {
        "named like a directional image (\"\(word)\"), but its drawing is a circular arrow (an open ring most of the way round, a clock's hands allowed inside: ↺), which keeps the way a clock turns in right-to-left layouts as SF Symbols' arrow.counterclockwise and clock.arrow.circlepath do"
    }

    /// Why a set named with `word` whose drawing `look` found symmetric is left alone.
    static func leftAloneReason(word: String, change: Double) -> String {
        "named like a directional image (\"\(word)\"), but its drawing is left-right symmetric (mirroring changes \(percent(change)) of it), so it cannot point the wrong way"
    }

    /// `share` (0 to 1) as a whole percentage; a change under 1% but above 0 is "under 1%".
    static func percent(_ share: Double) -> String {
        let whole = Int((share * 100).rounded())
        return whole == 0 && share > 0 ? "under 1%" : "\(whole)%"
    }
}
