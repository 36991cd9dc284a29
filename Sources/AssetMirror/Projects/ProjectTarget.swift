/// One target of a project: what builds an app, an extension, a test bundle or a Swift package
/// module, and the catalogs it compiles.
public struct ProjectTarget: Sendable, Equatable {
    /// The target's name in its project (`App`, `WidgetExtension`, `DesignSystem`).
    public var name: String
    /// The project that declares it, as the user would name it (`App.xcodeproj`,
    /// `Packages/UI/Package.swift`, `project.yml`).
    public var project: String
    public var membership: TargetMembership

    public init(name: String, project: String, membership: TargetMembership) {
        self.name = name
        self.project = project
        self.membership = membership
    }
}
