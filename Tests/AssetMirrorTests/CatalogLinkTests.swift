import Foundation
import Testing

@testable import AssetMirror

/// Symbolic links in catalogs, made in scratch folders: links out are reported and never
/// followed, links that make loops end, and every folder is read once, at its real path.
@Suite struct CatalogLinkTests {
    static let imageSet = Array(
        #"{"images":[{"filename":"a.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
    static let namespace = Array(#"{"properties":{"provides-namespace":true}}"#.utf8)

    func link(_ folder: TemporaryFolder, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url(path).path, withDestinationPath: destination)
    }

    @Test func aFolderLinkOutOfTheCatalogIsReportedAndNotWalked() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/outside.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/inside.imageset/Contents.json", Self.imageSet)
        try link(folder, "A.xcassets/Shared", to: "../Shared")
        try link(folder, "A.xcassets/inside.imageset/b.png", to: "../../Shared/b.png")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.sets.map(\.relativePath) == ["inside.imageset"])
        #expect(catalog.groups.isEmpty)
        let shared = canonicalPath(folder.url("Shared").path)
        #expect(
            catalog.problems == [
                .linkOutsideCatalog(path: "Shared", target: shared),
                .linkOutsideCatalog(path: "inside.imageset/b.png", target: nil),
            ])
        #expect(catalog.set(at: "inside.imageset")?.unsafeFiles == ["b.png"])
    }

    @Test func linksThatMakeLoopsEndAndReadEachFolderOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Group/Inner/x.imageset/Contents.json", Self.imageSet)
        try link(folder, "A.xcassets/Group/Inner/up", to: "..")
        try link(folder, "A.xcassets/Group/Inner/self", to: ".")
        try link(folder, "A.xcassets/Group/root", to: "..")
        try link(folder, "A.xcassets/Group/Inner/x.imageset/layer.imagestacklayer", to: "..")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.sets.map(\.relativePath) == ["Group/Inner/x.imageset"])
        #expect(catalog.groups.map(\.relativePath) == ["Group", "Group/Inner"])
        // A link to the catalog itself leads inside it, not out: it is a loop, not a problem.
        #expect(catalog.problems == [])
    }

    /// Before, the first path in walk order won: a link `Aliases/back.imageset` hid the real set
    /// at `Icons/back.imageset`, which then had the wrong path and namespace.
    @Test func aFolderIsReadAtItsRealPathWhateverTheLinksToItAreCalled() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Icons/Contents.json", Self.namespace)
        try folder.write("A.xcassets/Icons/back.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/Aliases/Contents.json", Self.namespace)
        try link(folder, "A.xcassets/Aliases/back.imageset", to: "../Icons/back.imageset")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.sets.map { "\($0.relativePath) \($0.qualifiedName)" } == ["Icons/back.imageset Icons/back"])
        #expect(catalog.problems == [])
    }

    @Test func aLinkIsWalkedWhenNothingElseReachesItsTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/.shared/x.imageset/Contents.json", Self.imageSet)
        try folder.write("A.xcassets/Group/Contents.json", Self.namespace)
        try link(folder, "A.xcassets/Group/x.imageset", to: "../.shared/x.imageset")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.sets.map { "\($0.relativePath) \($0.qualifiedName)" } == ["Group/x.imageset Group/x"])
    }

    /// Before, a set with subfolders had its entries told apart twice, so each problem among
    /// them (here a link out) was reported twice.
    @Test func aProblemInASetWithNestedSetsIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/S.imagestack/Front.imagestacklayer/Contents.json", Array("{}".utf8))
        try link(folder, "A.xcassets/S.imagestack/out.png", to: "/")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(catalog.problems == [.linkOutsideCatalog(path: "S.imagestack/out.png", target: "/")])
        #expect(catalog.sets.map(\.relativePath) == ["S.imagestack", "S.imagestack/Front.imagestacklayer"])
    }

    @Test func aContentsJSONThatIsAFolderOrALinkOutIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/a.imageset/Contents.json/x", [1])
        try folder.write("outside.json", Self.imageSet)
        try folder.write("A.xcassets/b.imageset/b.png", [1])
        try link(folder, "A.xcassets/b.imageset/Contents.json", to: "../../outside.json")
        let catalog = try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        #expect(
            catalog.problems == [
                .unreadable(
                    path: "a.imageset/Contents.json",
                    error: FileIOError(.notARegularFile, path: "a.imageset/Contents.json", code: 0, kind: .folder)),
                .linkOutsideCatalog(
                    path: "b.imageset/Contents.json", target: canonicalPath(folder.url("outside.json").path)),
            ])
        #expect(catalog.sets.allSatisfy { $0.contents == nil })
    }
}

/// Problems name paths inside the catalog, never the machine's absolute paths.
@Suite struct CatalogUnreadableTests {
    /// Root reads whatever the modes say; as root (as in CI's container) the catalog is read
    /// with the file-system identity of `nobody` instead, on this thread only.
    @Test(
        .enabled(
            if: getuid() != 0 || UnprivilegedFileAccess.isAvailable,
            "root reads everything, and this system cannot drop that for a thread"))
    func anUnreadableFolderOrFileIsReportedByItsPathInTheCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Locked/x.imageset/Contents.json", Array("{}".utf8))
        try folder.write("A.xcassets/secret.imageset/Contents.json", Array("{}".utf8))
        let locked = folder.url("A.xcassets/Locked").path
        let secret = folder.url("A.xcassets/secret.imageset/Contents.json").path
        chmod(locked, 0)
        chmod(secret, 0)
        defer {
            chmod(locked, 0o755)
            chmod(secret, 0o644)
        }
        let catalog = try UnprivilegedFileAccess.run {
            try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")
        }
        #expect(
            catalog.problems == [
                .unreadable(path: "Locked", error: FileIOError(.listFolder, path: "Locked", code: EACCES)),
                .unreadable(
                    path: "secret.imageset/Contents.json",
                    error: FileIOError(.read, path: "secret.imageset/Contents.json", code: EACCES)),
            ])
    }
}

/// Runs file-system work as an ordinary user would see the files, also when the tests run as
/// root: Linux's `setfsuid` gives the calling thread alone the file-system identity of `nobody`
/// (dropping root's permission overrides with it) and takes it back afterwards. The work must
/// stay on the calling thread; reading a catalog does.
enum UnprivilegedFileAccess {
    private typealias SetID = @convention(c) (UInt32) -> Int32

    /// `setfsuid` and `setfsgid` from the C library, where it has them (glibc, musl).
    private static let calls: (uid: SetID, gid: SetID)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let uid = dlsym(handle, "setfsuid"),
            let gid = dlsym(handle, "setfsgid")
        else { return nil }
        return (unsafeBitCast(uid, to: SetID.self), unsafeBitCast(gid, to: SetID.self))
    }()

    static var isAvailable: Bool { calls != nil }

    struct NotDropped: Error, CustomStringConvertible {
        var description: String { "setfsuid did not change this thread's file-system user (no CAP_SETUID?)" }
    }

    static func run<T>(_ body: () throws -> T) throws -> T {
        guard getuid() == 0, let calls else { return try body() }
        let nobody: UInt32 = 65_534
        _ = calls.gid(nobody)
        _ = calls.uid(nobody)
        defer {
            _ = calls.uid(0)
            _ = calls.gid(0)
        }
        // setfsuid answers with the previous identity, so asking again tells whether it took.
        guard calls.uid(nobody) == Int32(nobody) else { throw NotDropped() }
        return try body()
    }
}
