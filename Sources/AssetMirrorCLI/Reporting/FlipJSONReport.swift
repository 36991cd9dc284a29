import AssetMirror
import Foundation

/// The `--format json` output: JSON Lines, one object per line on stdout.
///
/// One object per file, in plan order (inputs as given, files sorted by path), then one
/// summary object. Every key is always present; absent values are `null`. Keys are sorted and
/// in snake_case (``JSONLinesEncoder`` converts the property names).
///
///     {"bytes_in":812,"bytes_out":809,"destination":"out/back.png","method":"lossless","notes":[],
///      "reason":null,"seconds":0.0012,"source":"Icons/back.png","status":"flipped","type":"file"}
///     {"bytes_in":812,"bytes_out":809,"exit_status":0,"failed":0,"files_per_second":250.0,"flipped":1,
///      "lossless":1,"reencoded":0,"seconds":0.004,"skipped":0,"type":"summary"}
///
/// - `status`: `flipped`, `skipped` or `failed`.
/// - `method`: `lossless` or `re-encoded` when flipped, else `null`.
/// - `reason`: why it was re-encoded, skipped or failed; `null` for a lossless flip.
/// - `destination`: `null` for a skipped file; for a failed file, where it would have gone.
enum FlipJSONReport {
    struct FileLine: Encodable {
        let type = "file"
        let source: String
        let destination: String?
        let status: String
        let method: String?
        let reason: String?
        let notes: [String]
        let bytesIn: Int
        let bytesOut: Int
        let seconds: Double

        init(_ result: FlipResult) {
            source = result.source.relativePath
            destination = result.destination?.relativePath
            bytesIn = result.bytesIn
            bytesOut = result.bytesOut
            seconds = result.duration.seconds
            switch result.outcome {
            case .flipped(.lossless, let notes):
                (status, method, reason, self.notes) = ("flipped", "lossless", nil, notes)
            case .flipped(.reencoded(let why), let notes):
                (status, method, reason, self.notes) = ("flipped", "re-encoded", why, notes)
            case .skipped(let why):
                (status, method, reason, notes) = ("skipped", nil, why.description, [])
            case .failed(let failure):
                (status, method, reason, notes) = ("failed", nil, failure.reason.description, [])
            }
        }

        // Written by hand so that `nil` becomes an explicit `null` rather than a missing key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(source, forKey: .source)
            try container.encode(destination, forKey: .destination)
            try container.encode(status, forKey: .status)
            try container.encode(method, forKey: .method)
            try container.encode(reason, forKey: .reason)
            try container.encode(notes, forKey: .notes)
            try container.encode(bytesIn, forKey: .bytesIn)
            try container.encode(bytesOut, forKey: .bytesOut)
            try container.encode(seconds, forKey: .seconds)
        }

        enum CodingKeys: String, CodingKey {
            case type, source, destination, status, method, reason, notes, bytesIn, bytesOut, seconds
        }
    }

    struct SummaryLine: Encodable {
        let type = "summary"
        let flipped: Int, lossless: Int, reencoded: Int, skipped: Int, failed: Int
        let bytesIn: Int, bytesOut: Int
        let seconds: Double, filesPerSecond: Double
        /// Temporary files of killed runs removed before planning.
        let temporaryFilesRemoved: Int
        let exitStatus: Int32

        init(_ summary: FlipSummary, exitStatus: ExitStatus, temporaryFilesRemoved: Int) {
            flipped = summary.flipped
            lossless = summary.flippedLossless
            reencoded = summary.reencoded.count
            skipped = summary.skipped
            failed = summary.failed
            bytesIn = summary.bytesIn
            bytesOut = summary.bytesOut
            seconds = summary.elapsed.seconds
            filesPerSecond = summary.filesPerSecond
            self.temporaryFilesRemoved = temporaryFilesRemoved
            self.exitStatus = exitStatus.rawValue
        }
    }

    /// Every line of the report, each without its newline.
    /// `temporaryFilesRemoved`: how many temporary files of killed runs the run removed first.
    static func lines(_ summary: FlipSummary, exitStatus: ExitStatus, temporaryFilesRemoved: Int = 0) -> [String] {
        let encoder = JSONLinesEncoder()
        return summary.results.map { encoder.line(FileLine($0)) } + [
            encoder.line(SummaryLine(summary, exitStatus: exitStatus, temporaryFilesRemoved: temporaryFilesRemoved))
        ]
    }
}
