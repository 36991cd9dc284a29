import Foundation

/// A catalog a search found, and the targets that build it.
public struct FoundCatalog: Sendable, Equatable {
    /// The catalog folder, absolute, links resolved.
    public var url: URL
    /// The catalog's path as the user would type it: below the path they gave
    /// (`App/Assets.xcassets` when they gave `.`).
    public var path: String
    /// The names of the targets that build it (``TargetCatalogs/target``); empty when none does,
    /// or when the catalog was named on the command line.
    public var targets: [String]

    public init(url: URL, path: String, targets: [String] = []) {
        self.url = url
        self.path = path
        self.targets = targets
    }
}
