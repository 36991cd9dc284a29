import Foundation
import Testing

@testable import AssetMirror

@Suite struct FlipPlanTests {
    /// The items' sources and destinations, as paths relative to `folder`, for readable asserts.
    private func summary(_ plan: FlipPlan, in folder: TemporaryFolder) -> [String] {
        let root = folder.url.path + "/"
        func relative(_ url: URL) -> String { String(url.path.dropFirst(root.count)) }
        return plan.items.map { item in
            switch item.action {
            case .flip(let destination): "\(relative(item.source)) -> \(relative(destination))"
            case .skip(let reason): "\(relative(item.source)) skipped: \(reason)"
            }
        }
    }

    @Test func keepsRelativePathsUnderTheOutputFolderInSortedOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Icons/zeta.png", Signature.png)
        try folder.write("Icons/chevrons/right.png", Signature.png)
        try folder.write("Icons/chevrons/left.jpg", Signature.jpeg)
        try folder.write("Icons/alpha.jpeg", Signature.jpeg)
        let plan = try FlipPlan(inputs: [folder.url("Icons")], output: .outputDirectory(folder.url("out")))
        #expect(
            summary(plan, in: folder) == [
                "Icons/alpha.jpeg -> out/alpha.jpeg",
                "Icons/chevrons/left.jpg -> out/chevrons/left.jpg",
                "Icons/chevrons/right.png -> out/chevrons/right.png",
                "Icons/zeta.png -> out/zeta.png",
            ])
        #expect(plan.flipCount == 4)
    }

    @Test func aFileGivenDirectlyGoesAtTheTopOfTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep/down/back.png", Signature.png)
        let plan = try FlipPlan(
            inputs: [folder.url("deep/down/back.png")], output: .outputDirectory(folder.url("out")), suffix: "-rtl")
        #expect(summary(plan, in: folder) == ["deep/down/back.png -> out/back-rtl.png"])
    }

    @Test(
        arguments: [
            ("back.png", "-rtl", "back-rtl.png"),
            ("icon.9.png", "_mirrored", "icon.9_mirrored.png"),
            ("Makefile", "-rtl", "Makefile-rtl"),
            ("back.png", nil, "back.png"),
        ] as [(String, String?, String)])
    func suffixGoesBeforeTheExtension(name: String, suffix: String?, expected: String) {
        #expect(FlipPlan.name(name, withSuffix: suffix) == expected)
    }

    @Test func inPlaceReplacesEachFileOrWritesBesideItWithASuffix() throws {
        let folder = try TemporaryFolder()
        try folder.write("Icons/back.png", Signature.png)
        let replacing = try FlipPlan(inputs: [folder.url("Icons")], output: .inPlace)
        #expect(summary(replacing, in: folder) == ["Icons/back.png -> Icons/back.png"])
        let beside = try FlipPlan(inputs: [folder.url("Icons")], output: .inPlace, suffix: "-rtl")
        #expect(summary(beside, in: folder) == ["Icons/back.png -> Icons/back-rtl.png"])
    }

    @Test func detectsFormatsBySignatureNotName() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/jpeg-named.png", Signature.jpeg)
        try folder.write("in/png-named.dat", Signature.png)
        try folder.write("in/README.txt", Array("Demo icons".utf8))
        try folder.write("in/vector.pdf", Signature.pdf)
        try folder.write("in/vector.svg", Signature.svg)
        try folder.write("in/spinner.gif", Signature.gif)
        try folder.write("in/photo.heic", Signature.heic)
        try folder.write("in/svg-named.png", Signature.svg)
        try folder.write("in/broken.png", Array("not a png at all".utf8))
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(
            summary(plan, in: folder) == [
                "in/README.txt skipped: not an image (checked the file's signature)",
                "in/broken.png -> out/broken.png", // named as an image: the run reports it as corrupt
                "in/jpeg-named.png -> out/jpeg-named.png",
                "in/photo.heic skipped: a HEIF file; only PNG, JPEG, PDF and SVG files are mirrored",
                "in/png-named.dat -> out/png-named.dat",
                "in/spinner.gif skipped: a GIF file; only PNG, JPEG, PDF and SVG files are mirrored",
                "in/svg-named.png -> out/svg-named.png",
                "in/vector.pdf -> out/vector.pdf",
                "in/vector.svg -> out/vector.svg",
            ])
    }

    @Test func ignoresHiddenFilesAndFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/.DS_Store", Signature.png)
        try folder.write("in/.git/icon.png", Signature.png)
        try folder.write("in/.back.png.123-abc.assetmirror-tmp", Signature.png)
        try folder.write("in/back.png", Signature.png)
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(summary(plan, in: folder) == ["in/back.png -> out/back.png"])
    }

    @Test func doesNotWalkIntoTheOutputFolderInsideAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("Icons/back.png", Signature.png)
        try folder.write("Icons/rtl/back.png", Signature.png) // left by an earlier run
        let plan = try FlipPlan(inputs: [folder.url("Icons")], output: .outputDirectory(folder.url("Icons/rtl")))
        #expect(summary(plan, in: folder) == ["Icons/back.png -> Icons/rtl/back.png"])
    }

    @Test func followsLinksOnlyToFilesInsideTheInputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        try folder.write("elsewhere/secret.png", Signature.png)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url("in/alias.png").path, withDestinationPath: "back.png")
        try manager.createSymbolicLink(
            atPath: folder.url("in/escape.png").path, withDestinationPath: "../elsewhere/secret.png")
        try manager.createSymbolicLink(atPath: folder.url("in/dangling.png").path, withDestinationPath: "missing.png")
        try manager.createSymbolicLink(atPath: folder.url("in/loop").path, withDestinationPath: ".")
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(
            summary(plan, in: folder) == [
                "in/alias.png -> out/alias.png",
                "in/back.png -> out/back.png",
                "in/dangling.png skipped: symbolic link not followed: it points at nothing",
                "in/escape.png skipped: symbolic link not followed: it points outside the input folder",
                "in/loop skipped: symbolic link not followed: it points at a folder",
            ])
        let inPlace = try FlipPlan(inputs: [folder.url("in")], output: .inPlace)
        #expect(
            inPlace.items.map(\.source.lastPathComponent) == [
                "alias.png", "back.png", "dangling.png", "escape.png", "loop",
            ])
        #expect(inPlace.flipCount == 1)
    }

    /// A named pipe found in a folder is skipped with a note that says what it is (it was passed
    /// over in silence), and a link to one no longer claims to point at a folder; a loop of links
    /// is called a loop, not "nothing".
    @Test func namesWhatAFolderEntryThatIsNotARegularFileIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        #expect(mkfifo(folder.url("in/pipe.png").path, 0o644) == 0)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url("in/to-pipe.png").path, withDestinationPath: "pipe.png")
        try manager.createSymbolicLink(atPath: folder.url("in/loop-a.png").path, withDestinationPath: "loop-b.png")
        try manager.createSymbolicLink(atPath: folder.url("in/loop-b.png").path, withDestinationPath: "loop-a.png")
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(
            summary(plan, in: folder) == [
                "in/back.png -> out/back.png",
                "in/loop-a.png skipped: symbolic link not followed: it is part of a loop of links",
                "in/loop-b.png skipped: symbolic link not followed: it is part of a loop of links",
                "in/pipe.png skipped: a named pipe (FIFO), not a regular file",
                "in/to-pipe.png skipped: symbolic link not followed: it points at a named pipe (FIFO)",
            ])
    }

    /// A name that is not UTF-8 used to refuse the whole run ("cannot read in/bad\u{FFFD}.png (No
    /// such file or directory)", exit 64): now that file alone is skipped, saying why.
    @Test(.enabled(if: TemporaryFolder.takesNamesNotUTF8, "this file system refuses names that are not UTF-8 (macOS)"))
    func skipsAFileWhoseNameIsNotUTF8AndPlansTheRest() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        let badName = Array((folder.url("in").path + "/bad").utf8) + [0xFF, 0xFE] + Array(".png".utf8) + [0]
        let descriptor = badName.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            }
        }
        try #require(descriptor >= 0, "the file system refused the name")
        close(descriptor)
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        #expect(
            summary(plan, in: folder) == [
                "in/back.png -> out/back.png",
                "in/bad\u{FFFD}\u{FFFD}.png skipped: its name is not valid UTF-8 (shown with \u{FFFD} for the bad bytes); rename it to mirror it",
            ])
    }

    /// `é` precomposed (NFC) and decomposed (NFD): two files on Linux, equal as Swift strings.
    /// The second was taken for the first and dropped without a word; now the plan is refused,
    /// as for names that differ only in case, since on macOS they are one file.
    @Test(
        .enabled(
            if: TemporaryFolder.distinguishesNormalization,
            "this file system keeps one file for names that differ only in normalisation (macOS)"))
    func refusesTwoNamesThatDifferOnlyInUnicodeNormalization() throws {
        let folder = try TemporaryFolder()
        let composed = "\u{E9}.png"
        let decomposed = "e\u{301}.png"
        #expect(Array(composed.utf8) != Array(decomposed.utf8) && composed == decomposed)
        try folder.write("in/" + composed, Signature.png)
        try folder.write("in/" + decomposed, Signature.png)
        try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url("in").path).count == 2)
        #expect(throws: FlipPlanError.self) {
            try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        }
        do {
            _ = try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        } catch {
            guard case .differsOnlyInNormalization(let destination, let other) = error else {
                Issue.record("expected a normalisation refusal, got \(error)")
                return
            }
            #expect(Set([Array(destination.utf8), Array(other.utf8)]).count == 2)
            #expect(destination.hasSuffix("out/" + composed) || destination.hasSuffix("out/" + decomposed))
        }
    }

    /// A folder that cannot be listed is named as the user spelled the input it is under
    /// (`in/Locked`), not by the absolute path that was listed.
    @Test func namesAFolderThatCannotBeListedAsTyped() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/Locked/back.png", Signature.png)
        let locked = folder.url("in/Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let input = URL(
            fileURLWithPath: "in", isDirectory: true,
            relativeTo: URL(fileURLWithPath: folder.url.path, isDirectory: true))
        #expect(input.relativePath == "in")
        #expect(throws: FlipPlanError.unreadable(FileIOError(.listFolder, path: "in/Locked", code: EACCES))) {
            try UnprivilegedFileAccess.run {
                try FlipPlan(inputs: [input], output: .outputDirectory(folder.url("out")))
            }
        }
    }

    @Test func plansAFileReachedTwiceOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        let plan = try FlipPlan(inputs: [folder.url("in"), folder.url("in/back.png")], output: .inPlace)
        #expect(plan.items.count == 1)
    }

    @Test func refusesToOverwriteAnInputUnlessInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        #expect(throws: FlipPlanError.outputOverwritesInput(path: folder.url("in/back.png").path)) {
            try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("in")))
        }
        // Spelled differently, the same folder.
        #expect(throws: FlipPlanError.outputOverwritesInput(path: folder.url.path + "/in/../in/./back.png")) {
            try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("in/../in/.")))
        }
    }

    @Test func refusesASuffixedOutputThatIsAnotherInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        try folder.write("in/back-rtl.png", Signature.png)
        #expect(throws: FlipPlanError.outputOverwritesInput(path: folder.url("in/back-rtl.png").path)) {
            try FlipPlan(inputs: [folder.url("in")], output: .inPlace, suffix: "-rtl")
        }
    }

    @Test func refusesTwoInputsWrittenToTheSameOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/back.png", Signature.png)
        try folder.write("b/back.png", Signature.jpeg)
        let expected = FlipPlanError.duplicateOutput(
            destination: folder.url("out/back.png").path,
            sources: [folder.url("a/back.png").path, folder.url("b/back.png").path])
        #expect(throws: expected) {
            try FlipPlan(inputs: [folder.url("a"), folder.url("b")], output: .outputDirectory(folder.url("out")))
        }
    }

    /// On macOS's default volumes `back.png` and `Back.png` are one file, so the second mirror
    /// would silently replace the first: refused, on every system alike.
    @Test func refusesTwoOutputsWhoseNamesDifferOnlyInCase() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/back.png", Signature.png)
        try folder.write("b/Back.png", Signature.png)
        let expected = FlipPlanError.differsOnlyInCase(
            destination: folder.url("out/Back.png").path, other: folder.url("out/back.png").path)
        #expect(throws: expected) {
            try FlipPlan(inputs: [folder.url("a"), folder.url("b")], output: .outputDirectory(folder.url("out")))
        }
    }

    /// `back.png` mirrored with `-rtl` beside an input `Back-RTL.png` would replace that input
    /// on macOS.
    @Test func refusesASuffixedOutputWhoseNameDiffersFromAnInputOnlyInCase() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        try folder.write("in/Back-RTL.png", Signature.png)
        let expected = FlipPlanError.differsOnlyInCase(
            destination: folder.url("in/back-rtl.png").path, other: folder.url("in/Back-RTL.png").path)
        #expect(throws: expected) {
            try FlipPlan(inputs: [folder.url("in")], output: .inPlace, suffix: "-rtl")
        }
    }

    /// Where a folder can hold both (Linux), `a.png` and `A.png` mirrored in place each replace
    /// only themselves: no name is made, so nothing is refused.
    @Test(.enabled(if: TemporaryFolder.distinguishesCase)) func mirrorsInPlaceFilesWhoseNamesDifferOnlyInCase() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/a.png", Signature.png)
        try folder.write("in/A.png", Signature.png)
        let plan = try FlipPlan(inputs: [folder.url("in")], output: .inPlace)
        #expect(plan.items.map(\.destinationPath) == [folder.url("in/A.png").path, folder.url("in/a.png").path])
    }

    @Test func refusesAMissingInputAndABadSuffix() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FlipPlanError.inputNotFound(path: folder.url("nothing").path)) {
            try FlipPlan(inputs: [folder.url("nothing")], output: .inPlace)
        }
        // A loop of links exists but leads nowhere: the system's own reason, not "no such file".
        #expect(
            symlink("loop-b.png", folder.url("loop-a.png").path) == 0
                && symlink("loop-a.png", folder.url("loop-b.png").path) == 0)
        #expect(throws: FlipPlanError.unreadable(FileIOError(.read, path: folder.url("loop-a.png").path, code: ELOOP)))
        {
            try FlipPlan(inputs: [folder.url("loop-a.png")], output: .inPlace)
        }
        for suffix in ["", "a/b"] {
            #expect(throws: FlipPlanError.invalidSuffix(suffix)) {
                try FlipPlan(inputs: [folder.url], output: .inPlace, suffix: suffix)
            }
        }
    }

    @Test func refusesAnOutputFolderThatIsAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/back.png", Signature.png)
        try folder.write("out", [1])
        #expect(throws: FlipPlanError.outputIsAFile(path: folder.url("out").path)) {
            try FlipPlan(inputs: [folder.url("in")], output: .outputDirectory(folder.url("out")))
        }
    }

    @Test func recordsEachFilesSizeForTheRunnersOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/a.png", Signature.png + [1, 2, 3])
        try folder.write("in/b.jpg", Signature.jpeg)
        try folder.write("in/notes.txt", Array("hello".utf8))
        try folder.write("single.png", Signature.png + [9])
        let plan = try FlipPlan(
            inputs: [folder.url("in"), folder.url("single.png")], output: .outputDirectory(folder.url("out")))
        #expect(
            plan.items.map(\.byteCount) == [
                Signature.png.count + 3, Signature.jpeg.count, nil, Signature.png.count + 1,
            ])
    }

    @Test func itemsKeepTheirURLsPathsAsStrings() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/deep/a b%20c.png", Signature.png)
        try folder.write("in/z.jpg", Signature.jpeg)
        try folder.write("in/notes.txt", Array("hello".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.url("in/link.png").path, withDestinationPath: "z.jpg")
        for (output, suffix) in [(FlipPlan.Output.outputDirectory(folder.url("out")), nil), (.inPlace, "-rtl")]
            as [(FlipPlan.Output, String?)]
        {
            let plan = try FlipPlan(inputs: [folder.url("in")], output: output, suffix: suffix)
            #expect(plan.items.count == 4)
            for item in plan.items {
                #expect(item.sourcePath == item.source.path)
                #expect(item.destinationPath == item.destination?.path)
            }
        }
        var item = FlipPlan.Item(source: folder.url("in/z.jpg"), action: .flip(destination: folder.url("out/z.jpg")))
        item.source = folder.url("in/deep/a b%20c.png")
        item.action = .flip(destination: folder.url("elsewhere/y.png"))
        #expect(item.sourcePath == folder.url("in/deep/a b%20c.png").path)
        #expect(item.destinationPath == folder.url("elsewhere/y.png").path)
        item.action = .skip(.notAnImage)
        #expect(item.destinationPath == nil)
    }

    @Test(arguments: [
        "a.png", "sub/a.png", "/abs/a.png", "/a.png", "...", "sub/.../a", "a..b/c.d",
        "a//b.png", "./a.png", "sub/./a.png", "sub/../a.png", "sub/", "..", ".", "/", "sub/.", "sub/..",
    ])
    func splitsAPathByStringWorkOnlyWhenFoundationWouldGiveTheSame(path: String) {
        let currentFolder = "/Users/someone/App"
        let split = InputWalker.folderAndName(path, in: currentFolder)
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
            .standardizedFileURL
        let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
        let standard = !absolute.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0 == "." || $0 == ".." }
        if standard {
            #expect(split?.folder == url.deletingLastPathComponent().path)
            #expect(split?.name == url.lastPathComponent)
        } else {
            #expect(split == nil)
        }
    }

    @Test func errorMessagesNameThePathAndTheWayOut() {
        #expect(
            FlipPlanError.outputOverwritesInput(path: "Icons/back.png").description
                == "Icons/back.png: the output would overwrite its own input; choose another --output folder, add a --suffix, or pass --in-place"
        )
        #expect(
            FlipPlanError.duplicateOutput(destination: "out/x.png", sources: ["a/x.png", "b/x.png"]).description
                == "out/x.png: a/x.png and b/x.png would both be written here; flip them into different --output folders"
        )
        #expect(
            FlipPlanError.differsOnlyInCase(destination: "out/Back.png", other: "out/back.png").description
                == "out/Back.png: the name differs from out/back.png only in case, and on macOS's default (case-insensitive) file system they are one file; rename one, or flip them into different --output folders"
        )
    }
}
