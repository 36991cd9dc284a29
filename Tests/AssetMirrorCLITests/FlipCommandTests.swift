import AssetMirror
import Foundation
import Testing

/// `assetmirror flip`, run as a user runs it: through the built binary, checking stdout,
/// stderr and the exit status.
@Suite struct FlipCommandTests {
    /// The demo set's images, as paths below `Icons/`.
    static let demoImages = [
        "Chevrons/chevron-left.png", "Chevrons/chevron-right.png", "Controls/progress-bar.png",
        "Controls/unread-dot.png",
        "Onboarding/hero.jpg", "Onboarding/photo-strip.jpg", "back-arrow.png", "comment-badge.png", "reply.png",
        "send.png",
    ]

    @Test func refusesToRunWithoutADestination() throws {
        let workspace = try Workspace()
        let result = try workspace.run("flip", "Icons")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "Error: Refusing to overwrite the inputs: pass --output <dir> to write the mirrors there, or --in-place to replace the files.\n"
            ))
        #expect(workspace.files(under: "Icons").contains("README.txt"))
        #expect(workspace.files(under: "Icons").count == Self.demoImages.count + 1)
    }

    @Test func aSuffixWithoutADestinationSaysToAddInPlace() throws {
        let workspace = try Workspace()
        let result = try workspace.run("flip", "Icons", "--suffix", "-rtl")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: --suffix needs a destination: add --in-place to write each mirror beside its input, or --output <dir>.\n"
            ))
        #expect(workspace.files(under: "Icons").count == Self.demoImages.count + 1)
    }

    @Test(arguments: [
        ["flip", "--output", "out"],
        ["flip", "Icons", "--output", "out", "--in-place"],
        ["flip", "Icons", "--output", "out", "--jobs", "0"],
        ["flip", "Icons", "--output", "out", "--max-pixels", "0"],
        ["flip", "Icons", "--output", "out", "--format", "xml"],
        ["flip", "Icons", "--output", "out", "--progress", "sometimes"],
        ["flip", "Icons", "--output", "out", "--png-compression", "tiny"],
        ["flip", "Icons", "--output", "out", "--no-such-flag"],
        ["flip", "Icons", "--output", "out", "--suffix", "a/b"],
        ["flip", "Missing", "--output", "out"],
        ["flip", "Icons", "--output", "Icons"],
        ["frobnicate"],
    ])
    func usageErrorsExit64AndWriteNothing(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
        #expect(!workspace.exists("out"))
    }

    @Test func refusalsBeforeWritingNameThePath() throws {
        let workspace = try Workspace()
        let missing = try workspace.run("flip", "Missing", "--output", "out")
        #expect(missing.stderr == "assetmirror: error: no such file or folder: Missing\n")
        let ontoItself = try workspace.run("flip", "Icons", "--output", "Icons")
        #expect(
            ontoItself.stderr.hasPrefix(
                "assetmirror: error: Icons/Chevrons/chevron-left.png: the output would overwrite its own input;"))
    }

    @Test(arguments: [["--help"], ["flip", "--help"], ["verify", "--help"]])
    func helpShowsTheExitStatusTable(arguments: [String]) throws {
        let workspace = try Workspace(withIcons: false)
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                EXIT STATUS:
                  0    success (verify, audit: no errors, nor warnings under --strict)
                  1    the tool failed on a file or catalog; the others were done
                  2    verify or audit found problems: errors, or warnings under --strict
                  64   usage error or broken .assetmirror.yml; nothing was done
                """))
    }

    @Test func flipsAFolderKeepingItsLayoutAndMirrorsEachPNGsPixels() throws {
        let workspace = try Workspace()
        let result = try workspace.run("flip", "Icons", "--output", "out/Icons")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(workspace.files(under: "out/Icons") == Self.demoImages)
        for image in Self.demoImages {
            let original = try workspace.contents("Icons/" + image)
            let mirrored = try workspace.contents("out/Icons/" + image)
            #expect(mirrored.prefix(3) == original.prefix(3), "\(image) keeps its format")
            #expect(mirrored != original, "\(image) is mirrored")
            if image.hasSuffix(".png") {
                let codec = PNGCodec()
                let expected = try codec.decode([UInt8](original), limits: .default).flippedHorizontally()
                #expect(
                    try codec.decode([UInt8](mirrored), limits: .default) == expected,
                    "\(image): the mirror of its pixels")
            }
        }
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "assetmirror: note: Icons/README.txt: skipped: not an image (checked the file's signature)")
        #expect(lines.contains { $0.hasPrefix("re-encoded Icons/Onboarding/photo-strip.jpg: ") })
        let totals = try #require(lines.last)
        #expect(totals.hasPrefix("flipped 10 (9 lossless, 1 re-encoded), skipped 1, failed 0; "), "\(totals)")
        #expect(!result.stderr.contains("\r"), "no progress bar when stderr is not a terminal")
    }

    @Test func aTruncatedPNGFailsWhileTheRestOfTheSetIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write("Icons/Chevrons/broken.png", try workspace.contents("Icons/back-arrow.png").prefix(60))
        let result = try workspace.run("flip", "Icons", "--output", "out")
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("assetmirror: error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("assetmirror: error: Icons/Chevrons/broken.png: ") == true, "\(errors)")
        #expect(result.stderr.contains("flipped 10 (9 lossless, 1 re-encoded), skipped 1, failed 1; "))
        #expect(workspace.files(under: "out") == Self.demoImages, "nothing for the broken file, no temporary file")
    }

    @Test func jsonLinesParseOnePerFileThenASummary() throws {
        let workspace = try Workspace()
        let result = try workspace.run(
            "flip", "Icons/Onboarding", "Icons/README.txt", "--output", "out", "--format", "json", "--quiet")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr == "")
        let records = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(records.count == 4)
        let fileKeys: Set = [
            "type", "source", "destination", "status", "method", "reason", "notes", "bytes_in", "bytes_out", "seconds",
        ]
        for record in records.dropLast() { #expect(Set(record.keys) == fileKeys) }

        #expect(records[0]["source"] as? String == "Icons/Onboarding/hero.jpg")
        #expect(records[0]["destination"] as? String == "out/hero.jpg")
        #expect(records[0]["status"] as? String == "flipped")
        #expect(records[0]["method"] as? String == "lossless")
        #expect(records[0]["reason"] is NSNull)
        let heroSizes = (
            try workspace.contents("Icons/Onboarding/hero.jpg").count, try workspace.contents("out/hero.jpg").count
        )
        #expect(records[0]["bytes_in"] as? Int == heroSizes.0)
        #expect(records[0]["bytes_out"] as? Int == heroSizes.1)

        #expect(records[1]["source"] as? String == "Icons/Onboarding/photo-strip.jpg")
        #expect(records[1]["method"] as? String == "re-encoded")
        #expect((records[1]["reason"] as? String)?.isEmpty == false)

        #expect(records[2]["source"] as? String == "Icons/README.txt")
        #expect(records[2]["status"] as? String == "skipped")
        #expect(records[2]["destination"] is NSNull)
        #expect(records[2]["reason"] as? String == "not an image (checked the file's signature)")

        let summary = records[3]
        #expect(
            Set(summary.keys) == [
                "type", "flipped", "lossless", "reencoded", "skipped", "failed", "bytes_in", "bytes_out", "seconds",
                "files_per_second", "temporary_files_removed", "exit_status",
            ])
        #expect(summary["type"] as? String == "summary")
        #expect(summary["flipped"] as? Int == 2)
        #expect(summary["lossless"] as? Int == 1)
        #expect(summary["reencoded"] as? Int == 1)
        #expect(summary["skipped"] as? Int == 1)
        #expect(summary["failed"] as? Int == 0)
        #expect(summary["exit_status"] as? Int == 0)
    }

    @Test func aCorruptFileFailsAloneAndExits1() throws {
        let workspace = try Workspace()
        let hero = try workspace.contents("Icons/Onboarding/hero.jpg")
        try workspace.write("Icons/Onboarding/cropped.jpg", hero.prefix(200))
        let result = try workspace.run("flip", "Icons/Onboarding", "--output", "out", "--jobs", "2")
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("assetmirror: error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("assetmirror: error: Icons/Onboarding/cropped.jpg: ") == true, "\(errors)")
        #expect(result.stderr.contains("flipped 2 (1 lossless, 1 re-encoded), skipped 0, failed 1; "))
        #expect(workspace.files(under: "out") == ["hero.jpg", "photo-strip.jpg"], "no partial or temporary file")
    }

    @Test func losslessOnlyRefusalsAreFailures() throws {
        let workspace = try Workspace()
        let result = try workspace.run("flip", "Icons/Onboarding", "--output", "out", "--lossless-only", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("assetmirror: error: Icons/Onboarding/photo-strip.jpg: width 90 is not a multiple"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "--quiet leaves only the error")
        #expect(workspace.files(under: "out") == ["hero.jpg"])
    }

    /// `--png-compression` reaches the encoder: libdeflate records its effort in the zlib
    /// header it writes (level 6: FLEVEL 2, level 12: FLEVEL 3), and the smallest setting's
    /// file is the smaller. (`PNGCompressionEffortTests` checks the pixels.)
    @Test func pngCompressionChoosesTheEffort() throws {
        let workspace = try Workspace()
        for effort in ["fast", "smallest"] {
            let result = try workspace.run(
                "flip", "Icons/back-arrow.png", "--output", effort, "--png-compression", effort, "--quiet")
            #expect(result.status == 0, "stderr: \(result.stderr)")
        }
        let fast = try workspace.contents("fast/back-arrow.png")
        let smallest = try workspace.contents("smallest/back-arrow.png")
        #expect(Self.declaredZlibLevel(fast) == 2)
        #expect(Self.declaredZlibLevel(smallest) == 3)
        #expect(smallest.count < fast.count)
    }

    /// FLEVEL (RFC 1950) of a PNG's zlib stream: the top two bits of the first IDAT's second byte.
    static func declaredZlibLevel(_ png: Data) -> UInt8? {
        let bytes = [UInt8](png)
        guard let idat = (8..<bytes.count - 6).first(where: { bytes[$0..<$0 + 4].elementsEqual("IDAT".utf8) }) else {
            return nil
        }
        return bytes[idat + 5] >> 6
    }

    @Test func inPlaceWithASuffixWritesBesideTheOriginal() throws {
        let workspace = try Workspace()
        let original = try workspace.contents("Icons/Onboarding/hero.jpg")
        let result = try workspace.run("flip", "Icons/Onboarding/hero.jpg", "--in-place", "--suffix", "-rtl", "--quiet")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(try workspace.contents("Icons/Onboarding/hero.jpg") == original)
        #expect(workspace.files(under: "Icons/Onboarding") == ["hero-rtl.jpg", "hero.jpg", "photo-strip.jpg"])
    }

    /// The README's example: a file named directly, written beside itself under another name.
    @Test func suffixedOutputInTheCurrentFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.copyItem(
            at: workspace.url.appendingPathComponent("Icons/Onboarding/hero.jpg"),
            to: workspace.url.appendingPathComponent("hero.jpg"))
        let result = try workspace.run(
            "flip", "hero.jpg", "--output", ".", "--suffix", "-rtl", "--format", "json", "--quiet")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"bytes_in":"#))
        #expect(result.stdout.contains(#""destination":"./hero-rtl.jpg""#))
        #expect(workspace.exists("hero-rtl.jpg"))
    }

    @Test func progressAlwaysDrawsAndClearsTheBar() throws {
        let workspace = try Workspace()
        let result = try workspace.run("flip", "Icons/Onboarding", "--output", "out", "--progress", "always")
        #expect(result.status == 0)
        #expect(result.stderr.contains("\r\u{1B}[K[##############################] 2/2 "))
        #expect(
            result.stderr.contains("\r\u{1B}[Kre-encoded Icons/Onboarding/photo-strip.jpg"),
            "the bar is cleared before the summary")
    }
}
