import Foundation

/// Where a `generate` run writes the direction table (``DirectionTableFile``), when asked:
/// `--direction-table assets` or `--direction-table PATH`. Without it, no table is written, so
/// that no file the user did not ask for lands in a folder a build bundles.
public enum DirectionTableDestination: Sendable, Equatable {
    /// `NAME.rtl-directions.json` beside each catalog written.
    case besideEachCatalog
    /// One file, for a run over one catalog; `path` is as the user named it, for messages.
    case file(URL, path: String)
}
