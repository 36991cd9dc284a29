import Foundation
import Testing

/// `Scripts/install` and `Scripts/uninstall`, run on the debug binary the suite already built
/// (`--binary`), so the test builds nothing in release. The manual page comes from
/// swift-argument-parser's generate-manual plugin, run by Scripts/test before the suite
/// (`--manual`): a test cannot run it, as `swift test` holds SwiftPM's lock on the scratch path.
@Suite struct InstallScriptTests {
    static let binary = AssetMirrorBinary.url.resolvingSymlinksInPath()
    // <scratch>/<triple>/debug/assetmirror
    static let scratch = binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let manual = scratch.appendingPathComponent("plugins/GenerateManual/outputs/assetmirror/assetmirror.1")

    static let installed = [
        "bin/assetmirror",
        "share/bash-completion/completions/assetmirror",
        "share/fish/vendor_completions.d/assetmirror.fish",
        "share/man/man1/assetmirror.1",
        "share/zsh/site-functions/_assetmirror",
    ]

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: manual.path),
            "no manual page: Scripts/test makes it with `swift package plugin generate-manual --configuration debug`")
    )
    func installsAWorkingToolThenUninstallLeavesNothing() throws {
        let prefix = try Workspace(withIcons: false)
        let root = TestAssets.repositoryRoot
        let install = try ExternalCommand.run(
            [
                root.appendingPathComponent("Scripts/install").path, "--prefix", prefix.url.path,
                "--binary", Self.binary.path, "--manual", Self.manual.path,
            ],
            in: root)
        try #require(install.status == 0, "\(install.stderr)")
        #expect(prefix.files(under: ".") == Self.installed)

        let version = try ExternalCommand.run([prefix.url.appendingPathComponent("bin/assetmirror").path, "--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("assetmirror 0.1.0\nlibpng "))

        // The page renders without a warning, with every subcommand in it.
        let page = prefix.url.appendingPathComponent("share/man/man1/assetmirror.1").path
        // Non-ASCII text as roff escapes, which render in any locale (raw UTF-8 was dropped).
        let source = try Data(contentsOf: URL(fileURLWithPath: page))
        #expect(source.allSatisfy { $0 < 0x80 })
        #expect(String(decoding: source, as: UTF8.self).contains(#"back@2x.png \[u2192] back-rtl@2x.png"#))
        let environment = ["MANPAGER": "cat", "MANWIDTH": "100", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        #if os(Linux)
        let man = try ExternalCommand.run(["man", "-l", page], environment: environment)
        #else
        let man = try ExternalCommand.run(["man", page], environment: environment)
        #endif
        // DESCRIPTION describes the tool; the exit table is given once.
        #expect(man.stdout.contains("assetmirror reads Xcode asset catalogs (*.xcassets) on Linux and macOS"))
        #expect(man.stdout.components(separatedBy: "EXIT STATUS:").count == 2, "\(man.stdout)")
        #expect(man.stdout.contains("→"))
        #expect(man.status == 0)
        #expect(man.stderr == "")
        #expect(man.stdout.contains("assetmirror — Make right-to-left image assets correct, cheap and checkable."))
        for subcommand in ["flip", "generate", "set-direction", "verify", "inspect", "symbols", "audit"] {
            // A short name shares its line with the abstract; a long one has a line of its own.
            let heading = man.stdout.split(separator: "\n").contains {
                $0.hasPrefix("     \(subcommand) ") || $0 == "     \(subcommand)"
            }
            #expect(heading, "no \(subcommand) in the page")
        }

        let completion = prefix.url.appendingPathComponent("share/bash-completion/completions/assetmirror").path
        let bash = try ExternalCommand.run(["bash", "-c", "source \"$0\" && complete -p assetmirror", completion])
        #expect(bash.status == 0, "\(bash.stderr)")
        #expect(bash.stdout == "complete -o filenames -F _assetmirror assetmirror\n")
        #expect(
            try prefix.contents("share/zsh/site-functions/_assetmirror").starts(
                with: Data("#compdef assetmirror\n".utf8)))
        let fish = String(
            decoding: try prefix.contents("share/fish/vendor_completions.d/assetmirror.fish"), as: UTF8.self)
        #expect(fish.contains("\ncomplete -c 'assetmirror' "))

        // Another program's file in the same folders stays, and so do the folders holding it.
        try prefix.write("bin/other-tool", Data("#!/bin/sh\n".utf8))
        let uninstall = try ExternalCommand.run(
            [root.appendingPathComponent("Scripts/uninstall").path, "--prefix", prefix.url.path])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(prefix.files(under: ".") == ["bin/other-tool"])
        let left = try FileManager.default.contentsOfDirectory(atPath: prefix.url.path)
        #expect(left == ["bin"])
    }
}
