import AssetMirror
import Foundation

/// What `set-direction` reports: a line per named set on stderr as each catalog is done
/// (changes, and errors for what could not be done), the totals at the end, and with `--format
/// json` JSON Lines on stdout (``JSONLinesEncoder``), one object per named set and a summary:
///
///     {"after":"left-to-right","before":"fixed","reason":null,"set":"App/Assets.xcassets/back.imageset","status":"changed","type":"set"}
///     {"catalog":"App/Assets.xcassets","pattern":"bak*","type":"unmatched-pattern"}
///     {"catalog":"file.xcassets","reason":"not a folder, so not an asset catalog: file.xcassets","type":"catalog-failed"}
///     {"catalogs_failed":1,"changed":1,"dry_run":false,"exit_status":1,"failed":0,"refused":0,"type":"summary","unchanged":0,"unmatched_patterns":1}
///
/// `status`: `changed` (with `--dry-run`: would change), `unchanged` (the set has the direction
/// already), `refused` (it cannot take it; `reason` says why) or `failed` (its file could not
/// be written; `reason` says why). `before` is the set's direction as `inspect` shows it
/// (`fixed`, `left-to-right`, `right-to-left`, `both`, `inconsistent`).
struct SetDirectionReport {
    private struct SetLine: Encodable {
        let type = "set"
        let set: String, status: String, before: String, after: String, reason: String?

        // Written out so that a nil `reason` is `null`, not left out: every key is always present.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(set, forKey: .set)
            try container.encode(status, forKey: .status)
            try container.encode(before, forKey: .before)
            try container.encode(after, forKey: .after)
            try container.encode(reason, forKey: .reason)
        }

        enum CodingKeys: String, CodingKey { case type, set, status, before, after, reason }
    }

    private struct UnmatchedLine: Encodable {
        let type = "unmatched-pattern"
        let catalog: String, pattern: String
    }

    private struct CatalogLine: Encodable {
        let type = "catalog-failed"
        let catalog: String, reason: String
    }

    private struct SummaryLine: Encodable {
        let type = "summary"
        let changed: Int, unchanged: Int, refused: Int, failed: Int
        let unmatchedPatterns: Int, catalogsFailed: Int
        let dryRun: Bool, exitStatus: Int32
    }

    let dryRun: Bool
    let quiet: Bool
    private var lines: [any Encodable] = []
    private var changed = 0, unchanged = 0, refused = 0, failed = 0, unmatched = 0, catalogsFailed = 0
    /// Each catalog read, and the patterns that named none of its sets: a pattern is an error
    /// only when it names no set in any catalog of the run (`set-direction left-to-right
    /// --set back` in a repository root names `back` in one catalog, not in every one).
    private var unmatchedByCatalog: [(catalog: String, patterns: [String])] = []

    init(dryRun: Bool, quiet: Bool) {
        self.dryRun = dryRun
        self.quiet = quiet
    }

    var hasFailures: Bool { refused + failed + unmatched + catalogsFailed > 0 }

    mutating func catalogFailed(path: String, reason: String) {
        catalogsFailed += 1
        lines.append(CatalogLine(catalog: path, reason: reason))
        StandardStreams.errorLine("assetmirror: error: \(reason)")
    }

    /// Adds one catalog's plan and the sets whose file could not be written, and prints its lines.
    mutating func add(_ plan: DirectionEditPlan, failures: [(relativePath: String, error: FileIOError)]) {
        var text: [String] = []
        let after = plan.setting.rawValue
        for edit in plan.sets {
            let path = plan.catalog.displayPath(of: edit.relativePath)
            let before = edit.before.rawValue
            let status: String
            let reason: String?
            if let failure = failures.first(where: { $0.relativePath == edit.relativePath }) {
                (status, reason) = ("failed", failure.error.description)
                failed += 1
                text.append("assetmirror: error: \(path): cannot set its direction: \(failure.error)")
            } else {
                switch edit.outcome {
                case .change:
                    (status, reason) = ("changed", nil)
                    changed += 1
                    if !quiet { text.append("\(path): \(before) → \(after)\(dryRun ? " (dry run)" : "")") }
                case .unchanged:
                    (status, reason) = ("unchanged", nil)
                    unchanged += 1
                case .refused(let why):
                    (status, reason) = ("refused", why)
                    refused += 1
                    text.append("assetmirror: error: \(path): not set to \(after): \(why)")
                }
            }
            lines.append(SetLine(set: path, status: status, before: before, after: after, reason: reason))
        }
        unmatchedByCatalog.append((plan.catalog.path, plan.unmatchedPatterns.map(\.text)))
        // Each line escaped whole, so that a set name holding a line break stays on its line.
        StandardStreams.error(text.map { OutputText.line($0) + "\n" }.joined())
    }

    /// Reports, once every catalog is done, each pattern that named no set in any of them (in
    /// the order given), naming the catalogs searched.
    mutating func finishPatterns(_ patterns: [String]) {
        var text: [String] = []
        var seen: Set<String> = []
        for pattern in patterns where !unmatchedByCatalog.isEmpty && seen.insert(pattern).inserted {
            guard unmatchedByCatalog.allSatisfy({ $0.patterns.contains(pattern) }) else { continue }
            unmatched += 1
            let catalogs = unmatchedByCatalog.map(\.catalog)
            for catalog in catalogs { lines.append(UnmatchedLine(catalog: catalog, pattern: pattern)) }
            text.append(
                "assetmirror: error: \(catalogs.joined(separator: ", ")): no image or symbol set matches --set \(pattern)"
            )
        }
        unmatchedByCatalog = []
        StandardStreams.error(text.map { OutputText.line($0) + "\n" }.joined())
    }

    /// The totals line, unless `quiet`.
    func closingLines() -> [String] {
        guard !quiet else { return [] }
        var parts = ["\(changed) \(changed == 1 ? "set" : "sets") \(dryRun ? "would change" : "changed")"]
        if unchanged > 0 { parts.append("\(unchanged) already so") }
        if refused > 0 { parts.append("\(refused) refused") }
        if failed > 0 { parts.append("\(failed) failed") }
        if unmatched > 0 { parts.append("\(unmatched) \(unmatched == 1 ? "pattern" : "patterns") matched nothing") }
        if catalogsFailed > 0 {
            parts.append("\(catalogsFailed) \(catalogsFailed == 1 ? "catalog" : "catalogs") unreadable")
        }
        return [(dryRun ? "dry run: " : "") + parts.joined(separator: ", ") + (dryRun ? "; nothing written" : "")]
    }

    /// The JSON Lines for `--format json`: the lines kept so far, then the summary.
    func jsonLines() -> [String] {
        let encoder = JSONLinesEncoder()
        let summary = SummaryLine(
            changed: changed, unchanged: unchanged, refused: refused, failed: failed, unmatchedPatterns: unmatched,
            catalogsFailed: catalogsFailed, dryRun: dryRun,
            exitStatus: (hasFailures ? ExitStatus.fileFailed : ExitStatus.success).rawValue)
        return (lines + [summary]).map { encoder.line($0) }
    }
}
