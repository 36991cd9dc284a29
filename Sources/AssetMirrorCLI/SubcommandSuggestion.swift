/// "Did you mean": a first argument that names no subcommand but is close to one
/// (`assetmirror verfy`), which ArgumentParser would refuse only as an unexpected argument.
enum SubcommandSuggestion {
    /// The subcommand `word` most likely meant: within two edits (a swap of neighbours is one),
    /// or a prefix of exactly one subcommand; nil when it names one, or none is close.
    static func suggestion(for word: String, among names: [String]) -> String? {
        guard !word.hasPrefix("-"), !names.contains(word) else { return nil }
        let lowered = word.lowercased()
        if names.contains(lowered) { return lowered }
        let prefixed = names.filter { $0.hasPrefix(lowered) }
        if !lowered.isEmpty, prefixed.count == 1 { return prefixed[0] }
        let scored = names.map { (name: $0, distance: distance(Array(lowered), Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2,
            best.distance < lowered.count
        else { return nil }
        return best.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost one.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
