/// Evaluates a `Package.swift` into its targets' layout. The library runs no process: the
/// command-line tool supplies one that runs `swift package dump-package` when a Swift toolchain
/// is installed; without one, ``SwiftPackageReader`` falls back on SwiftPM's folder convention.
public protocol PackageManifestReading: Sendable {
    /// The targets of the package whose `Package.swift` is in `folder` (absolute), or nil when
    /// no manifest evaluator is available. Throws when the manifest cannot be evaluated.
    func targets(ofPackageIn folder: String) throws -> [PackageTargetLayout]?
}

/// A SwiftPM target as the manifest declares it: the fields of `swift package dump-package`'s
/// `targets` array that decide where its resources are.
public struct PackageTargetLayout: Sendable, Equatable, Decodable {
    public var name: String
    /// `regular`, `executable`, `test`, `macro`, `plugin`, `binary`, `system`.
    public var type: String
    /// The target's folder relative to the package, when the manifest gives one (`path:`).
    public var path: String?
    /// Paths relative to the target's folder that are not part of it (`exclude:`).
    public var exclude: [String]

    public init(name: String, type: String, path: String? = nil, exclude: [String] = []) {
        self.name = name
        self.type = type
        self.path = path
        self.exclude = exclude
    }

    enum CodingKeys: String, CodingKey { case name, type, path, exclude }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? "regular"
        path = try container.decodeIfPresent(String.self, forKey: .path)
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
    }
}
