import Foundation
import Testing

@testable import AssetMirror

/// Nothing outside the repository root is read, listed or quoted: the folder holding `.git`
/// above the path given, else the path's own folder, unless the user allows a folder.
@Suite struct RepositoryRootTests {
    /// A folder beside the test's own, holding a catalog and a file that is not YAML, whose text
    /// must never reach a message.
    static func outside(_ folder: TemporaryFolder) throws -> String {
        try folder.write("outside/Secret.xcassets/Contents.json", Array("{}".utf8))
        try folder.write("outside/secret.yml", Array("password: [hunter2\n".utf8))
        return canonicalPath(folder.url("outside").path)
    }

    @Test(arguments: ["/etc/group", "../outside/secret.yml", "OUTSIDE/secret.yml"])
    func aSpecIncludingAFileOutsideIsNotReadAndNamesIt(include: String) throws {
        let folder = try TemporaryFolder()
        let outside = try Self.outside(folder)
        let include = include.replacing("OUTSIDE", with: outside)
        try folder.write("repo/project.yml", Array("include: [\(include)]\ntargets:\n  App:\n    sources: [App]\n".utf8))
        try folder.write("repo/App/A.xcassets/Contents.json", Array("{}".utf8))
        let (scan, errors) = ProjectSearch().scan([folder.url("repo").path])
        #expect(errors.isEmpty)
        #expect(scan.catalogs.map(\.path) == [folder.url("repo").path + "/App/A.xcassets"])
        let said = scan.problems.map(\.description).joined(separator: "\n")
        #expect(said.contains("leads outside the repository root"), "\(said)")
        #expect(said.contains(include), "\(said)")
        #expect(!said.contains("hunter2") && !said.contains("root:x:0"), "\(said)")
    }

    /// A project named directly whose catalog reference is absolute and whose synchronised
    /// group is `../outside`: neither is read; each is named.
    @Test func aNamedProjectsReferencesOutsideAreNotRead() throws {
        let folder = try TemporaryFolder()
        let outside = try Self.outside(folder)
        try folder.write(
            "repo/App.xcodeproj/project.pbxproj",
            Array(
                """
                { rootObject = P; objects = {
                    P = { isa = PBXProject; mainGroup = G0; targets = (T); };
                    G0 = { isa = PBXGroup; children = (F, S); sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; path = "\(outside)/Secret.xcassets"; sourceTree = "<absolute>"; };
                    S = { isa = PBXFileSystemSynchronizedRootGroup; path = ../outside; sourceTree = "<group>"; };
                    B = { isa = PBXBuildFile; fileRef = F; };
                    R = { isa = PBXResourcesBuildPhase; files = (B); };
                    T = { isa = PBXNativeTarget; name = App; buildPhases = (R); fileSystemSynchronizedGroups = (S); };
                }; }
                """.utf8))
        let (scan, errors) = ProjectSearch().scan([folder.url("repo/App.xcodeproj").path])
        #expect(errors.isEmpty)
        #expect(scan.catalogs.isEmpty)
        let root = canonicalPath(folder.url("repo").path)
        #expect(
            scan.problems == [
                .outsideRoot(path: outside + "/Secret.xcassets", project: folder.url("repo/App.xcodeproj").path, root: root),
                .outsideRoot(path: outside, project: folder.url("repo/App.xcodeproj").path, root: root),
            ])
        // Allowed by the user, both are read.
        let allowed = ProjectSearch(allowedOutside: [outside]).scan([folder.url("repo/App.xcodeproj").path])
        #expect(allowed.scan.problems.isEmpty)
        #expect(allowed.scan.catalogs.map(\.url.path) == [outside + "/Secret.xcassets"])
    }

    /// A catalog named (by a glob, as the shell expands it) that is a link to a folder outside.
    @Test func aNamedCatalogLinkingOutsideIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try Self.outside(folder)
        try FileManager.default.createDirectory(at: folder.url("repo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url("repo/Evil.xcassets").path, withDestinationPath: outside)
        let named = folder.url("repo/Evil.xcassets").path
        let (scan, errors) = ProjectSearch().scan([named])
        #expect(scan.catalogs.isEmpty)
        #expect(errors.count == 1)
        #expect(
            errors.first?.error
                == .outsideRoot(path: named, target: outside, root: canonicalPath(folder.url("repo").path)))
        #expect(ProjectSearch(allowedOutside: [outside]).scan([named]).errors.isEmpty)
    }

    /// Inside a repository (a `.git` above), `../Shared` from a project's folder is inside.
    @Test func theRepositoryHoldingThePathIsTheRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.git/HEAD", Array("ref: refs/heads/main\n".utf8))
        try folder.write("repo/Shared/A.xcassets/Contents.json", Array("{}".utf8))
        try folder.write(
            "repo/App/App.xcodeproj/project.pbxproj",
            Array(
                """
                { rootObject = P; objects = {
                    P = { isa = PBXProject; mainGroup = G0; targets = (T); };
                    G0 = { isa = PBXGroup; children = (F); sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; path = ../Shared/A.xcassets; sourceTree = "<group>"; };
                    B = { isa = PBXBuildFile; fileRef = F; };
                    R = { isa = PBXResourcesBuildPhase; files = (B); };
                    T = { isa = PBXNativeTarget; name = App; buildPhases = (R); };
                }; }
                """.utf8))
        let (scan, errors) = ProjectSearch().scan([folder.url("repo/App/App.xcodeproj").path])
        #expect(errors.isEmpty)
        #expect(scan.problems.isEmpty)
        #expect(scan.catalogs.map(\.url.path) == [canonicalPath(folder.url("repo/Shared/A.xcassets").path)])
        #expect(RepositoryRoot(for: folder.url("repo/App").path, isFolder: true).path == canonicalPath(folder.url("repo").path))
    }
}
