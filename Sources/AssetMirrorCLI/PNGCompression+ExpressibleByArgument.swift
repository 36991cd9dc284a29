import ArgumentParser
import AssetMirror

/// `--png-compression match|fast|smallest`.
extension PNGCompression: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value = Self.allCases.first(where: { $0.argument == argument }) else { return nil }
        self = value
    }

    public static var allValueStrings: [String] { allCases.map(\.argument) }

    public var defaultValueDescription: String { argument }

    /// The word the command line uses for the setting.
    var argument: String {
        switch self {
        case .matchOriginal: "match"
        case .fast: "fast"
        case .smallest: "smallest"
        }
    }
}
