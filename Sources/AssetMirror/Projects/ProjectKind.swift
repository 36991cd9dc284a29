/// The kinds of project whose targets assetmirror reads.
public enum ProjectKind: String, Sendable, Equatable, CaseIterable {
    /// An Xcode project: `NAME.xcodeproj/project.pbxproj`.
    case xcodeProject = "xcodeproj"
    /// An XcodeGen specification: `project.yml`.
    case xcodeGen = "xcodegen"
    /// A Swift package: `Package.swift`.
    case swiftPackage = "swiftpm"
}
