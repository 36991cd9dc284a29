/// One rule of `verify`, in one file: what it is (``rule``: id, default severity, summary),
/// examples that show what it finds and what it leaves alone, and its check.
///
/// The verifier runs every type in ``Rules/types`` in two phases. First the catalogs as read,
/// with no file opened: ``check(catalog:into:)`` once per catalog, ``check(catalogs:targetCatalogs:into:)``
/// once per run, ``check(set:_:into:)`` once per set that is not excluded. Then the files the rules
/// ask for (``needs(_:_:)``) are read, on the verifier's workers, each once, and
/// ``check(set:reading:_:into:)`` gets what they told. Every check has a default that does
/// nothing, so a rule implements only its own. A rule that is off still runs, but
/// ``CatalogContext/finding(_:at:position:_:asset:)`` gives nothing for it; a rule whose
/// check costs something asks ``CatalogContext/isEnabled(_:)`` first.
protocol VerifyRule: Sendable {
    /// The rule's identity and description: what `--list-rules`, SARIF and the docs show.
    static var rule: Rule { get }
    /// Small catalogs that the rule reports, and some it must not; `RuleExampleTests` runs each.
    static var examples: [RuleExample] { get }
    /// The command its findings name (between backquotes) to fix them, when one exists, as the
    /// docs' rule table shows it: "assetmirror set-direction". `FixAdviceCommandTests` runs the
    /// command of each finding of the triggering examples and checks that it fixes the finding.
    static var fixCommand: String? { get }

    /// Phase one, once per catalog: what needs the whole catalog as read.
    static func check(catalog context: CatalogContext, into findings: inout [Finding])
    /// Phase one, once per run: what holds across catalogs (a target's names).
    static func check(
        catalogs contexts: [CatalogContext], targetCatalogs: [TargetCatalogs], into findings: inout [Finding])
    /// Phase one, once per set that is not excluded.
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding])
    /// What of a set's files the rule needs read for phase two. Asked only for sets that list
    /// images, have a `Contents.json` and are not excluded.
    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds
    /// Phase two, once per set that is not excluded, with what its files told (empty for a set
    /// no rule asked to read).
    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding])
}

extension VerifyRule {
    static var examples: [RuleExample] { [] }
    static var fixCommand: String? { nil }
    static func check(catalog context: CatalogContext, into findings: inout [Finding]) {}
    static func check(
        catalogs contexts: [CatalogContext], targetCatalogs: [TargetCatalogs], into findings: inout [Finding]
    ) {}
    static func check(set: AssetSet, _ context: CatalogContext, into findings: inout [Finding]) {}
    static func needs(_ set: AssetSet, _ context: CatalogContext) -> SetReadingNeeds { [] }
    static func check(set: AssetSet, reading: SetReading, _ context: CatalogContext, into findings: inout [Finding]) {
    }
}

/// What a rule needs read of one set's files.
struct SetReadingNeeds: OptionSet, Sendable {
    let rawValue: Int
    /// Every image's signature and header.
    static let headers = SetReadingNeeds(rawValue: 1)
    /// Every image decoded too, for whether it is its own mirror image (raster images only: a
    /// vector image is never decoded).
    static let pixels = SetReadingNeeds(rawValue: 2)
    /// Every image's drawing looked at: decoded, or drawn for a vector image, compared with its
    /// mirror image, and told whether it is a media control or a circular arrow
    /// (``ImageFacts/Depth/drawing``).
    static let drawing = SetReadingNeeds(rawValue: 8)
    /// The set's `.assetmirror.json` checked against its generated variants.
    static let record = SetReadingNeeds(rawValue: 4)
}

/// What reading one set's files told: each image's facts, by file name, and what checking its
/// generated variants found. Empty for a set no rule asked to read; a file that could not be
/// read has no facts (its failure is reported as such).
struct SetReading: Sendable {
    var facts: [String: ImageFacts] = [:]
    var recordOutcomes: [StaleVariantOutcome] = []
}
