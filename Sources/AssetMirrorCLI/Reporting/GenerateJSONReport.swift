import AssetMirror
import Foundation

/// The `--format json` output of generate: JSON Lines on stdout, one object per set in plan
/// order, one per failed copy or removal, one per file a derived catalog keeps that no record
/// accounts for, then a summary. Keys sorted and in snake_case (``JSONLinesEncoder`` converts
/// the property names); absent values are `null`.
///
///     {"added_entries":3,"contents_updated":true,"files":[{"action":"create","file":"back-rtl.png","source":"back.png"}],
///      "notes":[],"problems":[],"reason":null,"set":"App/Assets.xcassets/Navigation/back.imageset","status":"generated","type":"set"}
///     {"path":"out/Assets.xcassets/notes.txt","reason":"not in the source, and no record says assetmirror wrote it; left in place","type":"kept"}
///     {"copied":0,"copy_failed":0,"dry_run":false,"exit_status":0,"failed":0,"files_up_to_date":0,"files_written":3,
///      "generated":1,"left_alone":0,"not_mirrored":0,"refused":0,"remove_failed":0,"removed":0,"seconds":0.01,
///      "type":"summary","up_to_date":0}
///
/// - `status`: `generated`, `up-to-date`, `left-alone`, `not-mirrored`, `refused`, `failed`
///   (with `--dry-run`: what the run would do).
/// - `files`: every generated file of the set with its planned `action`: `create`,
///   `regenerate`, `up-to-date`, `replace` (under `--force`) or `refuse`.
/// - `problems`: for `not-mirrored`, `refused` and `failed`: `{"file": name or null, "reason": …}`.
/// - `reason`: why a set was left alone; otherwise `null`.
enum GenerateJSONReport {
    struct FileEntry: Encodable {
        let file: String, source: String, action: String
    }

    struct ProblemEntry: Encodable {
        let file: String?, reason: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(reason, forKey: .reason)
        }

        enum CodingKeys: String, CodingKey { case file, reason }
    }

    struct SetLine: Encodable {
        let type = "set"
        let set: String, status: String
        let files: [FileEntry], problems: [ProblemEntry]
        let reason: String?
        let notes: [String]
        let addedEntries: Int
        let contentsUpdated: Bool

        init(_ result: SetResult) {
            set = result.displayPath
            files = result.variants.map {
                FileEntry(file: $0.file, source: $0.source, action: GenerateJSONReport.action($0.action))
            }
            notes = result.notes
            addedEntries = result.addedEntries
            var problems: [SetProblem] = []
            var reason: String?
            var contentsUpdated = false
            switch result.outcome {
            case .generated(_, let updated): (status, contentsUpdated) = ("generated", updated)
            case .upToDate: status = "up-to-date"
            case .leftAlone(let why): (status, reason) = ("left-alone", why)
            case .notMirrored(let list): (status, problems) = ("not-mirrored", list)
            case .refused(let list): (status, problems) = ("refused", list)
            case .failed(let list): (status, problems) = ("failed", list)
            }
            self.problems = problems.map { ProblemEntry(file: $0.file, reason: $0.reason) }
            self.reason = reason
            self.contentsUpdated = contentsUpdated
        }

        // Written by hand so that `nil` becomes an explicit `null` rather than a missing key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(set, forKey: .set)
            try container.encode(status, forKey: .status)
            try container.encode(files, forKey: .files)
            try container.encode(problems, forKey: .problems)
            try container.encode(reason, forKey: .reason)
            try container.encode(notes, forKey: .notes)
            try container.encode(addedEntries, forKey: .addedEntries)
            try container.encode(contentsUpdated, forKey: .contentsUpdated)
        }

        enum CodingKeys: String, CodingKey {
            case type, set, status, files, problems, reason, notes, addedEntries, contentsUpdated
        }
    }

    struct CopyFailureLine: Encodable {
        var type = "copy-failure"
        let path: String, reason: String
    }

    /// One operation of a dry run's plan (``GenerationPlan/operations``), in the run's order:
    /// `type` `write` (`kind`: `copy`, `variant`, `contents`, `set-record`, `derived-record`,
    /// `direction-table`), `set-time` (`kind`: `copy`: given its source's modification time,
    /// not written) or `remove` (`temporary-file`, `copy`, `variant`, `set-record`, `folder`).
    struct PlanItemLine: Encodable {
        let type: String, kind: String, path: String
    }

    /// What became of a direction table the run was asked for (with `--dry-run`: would become):
    /// `status` `written`, `up-to-date` or `empty` (not written: the catalog has no directional asset).
    struct DirectionTableLine: Encodable {
        var type = "direction-table"
        let catalog: String, path: String, status: String
    }

    struct SummaryLine: Encodable {
        let type = "summary"
        let generated: Int, upToDate: Int, notMirrored: Int, refused: Int, failed: Int, leftAlone: Int
        let filesWritten: Int, filesUpToDate: Int, copied: Int, copyFailed: Int, removed: Int, removeFailed: Int
        /// Copies of the source's bytes given the source's modification time (with `--dry-run`: to give).
        let copyTimesSet: Int
        /// Temporary files of killed runs removed before planning (with `--dry-run`: to remove).
        let temporaryFilesRemoved: Int
        let seconds: Double
        let dryRun: Bool
        let exitStatus: Int32
    }

    static func action(_ action: PlannedVariant.Action) -> String {
        switch action {
        case .create: "create"
        case .regenerate: "regenerate"
        case .upToDate: "up-to-date"
        case .replace: "replace"
        case .refuse: "refuse"
        }
    }

    /// Every line of the report, each without its newline.
    /// `kept`: the files derived catalogs keep that no record accounts for (``GenerationPlan/kept``);
    /// `plan`: for a dry run, the plan, whose every operation gets a line after the sets;
    /// `leftovers`: the temporary files of killed runs removed (or, in a dry run, to remove).
    static func lines(
        _ summary: GenerationSummary, exitStatus: ExitStatus, dryRun: Bool, kept: [String] = [],
        plan: GenerationPlan? = nil, leftovers: [String] = []
    ) -> [String] {
        let encoder = JSONLinesEncoder()
        let sets = summary.results.map { encoder.line(SetLine($0)) }
        var items: [String] = []
        if let plan {
            items = plan.operations.map {
                encoder.line(PlanItemLine(type: $0.action.rawValue, kind: $0.kind.rawValue, path: $0.displayPath))
            }
        }
        let copies =
            summary.copyFailures.map { encoder.line(CopyFailureLine(path: $0.path, reason: $0.reason.description)) }
            + summary.removeFailures.map {
                encoder.line(CopyFailureLine(type: "remove-failure", path: $0.path, reason: $0.reason.description))
            }
            + summary.refusedLinks.map {
                encoder.line(
                    CopyFailureLine(type: "link-refused", path: $0, reason: GenerateTextReport.linkRefusal))
            }
            + kept.map {
                encoder.line(
                    CopyFailureLine(
                        type: "kept", path: $0,
                        reason: "not in the source, and no record says assetmirror wrote it; left in place"))
            }
        let tables = (plan?.directionTables ?? summary.tables).map {
            encoder.line(DirectionTableLine(catalog: $0.catalog, path: $0.path, status: $0.outcome.rawValue))
        }
        let totals = SummaryLine(
            generated: summary.count { if case .generated = $0 { true } else { false } },
            upToDate: summary.count { $0 == .upToDate },
            notMirrored: summary.count { if case .notMirrored = $0 { true } else { false } },
            refused: summary.count { if case .refused = $0 { true } else { false } },
            failed: summary.count { if case .failed = $0 { true } else { false } },
            leftAlone: summary.count { if case .leftAlone = $0 { true } else { false } },
            filesWritten: summary.filesWritten, filesUpToDate: summary.filesUpToDate,
            copied: summary.copied, copyFailed: summary.copyFailures.count,
            removed: summary.removed, removeFailed: summary.removeFailures.count, copyTimesSet: summary.copyTimesSet,
            temporaryFilesRemoved: leftovers.count,
            seconds: summary.elapsed.seconds, dryRun: dryRun, exitStatus: exitStatus.rawValue)
        return sets + items + copies + tables + [encoder.line(totals)]
    }
}
