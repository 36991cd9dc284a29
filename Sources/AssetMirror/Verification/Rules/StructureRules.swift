/// Rules for what the catalog reader finds wrong in a catalog's structure (``CatalogProblem``).
extension Rules {
    public static let malformedJSON = Rule(
        id: "malformed-json", name: "Malformed JSON",
        summary:
            "A Contents.json (or assetmirror's .assetmirror.json) that is not valid JSON: other tools reject it, and its set cannot be checked.",
        defaultSeverity: .error)
    public static let unexpectedStructure = Rule(
        id: "unexpected-structure", name: "Unexpected structure",
        summary:
            "A Contents.json that is JSON but not of the shape Xcode writes (the top level is not an object, or the entries are not an array of objects).",
        defaultSeverity: .error)
    public static let missingContents = Rule(
        id: "missing-contents", name: "Missing Contents.json",
        summary:
            "An image, symbol, colour, data or app-icon set without a Contents.json: Xcode shows its files as unassigned children and ships nothing. A warning, as actool's own is.",
        defaultSeverity: .warning)
    public static let unsafePath = Rule(
        id: "unsafe-path", name: "Unsafe path",
        summary:
            "A file name that leaves its set's folder, or a symbolic link that leads out of the catalog: never read or written.",
        defaultSeverity: .error)
    public static let unknownFolderType = Rule(
        id: "unknown-folder-type", name: "Unknown folder type",
        summary:
            "A folder whose extension is no asset type Xcode documents (a typo such as .imageest?): it is kept but not checked.",
        defaultSeverity: .warning)
}

/// Turns the reader's problems into findings; unreadable files are failures, not findings.
enum StructureChecks {
    static func check(_ context: CatalogContext, into findings: inout [Finding], failures: inout [VerificationFailure])
    {
        let catalog = context.catalog
        for problem in catalog.problems {
            switch problem {
            case .malformedJSON(let path, let error):
                findings += context.finding(
                    Rules.malformedJSON, at: path, position: (error.line, error.column), error.description,
                    asset: owningSet(of: path, in: catalog)?.qualifiedName)
            case .unexpectedStructure(let path, let detail):
                let set = owningSet(of: path, in: catalog)
                // At the entries array when it is there (the usual culprit), else the top level.
                let entries = set.flatMap { set in
                    set.type.entriesKey.flatMap { set.contents?.position(of: [.key($0)]) }
                }
                let position = entries ?? set?.contents?.position(of: []) ?? (1, 1)
                findings += context.finding(
                    Rules.unexpectedStructure, at: path, position: position,
                    "\(detail), which is not the shape Xcode writes; the set is checked only as far as it can be read",
                    asset: set?.qualifiedName)
            case .unreadable(let path, let error):
                if !context.isExcluded(path) {
                    failures.append(VerificationFailure(path: catalog.displayPath(of: path), error: error))
                }
            case .missingContents(let setPath):
                let set = catalog.set(at: setPath)
                findings += context.finding(
                    Rules.missingContents, at: setPath,
                    "no Contents.json, so Xcode shows the folder's files as unassigned children and ships none of them; add one (or delete the folder)",
                    asset: set?.qualifiedName)
            case .unknownFolderType(let path, let folderExtension):
                findings += context.finding(
                    Rules.unknownFolderType, at: path,
                    "\".\(folderExtension)\" is not an asset type Xcode knows, so this folder is not checked; fix the extension if it is a typo",
                    asset: catalog.set(at: path)?.qualifiedName)
            case .unsafeFilename(let contentsPath, let entry, let filename):
                let set = owningSet(of: contentsPath, in: catalog)
                let position = set.flatMap {
                    $0.contents?.position(of: CatalogContext.entryPath($0, entry, "filename"))
                }
                findings += context.finding(
                    Rules.unsafePath, at: contentsPath, position: position,
                    "filename \"\(filename)\" leaves the set's folder, so it is never read or written; name a file inside the folder",
                    asset: set?.qualifiedName)
            case .linkOutsideCatalog(let path, let target):
                let whereTo = target.map { "to \($0), outside the catalog" } ?? "nowhere (a broken link)"
                findings += context.finding(
                    Rules.unsafePath, at: path,
                    "a symbolic link that leads \(whereTo), so it is never followed; replace it with the file itself")
            }
        }
    }

    /// The set whose `Contents.json` is at `path`.
    static func owningSet(of path: String, in catalog: AssetCatalog) -> AssetSet? {
        guard path.hasSuffix("/Contents.json") else { return nil }
        return catalog.set(at: String(path.dropLast("/Contents.json".count)))
    }
}

extension Array where Element == Finding {
    /// Appends a finding when there is one (the rule may be off or the path excluded).
    static func += (lhs: inout [Finding], rhs: Finding?) {
        if let rhs { lhs.append(rhs) }
    }
}
