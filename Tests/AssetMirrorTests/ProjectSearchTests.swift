import Foundation
import Testing

@testable import AssetMirror

/// Catalogs and targets found from the hand-made projects in `TestAssets/Projects`: an Xcode
/// project with classic groups, one with Xcode 16 synchronised folders, an XcodeGen spec with an
/// included file, and a Swift package.
@Suite struct ProjectSearchTests {
    static let projects = TestAssetsFolder.url.appendingPathComponent("Projects")

    /// Each catalog found, by its path below the fixture, with its targets.
    static func targets(_ fixture: String, reader: (any PackageManifestReading)? = nil) -> [String: [String]] {
        let root = projects.appendingPathComponent(fixture).path
        let (scan, errors) = ProjectSearch(manifestReader: reader).scan([root])
        #expect(errors.isEmpty)
        #expect(scan.problems.isEmpty)
        return Dictionary(
            uniqueKeysWithValues: scan.catalogs.map { (String($0.path.dropFirst(root.count + 1)), $0.targets) })
    }

    @Test func classicGroupsResolveThroughTheGroupTree() {
        #expect(
            Self.targets("Classic") == [
                "App/Assets.xcassets": ["App"],
                "Shared/Shared.xcassets": ["App", "Widget"],
                "Widget/Widget.xcassets": ["Widget"],
                "Old/Old.xcassets": [],
            ])
    }

    @Test func theXcodeProjectReaderSkipsBuiltProductsAndReadsSourceRootPaths() throws {
        let project = Self.projects.appendingPathComponent("Classic/App.xcodeproj").path
        let targets = try XcodeProjectReader.targets(of: canonicalPath(project), shown: "App.xcodeproj")
        let root = canonicalPath(Self.projects.appendingPathComponent("Classic").path)
        #expect(targets.map(\.name) == ["App", "Widget"])
        #expect(targets[0].membership.catalogs == [root + "/App/Assets.xcassets", root + "/Shared/Shared.xcassets"])
        #expect(targets[1].membership.catalogs == [root + "/Widget/Widget.xcassets", root + "/Shared/Shared.xcassets"])
    }

    @Test func synchronisedFoldersHonourEachTargetsExceptions() {
        #expect(
            Self.targets("Synchronized") == [
                "App/Assets.xcassets": ["App"],
                "App/Preview Content/Preview.xcassets": ["AppTests"],
                "AppTests/Fixtures.xcassets": ["AppTests"],
            ])
    }

    @Test func xcodeGenSourcesExcludesTemplatesAndIncludedSpecs() {
        #expect(
            Self.targets("XcodeGen") == [
                "App/Assets.xcassets": ["App"],
                "App/Legacy/Legacy.xcassets": [],
                "Widget/Widget.xcassets": ["Widget"],
                "Extra/Extra.xcassets": ["Extra"],
            ])
    }

    /// What `swift package dump-package` prints for `TestAssets/Projects/Package/Package.swift`.
    struct DumpedManifest: PackageManifestReading {
        func targets(ofPackageIn folder: String) throws -> [PackageTargetLayout]? {
            [
                PackageTargetLayout(name: "UI", type: "regular"),
                PackageTargetLayout(name: "Icons", type: "regular", path: "Custom/Icons", exclude: ["Old"]),
                PackageTargetLayout(name: "UITests", type: "test"),
            ]
        }
    }

    @Test func swiftPackageTargetsFromTheManifest() {
        #expect(
            Self.targets("Package", reader: DumpedManifest()) == [
                "Custom/Icons/Icons.xcassets": ["Icons"],
                "Custom/Icons/Old/Old.xcassets": [],
                "Sources/UI/Resources/Colors.xcassets": ["UI"],
                "Sources/Unused/Colors.xcassets": [],
                "Tests/UITests/Fixtures.xcassets": ["UITests"],
            ])
    }

    /// Without a toolchain, SwiftPM's convention: folders the manifest names, where SwiftPM puts them.
    @Test func swiftPackageTargetsByConventionWithoutAToolchain() {
        #expect(
            Self.targets("Package") == [
                "Custom/Icons/Icons.xcassets": [],
                "Custom/Icons/Old/Old.xcassets": [],
                "Sources/UI/Resources/Colors.xcassets": ["UI"],
                "Sources/Unused/Colors.xcassets": [],
                "Tests/UITests/Fixtures.xcassets": ["UITests"],
            ])
    }

    /// A reader that fails the scan if it is asked: evaluating a manifest takes seconds.
    struct RefusingReader: PackageManifestReading {
        struct Asked: Error {}
        func targets(ofPackageIn folder: String) throws -> [PackageTargetLayout]? { throw Asked() }
    }

    @Test func aManifestIsNotEvaluatedWhenTheConventionPlacesEveryCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/UI/Colors.xcassets"), withIntermediateDirectories: true)
        try Data(#".target(name: "UI", exclude: ["README.md"]), .binaryTarget(name: "B", path: "B.xcframework")"#.utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let (scan, errors) = ProjectSearch(manifestReader: RefusingReader()).scan([root.path])
        #expect(errors.isEmpty)
        #expect(scan.problems.isEmpty)
        #expect(scan.catalogs.map(\.targets) == [["UI"]])
        // A catalog the convention cannot place: the manifest is evaluated.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Custom/Icons.xcassets"), withIntermediateDirectories: true)
        #expect(ProjectSearch(manifestReader: RefusingReader()).scan([root.path]).scan.problems.count == 1)
    }

    @Test func groupsAreTargetsThenCatalogsNamedThenEachUnclaimedCatalog() {
        let classic = Self.projects.appendingPathComponent("Classic")
        let named = Self.projects.appendingPathComponent("Synchronized/App/Assets.xcassets").path
        let (scan, errors) = ProjectSearch().scan([classic.path, named])
        #expect(errors.isEmpty)
        let byPath = scan.catalogs.map { String($0.path.split(separator: "/").suffix(2).joined(separator: "/")) }
        let targetCatalogs = scan.targetCatalogs.map { list in
            "\(list.target ?? "-"): " + list.catalogs.map { byPath[$0] }.joined(separator: " ")
        }
        #expect(
            targetCatalogs == [
                "App: App/Assets.xcassets Shared/Shared.xcassets",
                "Widget: Shared/Shared.xcassets Widget/Widget.xcassets",
                "-: App/Assets.xcassets",
                "-: Old/Old.xcassets",
            ])
        #expect(scan.unclaimed.map { byPath[$0] } == ["Old/Old.xcassets"])
    }

    @Test func searchSkipsWhatIsNotSourceAndHonoursTheConfiguration() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [
            "App/A.xcassets", ".git/B.xcassets", ".hidden/C.xcassets", "Pods/D.xcassets",
            "Carthage/Checkouts/E.xcassets",
            "node_modules/F.xcassets", "DerivedData/G.xcassets", "build/.build/H.xcassets", "Legacy/I.xcassets",
            "Vendor/J.xcassets", "Carthage/K.xcassets",
        ] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func found(_ config: String?) throws -> [String] {
            let file = root.appendingPathComponent(".assetmirror.yml")
            try? FileManager.default.removeItem(at: file)
            if let config { try Data(config.utf8).write(to: file) }
            let (scan, errors) = ProjectSearch().scan([root.path])
            #expect(errors.isEmpty)
            return scan.catalogs.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
        }
        #expect(
            try found(nil) == [
                "App/A.xcassets", "Carthage/K.xcassets", "Legacy/I.xcassets", "Vendor/J.xcassets",
            ])
        #expect(try found("excluded: [Legacy, \"Vendor/**\"]\n") == ["App/A.xcassets", "Carthage/K.xcassets"])
        #expect(try found("included: [App, Legacy]\nexcluded: Legacy\n") == ["App/A.xcassets"])
    }

    @Test func aLinkIsNotFollowedAndALinkedCatalogIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Real/A.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Linked.xcassets").path, withDestinationPath: "Real/A.xcassets")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Loop").path, withDestinationPath: ".")
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(scan.catalogs.map { $0.path.dropFirst(root.path.count + 1) } == ["Real/A.xcassets"])
        #expect(scan.problems == [.linkNotFollowed(path: root.path + "/Linked.xcassets")])
    }

    /// A folder the search cannot list is named, and the rest of the tree is searched.
    @Test func aFolderThatCannotBeListedIsAProblemAndTheSearchGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/Locked/L.xcassets/Contents.json", Array("{}".utf8))
        try folder.write("root/App/A.xcassets/Contents.json", Array("{}".utf8))
        let locked = folder.url("root/Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let root = folder.url("root").path
        let (scan, errors) = try UnprivilegedFileAccess.run { ProjectSearch().scan([root]) }
        #expect(errors.isEmpty)
        #expect(scan.catalogs.map(\.path) == [root + "/App/A.xcassets"])
        #expect(scan.problems == [.unreadableFolder(FileIOError(.listFolder, path: locked, code: EACCES))])
    }

    @Test func includedIsAListOfGlobsAndAMisspellingIsNamed() throws {
        let configuration = try Configuration(yaml: "included: [App, \"Packages/**\"]\n", file: nil, path: "c.yml")
        #expect(configuration.includedPaths == ["App", "Packages/**"])
        #expect(
            throws: ConfigurationError.unknownKey(
                "include", SourceLocation(file: "c.yml", line: 1, column: 1), suggestion: "included")
        ) {
            try Configuration(yaml: "include: App\n", file: nil, path: "c.yml")
        }
    }

    @Test func emptyAndMissingPathsAreErrorsAndTheOthersAreSearched() {
        let classic = Self.projects.appendingPathComponent("Classic").path
        let (scan, errors) = ProjectSearch().scan(["", classic + "/Nowhere", classic])
        #expect(errors.map(\.error) == [.emptyPath, .notFound(path: classic + "/Nowhere")])
        #expect(scan.catalogs.count == 4)
    }

    @Test func anXcodeProjectNamedGivesTheCatalogsItsTargetsBuild() {
        let project = Self.projects.appendingPathComponent("Classic/App.xcodeproj").path
        let (scan, errors) = ProjectSearch().scan([project])
        #expect(errors.isEmpty)
        let root = Self.projects.appendingPathComponent("Classic").path
        #expect(
            scan.catalogs.map(\.path) == [
                root + "/App/Assets.xcassets", root + "/Shared/Shared.xcassets", root + "/Widget/Widget.xcassets",
            ])
        #expect(scan.catalogs.map(\.targets) == [["App"], ["App", "Widget"], ["Widget"]])
    }

    /// A hostile (or mistaken) synchronised folder `/` must not become a search of the disk.
    @Test func aSynchronisedFolderHoldingTheProjectIsNotSearched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let pbxproj = """
            { objects = {
                G = { isa = PBXFileSystemSynchronizedRootGroup; path = /; sourceTree = "<absolute>"; };
                T = { isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (G); };
                P = { isa = PBXProject; mainGroup = M; targets = (T); };
                M = { isa = PBXGroup; children = (G); sourceTree = "<group>"; };
            }; rootObject = P; }
            """
        try Data(pbxproj.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let (scan, errors) = ProjectSearch().scan([root.appendingPathComponent("App.xcodeproj").path])
        #expect(errors.isEmpty)
        #expect(scan.catalogs.isEmpty)
        #expect(scan.problems == [.folderNotSearched(path: "/", project: root.path + "/App.xcodeproj")])
    }

    @Test func aBrokenProjectIsAProblemAndItsCatalogsAreUnclaimed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("A.xcassets"), withIntermediateDirectories: true)
        try Data("{ objects = ".utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(scan.problems.count == 1)
        guard case .unreadableProject(.malformed(let path, .xcodeProject, _)) = scan.problems.first else {
            Issue.record("expected a malformed project, got \(scan.problems)")
            return
        }
        #expect(path == root.path + "/App.xcodeproj")
        #expect(scan.unclaimed == [0])
    }
}
