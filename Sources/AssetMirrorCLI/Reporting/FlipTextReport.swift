import AssetMirror

/// The human-readable lines of a flip run: pure functions from results to text, for stderr.
enum FlipTextReport {
    /// The lines one result adds while the run goes on: an error for a failed file, notes for
    /// a skipped file or a flipped file the codec had something to say about.
    static func lines(for result: FlipResult, quiet: Bool) -> [String] {
        var path: String { result.source.relativePath }
        switch result.outcome {
        case .failed(let failure):
            return ["assetmirror: error: \(failure)"]
        case .skipped(let reason):
            return quiet ? [] : ["assetmirror: note: \(path): skipped: \(reason)"]
        case .flipped(_, let notes):
            return quiet ? [] : notes.map { "assetmirror: note: \(path): \($0)" }
        }
    }

    /// The closing lines: each re-encoded file with its reason, then the totals.
    ///
    ///     re-encoded Icons/photo.jpg: width 37 is not a multiple of …
    ///     flipped 11 (10 lossless, 1 re-encoded), skipped 1, failed 0; 48.2 KB in → 48.0 KB out; 0.04 s, 275.0 files/s
    static func summary(_ summary: FlipSummary) -> [String] {
        let reencoded = summary.reencoded.map { "re-encoded \($0.source.relativePath): \($0.reason)" }
        let totals =
            "flipped \(summary.flipped) (\(summary.flippedLossless) lossless, \(summary.reencoded.count) re-encoded), "
            + "skipped \(summary.skipped), failed \(summary.failed); "
            + "\(byteCount(summary.bytesIn)) in → \(byteCount(summary.bytesOut)) out; "
            + "\(decimal(summary.elapsed.seconds, places: 2)) s, \(decimal(summary.filesPerSecond, places: 1)) files/s"
        return reencoded + [totals]
    }

    /// `812 B`, `48.2 KB`, `3.1 MB`: decimal units, as Finder shows sizes.
    static func byteCount(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return "\(bytes) B" }
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return "\(decimal(value, places: 1)) \(units[unit])"
    }

    /// `value` rounded to `places` decimals, without Foundation's locale-dependent formatting.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        guard places > 0 else { return String(whole) }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: places - digits.count) + digits
    }
}
