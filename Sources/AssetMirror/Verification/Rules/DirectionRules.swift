/// Rules about `language-direction`: valid values, one direction per set, twins in Both sets.
extension Rules {
    public static let invalidDirection = Rule(
        id: "invalid-direction", name: "Invalid direction",
        summary:
            "A language-direction value other than \"left-to-right\" or \"right-to-left\": Xcode ignores it, so the image does not mirror as intended.",
        defaultSeverity: .error)
    public static let inconsistentDirection = Rule(
        id: "inconsistent-direction", name: "Inconsistent direction",
        summary:
            "A set where some entries have a language-direction and others none: Xcode writes the same direction on every entry (empty slots included), so the set was edited by hand and mirrors only in part.",
        defaultSeverity: .error)
    public static let missingRTLTwin = Rule(
        id: "missing-rtl-twin", name: "Missing right-to-left twin",
        summary:
            "A Both set whose left-to-right slot has no right-to-left entry with a file (or the reverse): that slot shows the wrong image, unmirrored, in one layout direction.",
        defaultSeverity: .error)
}

enum DirectionChecks {
    static func check(_ set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        guard set.type.supportsDirection, set.contents != nil else { return }
        for entry in set.entries {
            guard let value = entry.languageDirectionValue, entry.languageDirection == nil else { continue }
            findings += context.finding(
                Rules.invalidDirection, in: set, at: CatalogContext.entryPath(set, entry.index, "language-direction"),
                "language-direction \"\(value)\" (\(entry.slotLabel)) is not a direction; use \"left-to-right\" or \"right-to-left\" (Xcode's Direction menu writes them)"
            )
        }
        switch set.direction {
        case .inconsistent: checkConsistency(set, context, into: &findings)
        case .both: checkTwins(set, context, into: &findings)
        default: break
        }
    }

    /// Entries without a direction in a set where others have one (invalid values are
    /// `invalid-direction`'s, and do not count as a direction here).
    static func checkConsistency(_ set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        let values = Set(set.entries.compactMap { $0.languageDirection?.rawValue })
        guard !values.isEmpty else { return }
        let written = values.sorted().map { "\"\($0)\"" }.joined(separator: " and ")
        for entry in set.entries where entry.languageDirectionValue == nil {
            findings += context.finding(
                Rules.inconsistentDirection, in: set, at: CatalogContext.entryPath(set, entry.index),
                "this entry (\(entry.slotLabel)) has no language-direction while others say \(written), so it will not mirror with them; pick the set's Direction again in Xcode, or add the key"
            )
        }
    }

    /// In a Both set, every slot with a file in one direction needs a file in the other.
    static func checkTwins(_ set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {
        var filled: [LanguageDirection: Set<String>] = [:]
        for entry in set.entries where entry.filename != nil {
            if let direction = entry.languageDirection { filled[direction, default: []].insert(entry.slot) }
        }
        var reported: Set<String> = []
        for entry in set.entries {
            guard entry.filename != nil, let direction = entry.languageDirection,
                filled[direction.opposite]?.contains(entry.slot) != true, reported.insert(entry.slot).inserted
            else { continue }
            let missing = direction.opposite.rawValue
            findings += context.finding(
                Rules.missingRTLTwin, in: set, at: CatalogContext.entryPath(set, entry.index),
                "the \(direction.rawValue) image \"\(entry.filename!)\" (\(entry.slotLabel)) has no \(missing) twin with a file, so that slot shows the wrong image in \(missing) layouts; add one (assetmirror generate makes mirrored twins)"
            )
        }
    }
}
