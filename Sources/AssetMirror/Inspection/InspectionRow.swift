/// One file row of a set in `inspect`'s output, before its file is read: which rows a set gets,
/// and which of them are read, is the half of inspecting that needs no file system.
struct InspectionRow {
    /// The row, with its name, slot and direction, and an error already when the file is not to
    /// be read (it leaves the set's folder, or is missing).
    var inspection: FileInspection
    /// The file to read, inside the catalog; `nil` when it is not read.
    var read: Read?

    struct Read {
        var relativePath: String
        /// Whether a file that is not an image is fine here (data sets, unknown types).
        var mayHoldData: Bool
    }

    /// The rows of `set`: a row per entry that names a file, in entry order, then a row per
    /// file no entry names, by name. Entries naming a folder in `nestedSets` get no row: that
    /// set has rows of its own.
    static func rows(of set: AssetSet, nestedSets: Set<String>) -> [InspectionRow] {
        var rows: [InspectionRow] = []
        var named: Set<String> = []
        for entry in set.entries {
            guard let filename = entry.filename else { continue }
            named.insert(filename)
            if AssetSet.isPlainFileName(filename), nestedSets.contains(set.relativePath + "/" + filename) { continue }
            rows.append(
                row(
                    FileInspection(
                        name: filename, slot: entry.slotLabel, languageDirection: entry.languageDirectionValue), in: set
                ))
        }
        let unnamed = (set.files + set.unsafeFiles).filter { !named.contains($0) }.sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        return rows + unnamed.map { row(FileInspection(name: $0), in: set) }
    }

    private static func row(_ inspection: FileInspection, in set: AssetSet) -> InspectionRow {
        var inspection = inspection
        let name = inspection.name
        if !AssetSet.isPlainFileName(name) {
            inspection.error = "names a path outside the set's folder, so it is not read"
        } else if set.unsafeFiles.contains(name) {
            inspection.error = "a symbolic link that leads outside the catalog, so it is not read"
        } else if !set.files.contains(name) {
            inspection.error =
                namesNestedSet(name)
                ? "missing: the set's folder has no such set" : "missing: the set's folder has no such file"
        } else if let relativePath = set.relativePath(ofFile: name) {
            let mayHoldData = set.type == .dataSet || !set.type.isKnown
            return InspectionRow(
                inspection: inspection, read: Read(relativePath: relativePath, mayHoldData: mayHoldData))
        }
        return InspectionRow(inspection: inspection, read: nil)
    }

    /// Whether an entry's `filename` names a set folder (`wave.sticker`, `Front.imagestacklayer`),
    /// as the entries of sticker packs, image stacks and brand assets do. Real catalogs keep
    /// entries whose folder is gone (a renamed sticker, an empty set git did not keep), so the
    /// row must not call it a missing file.
    private static func namesNestedSet(_ filename: String) -> Bool {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else { return false }
        return AssetSetType(folderExtension: String(filename[filename.index(after: dot)...])).isKnown
    }
}
