import Foundation
import Testing

@testable import AssetMirror

/// The temporary files killed runs leave are found by their exact name shape, and nothing else is.
@Suite struct LeftoverTemporaryFilesTests {
    @Test(arguments: [
        ".back.png.1-a-0.assetmirror-tmp", ".back-rtl@2x.png.48213-1x9zq0k3m2-1b.assetmirror-tmp",
        ".Contents.json.7-0-0.assetmirror-tmp", "..hidden.9-z-z.assetmirror-tmp",
    ])
    func takesTheNamesAtomicFileGives(name: String) {
        #expect(LeftoverTemporaryFiles.isTemporaryName(name))
    }

    /// A person's files that only look alike are never taken for ours.
    @Test(arguments: [
        ".notes.assetmirror-tmp", "back.png.1-a-0.assetmirror-tmp", ".back.png.1-A-0.assetmirror-tmp",
        ".back.png.x1-a-0.assetmirror-tmp", ".back.png.1-a.assetmirror-tmp", ".back.png.1-a-0-2.assetmirror-tmp",
        ".back.png.1--0.assetmirror-tmp", "..1-a-0.assetmirror-tmp", ".back.png.1-a-0.assetmirror-tmp.png",
        ".back.png.1-a-0.assetmirror-tmp~",
    ])
    func refusesEveryOtherName(name: String) {
        #expect(!LeftoverTemporaryFiles.isTemporaryName(name))
    }

    @Test func everyNameAtomicFileMakesIsTaken() {
        let long = String(repeating: "é", count: 125) + "x.png"
        for name in ["back.png", long] {
            let temporary = AtomicFile.temporaryName(for: name, tag: "123456-1x9zq0k3m2-0")
            #expect(LeftoverTemporaryFiles.isTemporaryName(temporary))
            // Cut short, the name of a file named in a scope still finds it.
            let folder = try! TemporaryFolder()
            try! folder.write(temporary, [1])
            let found = LeftoverTemporaryFiles.find(in: [
                .init(path: folder.url.path, shown: "F", recursive: false, file: name)
            ])
            #expect(found.map(\.shown) == ["F/" + temporary])
        }
    }

    /// Recursive scopes find temporary files in every folder, never through a link; hidden
    /// folders only when asked; a scope for one file takes only that file's.
    @Test func findsInTheScopesAndRemovesOnlyWhatItFound() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write(".far.png.1-a-0.assetmirror-tmp", [0])
        for path in [
            "Cat/.a.png.1-a-0.assetmirror-tmp", "Cat/Set/.b.png.2-b-1.assetmirror-tmp",
            "Cat/.git/.c.png.3-c-2.assetmirror-tmp",
            ".Cat.rtl-directions.json.4-d-3.assetmirror-tmp", ".Other.rtl-directions.json.5-e-4.assetmirror-tmp",
            "Cat/.notes.assetmirror-tmp", "Cat/Set/back.png",
        ] {
            try folder.write(path, [1])
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("Cat/Linked").path, withDestinationPath: outside.url.path)
        let scopes: [LeftoverTemporaryFiles.Scope] = [
            .init(path: folder.url("Cat").path, shown: "Cat", recursive: true),
            .init(path: folder.url.path, shown: ".", recursive: false, file: "Cat.rtl-directions.json"),
        ]
        let found = LeftoverTemporaryFiles.find(in: scopes)
        #expect(
            found.map(\.shown) == [
                "Cat/.a.png.1-a-0.assetmirror-tmp", "Cat/Set/.b.png.2-b-1.assetmirror-tmp",
                ".Cat.rtl-directions.json.4-d-3.assetmirror-tmp",
            ])
        var hidden = scopes[0]
        hidden.hiddenFolders = true
        #expect(LeftoverTemporaryFiles.find(in: [hidden]).count == 3)

        let cleanup = LeftoverTemporaryFiles.remove(found)
        #expect(cleanup.removed == found.map(\.shown))
        #expect(cleanup.failures == [])
        #expect(
            folder.allFiles() == [
                ".Other.rtl-directions.json.5-e-4.assetmirror-tmp", "Cat/.git/.c.png.3-c-2.assetmirror-tmp",
                "Cat/.notes.assetmirror-tmp", "Cat/Set/back.png",
            ])
        #expect(outside.allFiles() == [".far.png.1-a-0.assetmirror-tmp"])
    }

    /// With the listings of a walk of the catalog (generate's plan), a folder listed there is
    /// not listed again: a file made after that walk is not seen in it, and is seen in a hidden
    /// folder the walk left out, which is listed here. A link to a folder, which the walk
    /// followed, is still not searched.
    @Test func takesTheFoldersTheRunListedFromItsListings() throws {
        let folder = try TemporaryFolder()
        for path in [
            "Cat/.a.png.1-a-0.assetmirror-tmp", "Cat/Set/.b.png.2-b-1.assetmirror-tmp", "Cat/Set/back.png",
            "Cat/.git/.c.png.4-d-3.assetmirror-tmp",
        ] {
            try folder.write(path, [1])
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("Cat/Alias").path, withDestinationPath: folder.url("Cat/Set").path)
        let catalog = folder.url("Cat").path
        let listings = WalkListings(root: catalog, links: .insideRoot)
        var walker = FolderWalker(root: catalog, policy: WalkPolicy(), listings: listings)
        var walked: [String] = []
        try walker.walk { walked.append($0.relativePath) }
        #expect(walked == ["Set", "Set/back.png"]) // Alias leads where the walk has been
        try folder.write("Cat/Set/.late.png.3-c-2.assetmirror-tmp", [1])
        try folder.write("Cat/.git/.d.png.5-e-4.assetmirror-tmp", [1])

        let scope = LeftoverTemporaryFiles.Scope(path: catalog, shown: "Cat", recursive: true, hiddenFolders: true)
        #expect(
            LeftoverTemporaryFiles.find(in: [scope], listings: [listings]).map(\.shown) == [
                "Cat/.a.png.1-a-0.assetmirror-tmp", "Cat/.git/.c.png.4-d-3.assetmirror-tmp",
                "Cat/.git/.d.png.5-e-4.assetmirror-tmp", "Cat/Set/.b.png.2-b-1.assetmirror-tmp",
            ])
        #expect(
            LeftoverTemporaryFiles.find(in: [scope]).map(\.shown) == [
                "Cat/.a.png.1-a-0.assetmirror-tmp", "Cat/.git/.c.png.4-d-3.assetmirror-tmp",
                "Cat/.git/.d.png.5-e-4.assetmirror-tmp", "Cat/Set/.b.png.2-b-1.assetmirror-tmp",
                "Cat/Set/.late.png.3-c-2.assetmirror-tmp",
            ])
        // Listings of another root serve nothing.
        let other = WalkListings(root: folder.url.path, links: .insideRoot)
        #expect(LeftoverTemporaryFiles.find(in: [scope], listings: [other]).count == 5)
    }

    /// A run about to write in a folder not yet made creates it to lock it, and removes what it
    /// created if it is left empty; something else in the way is left to planning.
    @Test func theFolderToLockIsCreatedAndRemovedIfLeftEmpty() throws {
        let folder = try TemporaryFolder()
        try folder.write("out/file", [1])
        #expect(FolderLock.createFolder(folder.url("out").path) == [])
        #expect(FolderLock.createFolder(folder.url("out/file").path) == [])
        #expect(FolderLock.createFolder(folder.url("out/file/below").path) == [])
        let created = FolderLock.createFolder(folder.url("out/a/b").path)
        #expect(created == [folder.url("out/a").path, folder.url("out/a/b").path])
        try folder.write("out/a/kept", [1])
        FolderLock.removeIfEmpty(created)
        #expect(folder.allFiles() == ["out/a/kept", "out/file"])
        #expect(!FileManager.default.fileExists(atPath: folder.url("out/a/b").path))
        FolderLock.removeIfEmpty(FolderLock.createFolder(folder.url("new/c").path))
        #expect(!FileManager.default.fileExists(atPath: folder.url("new").path))
    }
}
