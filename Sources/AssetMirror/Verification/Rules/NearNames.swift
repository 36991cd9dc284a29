/// Files of a set that are probably one file under two names: an entry names a file the folder
/// does not hold, and the folder holds a file no entry names whose name differs only in case,
/// spaces and punctuation ("App Store.png" named, "AppStore.png" there).
///
/// `missing-file` reports such a pair as one finding, naming both and the rename that fixes it,
/// and `unreferenced-file` leaves the file alone, rather than two findings that each tell half
/// the story and advise opposite fixes (add a file; delete one).
enum NearNames {
    /// The unreferenced file that each missing name (by entry filename) pairs with; one file
    /// pairs with one name at most, the first in entry order. Names that differ only in case
    /// are not here: a Mac finds those (`missing-file` says so on its own).
    static func pairs(_ set: AssetSet) -> [String: String] {
        let present = Set(set.files)
        let namedLowercased = Set(set.entries.compactMap { $0.filename?.lowercased() })
        var unreferenced: [String: [String]] = [:]
        for file in set.files where !namedLowercased.contains(file.lowercased()) {
            unreferenced[key(file), default: []].append(file)
        }
        var pairs: [String: String] = [:]
        for entry in set.entries {
            guard let name = entry.filename, !present.contains(name), pairs[name] == nil,
                set.relativePath(ofFile: name) != nil,
                !set.files.contains(where: { $0.lowercased() == name.lowercased() }),
                var candidates = unreferenced[key(name)], !candidates.isEmpty
            else { continue }
            pairs[name] = candidates.removeFirst()
            unreferenced[key(name)] = candidates
        }
        return pairs
    }

    /// The name lower-cased, with only its letters and digits: "App Store.png" → "appstorepng".
    static func key(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }
}
