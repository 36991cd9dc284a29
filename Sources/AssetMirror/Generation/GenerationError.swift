/// Why a `generate` run cannot start: nothing has been written when one of these is thrown.
///
/// Problems with one set (a hand-made file in the way, a corrupt image) are not errors but
/// outcomes of that set (``SetPlan/Status``); the other sets go on.
public enum GenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A variant suffix that is empty, contains `/`, or equals the other direction's.
    case invalidSuffix(String)
    /// A catalog that cannot be read at all.
    case unreadableCatalog(CatalogReadError)
    /// `--output` would put the derived catalog inside the catalog it derives from (or be it),
    /// or a catalog lies inside the derived copy that would overwrite it.
    case outputOverlapsInput(output: String, catalog: String)
    /// Two catalogs with the same folder name would be derived into the same folder; names
    /// that differ only in case count as the same, as macOS's default volumes take them.
    case duplicateOutput(output: String, catalogs: [String])
    /// The `--output` path exists and is not a folder.
    case outputIsAFile(path: String)
    /// The derived catalog's folder is a symbolic link: writing the copy would write wherever
    /// it leads.
    case outputIsALink(path: String)
    /// `--direction-table PATH` for a run over several catalogs: one file holds one catalog's table.
    case directionTableFileForManyCatalogs(path: String, catalogs: Int)
    /// A derived catalog's `.assetmirror-derived.json` that cannot be read.
    case unreadableDerivedRecord(catalog: String, DerivedRecordError)

    public var description: String {
        switch self {
        case .invalidSuffix(let suffix):
            "invalid variant suffix \"\(suffix)\": it must not be empty or contain \"/\", and the right-to-left and left-to-right suffixes must differ"
        case .unreadableCatalog(let error):
            error.description
        case .outputOverlapsInput(let output, let catalog):
            "the derived catalog \(output) would overlap its source \(catalog); choose an --output folder outside the catalog"
        case .duplicateOutput(let output, let catalogs):
            "\(catalogs.joined(separator: " and ")) would both be derived into \(output); derive them in separate runs"
        case .outputIsAFile(let path):
            "--output \(path) is a file, not a folder"
        case .outputIsALink(let path):
            "the derived catalog \(path) is a symbolic link, and assetmirror never writes through one; remove the link, or choose another --output folder"
        case .directionTableFileForManyCatalogs(let path, let catalogs):
            "--direction-table \(path) names one file, and the run has \(catalogs) catalogs; give one catalog, or --direction-table assets to write each catalog's table beside it"
        case .unreadableDerivedRecord(let catalog, let error):
            "the derived catalog \(catalog): \(error); delete that file, or the derived catalog, and run again"
        }
    }
}
