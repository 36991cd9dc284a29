import Foundation

extension SetPlanner {
    /// What the variant `name` of `source` needs, from the files as they are and the record.
    func variant(
        of source: String, named name: String, direction: LanguageDirection, folders: SetFolders,
        setRecord: SetRecord, folderFiles: [String]
    ) -> Result<Variant, Issue> {
        let sourceBytes: [UInt8]
        let sourceSHA256: String
        let sourcePath = folders.sourcePath(of: source)
        do {
            guard let file = try folders.files.bytesAndSHA256(atPath: sourcePath) else {
                return .failure(Issue(source, "named in Contents.json but not in the set's folder", .failed))
            }
            (sourceBytes, sourceSHA256) = file
        } catch {
            // The file by its name in the set, which the line already names, not its absolute path.
            return .failure(Issue(source, "\(error.naming(sourcePath, as: source))", .failed))
        }
        let format: ImageFormat
        do {
            format = try ImageCodecs.mirroring(for: sourceBytes, among: adapters).format
        } catch .unsupportedFormat(let format) {
            return .failure(Issue(source, CodecError.unsupportedFormat(format).description, .notMirrorable))
        } catch {
            return .failure(Issue(source, error.description, .failed))
        }
        var name = name
        var existingSHA256: String?
        do { existingSHA256 = try folders.currentSHA256(name) } catch {
            return .failure(Issue(name, Self.reason(error, naming: name), .failed))
        }
        if existingSHA256 == nil {
            // A file whose name differs only in case or Unicode normalisation is the same file
            // on a Mac's volume: writing ours would overwrite it. Refused, or with --force that
            // file, under its own name, is exactly what is replaced.
            // Bytes, not Swift's `==`, which already takes é and e + ◌́ as one name.
            let folded = Self.folded(name)
            func isOther(_ file: String) -> Bool { !file.utf8.elementsEqual(name.utf8) && Self.folded(file) == folded }
            var others = folderFiles.filter(isOther)
            if others.isEmpty && folders.isDerived {
                others = folders.destinationNames().filter(isOther)
            }
            if let other = others.first {
                guard force else {
                    return .failure(
                        Issue(
                            name,
                            "\(other) is in the set's folder, the same name where names ignore case or Unicode normalisation (as on a Mac); pass --force to replace it",
                            .refused))
                }
                name = other
                do { existingSHA256 = try folders.currentSHA256(name) } catch {
                    return .failure(Issue(name, Self.reason(error, naming: name), .failed))
                }
            }
        }
        let action: PlannedVariant.Action
        if let existingSHA256 {
            if let record = setRecord[name], record.isOurs(fingerprint: existingSHA256) {
                let current =
                    existingSHA256 == record.sha256 && record.source == source && record.sourceSHA256 == sourceSHA256
                action = current ? .upToDate : .regenerate
            } else {
                action = force ? .replace : .refuse
            }
        } else {
            action = .create
        }
        return .success(
            Variant(
                planned: PlannedVariant(
                    file: name, source: source, direction: direction, action: action, sourceSHA256: sourceSHA256,
                    existingSHA256: existingSHA256),
                sourceBytes: action.writes ? sourceBytes : [], format: format))
    }
}
