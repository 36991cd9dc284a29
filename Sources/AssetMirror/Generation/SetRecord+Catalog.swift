extension SetRecord {
    /// The paths inside `catalog` (`Icons/back.imageset/back-rtl@2x.png`) of the variants
    /// `generate` wrote that are still as it wrote them: listed in their set's record, and
    /// hashing to the recorded fingerprint.
    ///
    /// What tells a generated right-to-left file from a hand-made one in the direction table.
    /// Only "Both" sets can hold generated variants, so only their records are read. A record
    /// that cannot be read counts as no record: the table then calls the set's files hand-made,
    /// which is what `generate` itself assumes (it refuses to touch them), and `verify` reports
    /// the broken record.
    public static func generatedFiles(in catalog: AssetCatalog) -> Set<String> {
        var paths: Set<String> = []
        for set in catalog.sets where set.direction == .both {
            let folder = catalog.url(of: set.relativePath)
            guard let bytes = try? FileContents.read(folder.appendingPathComponent(fileName).path),
                let setRecord = try? SetRecord(parsing: bytes)
            else { continue }
            for generated in setRecord.files {
                guard let path = set.relativePath(ofFile: generated.file),
                    let variant = try? FileContents.read(catalog.url(of: path).path),
                    generated.isOurs(fingerprint: SHA256.hexDigest(variant))
                else { continue }
                paths.insert(path)
            }
        }
        return paths
    }
}
