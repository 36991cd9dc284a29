import Foundation

/// The settings in a `.assetmirror.yml`: which rules run and how severe they are, which words
/// mark an asset as directional, which paths to skip, and how `generate` names mirrored files.
///
/// The file is YAML; every key is optional and anything else is an error, so a typo never
/// silently does nothing:
/// ```yaml
/// rules:                             # rule id: error | warning | off
///   scale-mismatch: error            # re-rates a rule
///   directional-name-fixed: off      # turns a rule off
/// directional-words: [arrow, chevron, back, forward]   # replaces the built-in list
/// additional-directional-words: [caret, disclosure]    # added to the list in force
/// included: ["App", "Packages/**"]  # where a folder search looks (default: everywhere)
/// excluded: ["Legacy/**"]            # globs, relative to this file's folder
/// generate:
///   rtl-suffix: "-rtl"               # name of mirrored files
///   ltr-suffix: "-ltr"
/// ```
/// The lists also accept a single string. `find(for:path:knownRules:)` picks the file nearest
/// to a catalog, as SwiftLint finds `.swiftlint.yml`; there is no merging of several files.
public struct Configuration: Sendable, Equatable {
    public static let fileName = ".assetmirror.yml"

    /// Severities set in `rules:`: a nil value turns the rule off; a rule not in the dictionary
    /// keeps its default (on for most rules, off for opt-in ones).
    public var ruleSeverities: [RuleID: Severity?]
    /// Replaces the default word list when set.
    public var directionalWords: [String]?
    /// Added to the word list in force, whether the default or ``directionalWords``.
    public var additionalDirectionalWords: [String]
    /// Globs relative to the config file's folder: when not empty, a folder search keeps only the
    /// catalogs and projects at or below a path one of them matches.
    public var includedPaths: [String]
    /// Globs relative to the config file's folder.
    public var excludedPaths: [String]
    /// False when the file says `manifest-evaluation: off`: a folder search it governs reads
    /// `Package.swift` by SwiftPM's convention and never runs it. It cannot turn evaluation on.
    public var evaluatesManifests: Bool
    /// The suffix `generate` uses for mirrored (right-to-left) files' names; nil leaves the default to the caller.
    public var rtlSuffix: String?
    /// The suffix `generate` uses for left-to-right files' names; nil leaves the default to the caller.
    public var ltrSuffix: String?
    /// The file these settings came from; nil for the defaults or text parsed without a file.
    public var sourceFile: URL?

    /// All defaults: every rule at its default severity, the built-in word list, nothing excluded.
    public init() {
        ruleSeverities = [:]
        directionalWords = nil
        additionalDirectionalWords = []
        includedPaths = []
        excludedPaths = []
        evaluatesManifests = true
        rtlSuffix = nil
        ltrSuffix = nil
        sourceFile = nil
    }

    /// The severity a rule gets here, or nil when it is off (opt-in rules are off unless listed).
    public func severity(of rule: Rule) -> Severity? {
        if let configured = ruleSeverities[rule.id] { return configured }
        return rule.isOptIn ? nil : rule.defaultSeverity
    }

    /// The folder that ``excludedPaths`` are relative to: the config file's, or nil for defaults.
    public var baseFolder: URL? { sourceFile?.deletingLastPathComponent() }
}
