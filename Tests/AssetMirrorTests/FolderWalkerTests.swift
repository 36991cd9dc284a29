import Foundation
import Testing

@testable import AssetMirror

/// The one folder walker, on scratch trees: each policy knob on its own, with the entries it
/// gives as values (kind, link refusal, canonical path), not as a caller renders them.
@Suite struct FolderWalkerTests {
    func link(_ folder: TemporaryFolder, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url(path).path, withDestinationPath: destination)
    }

    /// Every entry a full walk delivers, as "relative path: kind".
    func walk(_ root: URL, _ policy: WalkPolicy) throws -> [String] {
        var walker = FolderWalker(root: root.path, policy: policy)
        var seen: [String] = []
        try walker.walk { entry in
            let kind: String =
                switch entry.kind {
                case .folder: entry.isLink ? "linked folder" : "folder"
                case .file(let size):
                    (entry.isLink ? "linked file " : "file ") + (size.map(String.init) ?? "(not read)")
                case .special(let kind): kind.map(String.init(describing:)) ?? "special"
                case .link(let refusal): "link not followed (\(refusal))"
                case .undecodableName: "undecodable name"
                case .unreadable(let error): "unreadable (\(error.operation.rawValue), \(error.code))"
                }
            seen.append(entry.relativePath + ": " + kind)
        }
        return seen
    }

    @Test func walksDepthFirstInByteOrderLeavingHiddenAndTemporaryOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/b/z.txt", [1])
        try folder.write("root/a.txt", [1, 2])
        try folder.write("root/B.txt", [])
        try folder.write("root/.hidden", [1])
        try folder.write("root/.a.txt.1-x-0" + AtomicFile.temporarySuffix, [1])
        try folder.write("root/b/.git/config", [1])
        #expect(
            try walk(folder.url("root"), WalkPolicy()) == [
                "B.txt: file 0", "a.txt: file 2", "b: folder", "b/z.txt: file 1",
            ])
        #expect(
            try walk(folder.url("root"), WalkPolicy(includesHidden: true)) == [
                ".hidden: file 1", "B.txt: file 0", "a.txt: file 2", "b: folder", "b/.git: folder",
                "b/.git/config: file 1", "b/z.txt: file 1",
            ])
        #expect(
            try walk(folder.url("root"), WalkPolicy(includesHidden: true, includesTemporaryFiles: true)).count == 8)
    }

    /// A folder refused by `descendingInto` is visited, and nothing below it is listed.
    @Test func aPrunedFolderIsVisitedButNotListed() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/a/x.txt", [1])
        try folder.write("root/skip/y.txt", [1])
        try folder.write("root/skip/deeper/z.txt", [1])
        let skip = folder.url("root/skip").path
        chmod(skip, 0)
        defer { chmod(skip, 0o755) }
        var walker = FolderWalker(root: folder.url("root").path)
        var seen: [String] = []
        try UnprivilegedFileAccess.run {
            try walker.walk(descendingInto: { $0.name != "skip" }) { seen.append($0.relativePath) }
        }
        // Listing `skip` would have delivered it a second time, as unreadable.
        #expect(seen == ["a", "a/x.txt", "skip"])
    }

    @Test func followsLinksOnlyInsideTheRootAndWalksEachFolderOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/real/x.txt", [1])
        try folder.write("outside/y.txt", [1, 2, 3])
        try link(folder, "root/alias", to: "real")
        try link(folder, "root/up", to: ".")
        try link(folder, "root/real/file.txt", to: "x.txt")
        try link(folder, "root/out", to: "../outside")
        try link(folder, "root/dangling", to: "missing")
        try link(folder, "root/loop", to: "loop")
        let outside = canonicalPath(folder.url("outside").path)
        #expect(
            try walk(folder.url("root"), WalkPolicy()) == [
                "dangling: link not followed (pointsAtNothing)",
                "loop: link not followed (loop)",
                "out: link not followed (outsideRoot(target: \"\(outside)\", kind: Optional(a folder)))",
                "real: folder",
                "real/file.txt: linked file 1",
                "real/x.txt: file 1",
                // `alias` and `up` lead to folders walked already: nothing more.
            ])
        #expect(
            try walk(folder.url("root"), WalkPolicy(links: .toFilesInsideRoot)).filter { $0.hasPrefix("alias") } == [
                "alias: link not followed (pointsAt(Optional(a folder)))"
            ])
        #expect(
            try walk(folder.url("root"), WalkPolicy(links: .none)).filter { $0.contains("link") } == [
                "alias: link not followed (notFollowed)", "dangling: link not followed (notFollowed)",
                "loop: link not followed (notFollowed)", "out: link not followed (notFollowed)",
                "real/file.txt: link not followed (notFollowed)", "up: link not followed (notFollowed)",
            ])
    }

    /// A link is walked when nothing else reaches its target, at the link's own path, and its
    /// entry's canonical path is the target's.
    @Test func aLinkedFolderIsWalkedAtTheLinkWhenNothingElseReachesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/.store/x.txt", [1])
        try link(folder, "root/shown", to: ".store")
        #expect(try walk(folder.url("root"), WalkPolicy()) == ["shown: linked folder", "shown/x.txt: file 1"])
        let walker = FolderWalker(root: folder.url("root").path)
        let shown = try walker.entries(in: walker.rootFolder)[0]
        #expect(shown.canonicalPath == canonicalPath(folder.url("root/.store").path))
        #expect(shown.path == folder.url("root/shown").path)
    }

    /// Names in the byte order of their UTF-8, not in a locale's nor in Swift's `String` order
    /// (which puts `e` + U+0301 with `é`); names that are UTF-8, ASCII or not, are decodable.
    @Test func namesComeInTheByteOrderOfTheirUTF8() throws {
        let folder = try TemporaryFolder()
        let names = ["z", "\u{E9}", "B", "e\u{301}x", "a.png", "a-b", "f", "日本", "A"]
        for name in names { try folder.write("root/" + name, [1]) }
        let listing = try FolderListing.typedListing(in: folder.url("root").path)
        #expect(listing.undecodable.isEmpty)
        let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(listing.entries.map(\.name) == sorted)
        #expect(sorted == ["A", "B", "a-b", "a.png", "e\u{301}x", "f", "z", "\u{E9}", "日本"])
        #expect(listing.entries.allSatisfy { $0.isRegularFile })
    }

    @Test func reportsSpecialFilesAndNamesThatAreNotUTF8() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/a.txt", [1])
        #expect(mkfifo(folder.url("root/pipe").path, 0o644) == 0)
        let namedNotUTF8 = folder.writeFileNamedNotUTF8(in: "root")
        let expected =
            ["a.txt: file 1"] + (namedNotUTF8 ? ["bad\u{FFFD}: undecodable name"] : [])
            + ["pipe: a named pipe (FIFO)"]
        #expect(try walk(folder.url("root"), WalkPolicy()) == expected)
    }

    /// Collected, a folder that cannot be listed is delivered again as unreadable and the walk
    /// goes on; fatal, the walk throws it. The root that cannot be listed always throws.
    @Test func errorsAreCollectedOrFatal() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/Locked/x.txt", [1])
        try folder.write("root/z.txt", [1])
        let locked = folder.url("root/Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let collected = try UnprivilegedFileAccess.run { try walk(folder.url("root"), WalkPolicy()) }
        #expect(
            collected == [
                "Locked: folder", "Locked: unreadable (cannot list folder, \(EACCES))", "z.txt: file 1",
            ])
        #expect(throws: FileIOError(.listFolder, path: locked, code: EACCES)) {
            try UnprivilegedFileAccess.run { try walk(folder.url("root"), WalkPolicy(errors: .fatal)) }
        }
        #expect(throws: FileIOError(.listFolder, path: folder.url("missing").path, code: ENOENT)) {
            try walk(folder.url("missing"), WalkPolicy())
        }
    }

    /// A folder that may be listed but not searched: each entry's `lstat` fails, an entry of its
    /// own when collected, the walk's end when fatal.
    @Test func anEntryThatCannotBeStatedIsCollectedOrFatal() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/Listed/x.txt", [1])
        let listed = folder.url("root/Listed").path
        chmod(listed, 0o444)
        defer { chmod(listed, 0o755) }
        let collected = try UnprivilegedFileAccess.run { try walk(folder.url("root"), WalkPolicy()) }
        #expect(collected == ["Listed: folder", "Listed/x.txt: unreadable (cannot read, \(EACCES))"])
        #expect(throws: FileIOError(.read, path: listed + "/x.txt", code: EACCES)) {
            try UnprivilegedFileAccess.run { try walk(folder.url("root"), WalkPolicy(errors: .fatal)) }
        }
    }

    /// Walkers of one tree that share listings list each folder once: the second walk sees the
    /// tree as the first listed it, hidden names included though the first left them out.
    @Test func walkersSharingListingsListEachFolderOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/a/x.txt", [1])
        try folder.write("root/a/.hidden", [1, 2])
        let root = folder.url("root").path
        let listings = WalkListings(root: root, links: .insideRoot)
        var first = FolderWalker(root: root, policy: WalkPolicy(), listings: listings)
        var seen: [String] = []
        try first.walk { seen.append($0.relativePath) }
        #expect(seen == ["a", "a/x.txt"])
        try folder.write("root/a/y.txt", [1])
        var second = FolderWalker(root: root, policy: WalkPolicy(includesHidden: true), listings: listings)
        seen = []
        try second.walk { seen.append($0.relativePath) }
        #expect(seen == ["a", "a/.hidden", "a/x.txt"])
        // A walker that follows other links lists for itself.
        var third = FolderWalker(root: root, policy: WalkPolicy(links: .none), listings: listings)
        seen = []
        try third.walk { seen.append($0.relativePath) }
        #expect(seen == ["a", "a/x.txt", "a/y.txt"])
    }

    /// A folder is told apart by `readdir` (`d_type`), without an `lstat`: it has no time, a
    /// file has its own; a link to a folder is not taken for a folder by `readdir`, and is
    /// followed as before.
    @Test func foldersAreToldApartByReaddirAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/Set/x.png", [1, 2])
        try link(folder, "root/Alias", to: folder.url("root/Set").path)
        let root = folder.url("root").path
        #expect(
            try FolderListing.typedListing(in: root).entries.map { "\($0.name) \($0.isFolder)" } == [
                "Alias false", "Set true",
            ])
        let entries = try FolderWalker(root: root).entries(in: FolderWalker(root: root).rootFolder)
        #expect(entries.map(\.kind) == [.folder, .folder])
        #expect(entries.map(\.isLink) == [true, false])
        #expect(entries[1].modificationTime == nil)
        let set = try FolderWalker(root: root).entries(in: entries[1])
        #expect(set.map(\.kind) == [.file(size: 2)])
        #expect(set[0].modificationTime != nil)
        #expect(try walk(folder.url("root"), WalkPolicy()) == ["Set: folder", "Set/x.png: file 2"])
    }

    /// Under a policy that reads no file's status (the catalog reader's), a regular file is told
    /// apart by `readdir` alone: no size, no time. A link is still `lstat`ed and followed, so a
    /// link out of the root is still refused. A walker that reads status, sharing the listings,
    /// gets every file's size and time, as if it had listed the folder itself.
    @Test func filesAreToldApartByReaddirWhenTheirStatusIsNotRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/Set/x.png", [1, 2])
        try folder.write("outside.png", [1])
        try link(folder, "root/Set/inside.png", to: folder.url("root/Set/x.png").path)
        try link(folder, "root/Set/out.png", to: folder.url("outside.png").path)
        let root = folder.url("root").path
        let outside = canonicalPath(folder.url("outside.png").path)
        #expect(
            try FolderListing.typedListing(in: root + "/Set").entries.map { "\($0.name) \($0.isRegularFile)" } == [
                "inside.png false", "out.png false", "x.png true",
            ])
        #expect(
            try walk(folder.url("root"), WalkPolicy(readsFileStatus: false)) == [
                "Set: folder", "Set/inside.png: linked file 2",
                "Set/out.png: link not followed (outsideRoot(target: \"\(outside)\", kind: Optional(a regular file)))",
                "Set/x.png: file (not read)",
            ])
        let listings = WalkListings(root: root, links: .insideRoot)
        let reader = FolderWalker(root: root, policy: WalkPolicy(readsFileStatus: false), listings: listings)
        let set = try reader.entries(in: reader.entries(in: reader.rootFolder)[0])
        #expect(set.map(\.kind)[2] == .file(size: nil))
        #expect(set[2].modificationTime == nil)
        let copier = FolderWalker(root: root, policy: WalkPolicy(), listings: listings)
        let told = try copier.entries(in: copier.entries(in: copier.rootFolder)[0])
        #expect(told.map(\.kind)[2] == .file(size: 2))
        #expect(told[2].modificationTime != nil)
        // Kept for the next walk: what the listings now hold has the status read.
        #expect(try listings.listed(inFolder: root + "/Set")?.get()[2].kind == .file(size: 2))
    }

    /// An entry's paths are its folder's joined with its name (kept as the folder's, shared by
    /// the listing, and joined when asked for): below a root given with a trailing `/`, below the
    /// root `/` itself, and through a followed link, whose canonical path is its target's.
    @Test func anEntrysPathsAreItsFoldersJoinedWithItsName() throws {
        let folder = try TemporaryFolder()
        try folder.write("root/a/b.txt", [1])
        try link(folder, "root/link", to: "a")
        let root = folder.url("root").path
        let canonicalRoot = canonicalPath(root)
        for given in [root, root + "/"] {
            let walker = FolderWalker(root: given)
            #expect(walker.rootFolder.relativePath == "" && walker.rootFolder.path == given)
            #expect(walker.rootFolder.canonicalPath == canonicalRoot && walker.rootFolder.name == "")
            let top = try walker.entries(in: walker.rootFolder)
            #expect(top.map(\.relativePath) == ["a", "link"])
            #expect(top.map(\.path) == [root + "/a", root + "/link"])
            #expect(top.map(\.canonicalPath) == [canonicalRoot + "/a", canonicalRoot + "/a"])
            for parent in top {
                let inside = try walker.entries(in: parent)
                #expect(inside.map(\.relativePath) == [parent.name + "/b.txt"])
                #expect(inside.map(\.path) == [root + "/" + parent.name + "/b.txt"])
                #expect(inside.map(\.canonicalPath) == [canonicalRoot + "/a/b.txt"])
            }
            // Two listings of one folder, each with its own shared paths, are equal; a folder
            // named by its paths is not one of its parent's entries (it has no name).
            #expect(try walker.entries(in: walker.rootFolder) == top)
            let named = WalkEntry(folderAt: "a", path: root + "/a", canonicalPath: canonicalRoot + "/a")
            #expect(named != top[0] && named.path == top[0].path && named.relativePath == "a")
        }
        let top = try FolderWalker(root: "/").entries(in: FolderWalker(root: "/").rootFolder)
        let real = try #require(top.first { $0.isFolder && !$0.isLink })
        #expect(real.relativePath == real.name && real.path == "/" + real.name && real.canonicalPath == real.path)
    }
}
