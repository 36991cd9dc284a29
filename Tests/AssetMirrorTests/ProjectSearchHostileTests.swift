import Foundation
import Testing

@testable import AssetMirror

/// Project files written to hurt the search: each is read in bounded time, and what cannot be
/// read is a problem naming the file and the reason, never a crash or a hang.
@Suite struct ProjectSearchHostileTests {
    /// A fresh folder holding `files` (paths relative to it, `/`-separated) with their text.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Templates that name themselves over and over: each is taken once, so a target gets one
    /// copy of the template's sources (not fan-out to the eighth power of them, a hang at 20).
    @Test(arguments: [2, 20])
    func xcodeGenTemplatesNamingThemselvesAreTakenOnce(fanOut: Int) throws {
        let names = Array(repeating: "T", count: fanOut).joined(separator: ", ")
        let root = try Self.folder([
            "project.yml": """
            targetTemplates:
              T:
                sources: [Src]
                templates: [\(names)]
              U:
                sources: [Other]
                templates: [T]
            targets:
              App:
                templates: [T, U, T]

            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = canonicalPath(root.path)
        let targets = try XcodeGenProjectReader.targets(of: folder + "/project.yml", shown: "project.yml")
        #expect(targets.map(\.name) == ["App"])
        #expect(targets.first?.membership.folders.map(\.path) == [folder + "/Src", folder + "/Other"])
    }

    /// A group inside itself: the project is a problem saying so (its catalogs are then checked
    /// without targets), not a catalog silently left out of its target.
    @Test func anXcodeGroupTreeThatLoopsIsNamed() throws {
        let root = try Self.folder([
            "A.xcassets/Contents.json": "{}",
            "App.xcodeproj/project.pbxproj": """
            { rootObject = P; objects = {
                P = { isa = PBXProject; mainGroup = G0; targets = (T); };
                G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = (G2, F); path = a; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = (G1); path = b; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = A.xcassets; sourceTree = "<group>"; };
                B = { isa = PBXBuildFile; fileRef = F; };
                R = { isa = PBXResourcesBuildPhase; files = (B); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = (R); };
            }; }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(
            scan.problems == [
                .unreadableProject(
                    .malformed(
                        path: root.path + "/App.xcodeproj", kind: .xcodeProject,
                        reason: "project.pbxproj's groups loop: F is inside a group that is inside itself"))
            ])
        #expect(scan.unclaimed == [0])
    }

    /// A file named `App.xcodeproj`: found by a search, it is a problem naming it; named, it is
    /// an error saying it is a file (not "not an Xcode project" about a name that says it is one).
    @Test func anXcodeProjectThatIsAFileIsNamed() throws {
        let root = try Self.folder(["App.xcodeproj": "zipped\n", "A.xcassets/Contents.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = ProjectReadError.malformed(
            path: root.path + "/App.xcodeproj", kind: .xcodeProject,
            reason: "it is a file, not a folder holding project.pbxproj")
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(scan.problems == [.unreadableProject(expected)])
        #expect(scan.catalogs.count == 1)
        let named = ProjectSearch().scan([root.path + "/App.xcodeproj"])
        #expect(named.errors.map(\.error) == [.unreadableProject(expected)])
    }

    /// A link named like a catalog that leads to `/` or to its own folder is refused, not read as
    /// a catalog spanning the disk; a link to a real catalog is read.
    @Test func aCatalogLinkToAFolderHoldingItIsRefused() throws {
        let root = try Self.folder(["Real/A.xcassets/Contents.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, destination) in [
            ("Root.xcassets", "/"), ("Here.xcassets", "."), ("Good.xcassets", "Real/A.xcassets"),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        let folder = canonicalPath(root.path)
        let (scan, errors) = ProjectSearch().scan(
            ["Root.xcassets", "Here.xcassets", "Good.xcassets"].map { root.path + "/" + $0 })
        #expect(
            errors.map(\.error) == [
                .catalogHoldsItself(path: root.path + "/Root.xcassets", target: "/"),
                .catalogHoldsItself(path: root.path + "/Here.xcassets", target: folder),
            ])
        #expect(scan.catalogs.map(\.url.path) == [folder + "/Real/A.xcassets"])
    }

    /// A catalog 200 folders down is found (the walk recurses once per level).
    @Test func aCatalogTwoHundredFoldersDownIsFound() throws {
        let path = (0..<200).map { String(format: "d%03d", $0) }.joined(separator: "/")
        let root = try Self.folder([path + "/Deep.xcassets/Contents.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(scan.problems.isEmpty)
        #expect(scan.catalogs.map(\.path) == [root.path + "/" + path + "/Deep.xcassets"])
    }

    /// A package whose target folder is a link to `/` would claim every catalog on the disk (and
    /// of the repository) for that target: the package is a problem saying so instead.
    @Test func aPackageTargetFolderLinkedToTheRootIsRefused() throws {
        let root = try Self.folder([
            "Package.swift": #"let package = Package(name: "X", targets: [.target(name: "App")])"#,
            "Other/O.xcassets/Contents.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources/App").path, withDestinationPath: "/")
        let (scan, errors) = ProjectSearch().scan([root.path])
        #expect(errors.isEmpty)
        #expect(
            scan.problems == [
                .unreadableProject(
                    .malformed(
                        path: root.path + "/Package.swift", kind: .swiftPackage,
                        reason: "target App's folder leads to /, which holds the package itself"))
            ])
        #expect(scan.catalogs.map(\.targets) == [[]])
    }
}
