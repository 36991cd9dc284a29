import ArgumentParser
import AssetMirror
import Foundation

@main
struct AssetMirrorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetmirror",
        abstract: "Make right-to-left image assets correct, cheap and checkable.",
        discussion: """
            assetmirror reads Xcode asset catalogs (*.xcassets) on Linux and macOS and makes \
            their right-to-left images correct and checkable: flip mirrors PNG, JPEG, PDF and SVG \
            files; generate adds the mirrored twin of every image in a catalog's directional \
            sets; set-direction sets the Direction of sets as Xcode's menu does; verify checks \
            catalogs in CI (reporters xcode, json, sarif, junit, github-actions-logging, \
            markdown); review writes a page showing each directional image beside its mirror; \
            inspect lists every set; symbols writes the SF Symbols direction table; audit finds \
            left/right SF Symbol names in Swift and Objective-C sources.

            Every command takes -- before its paths, refuses a path that does not exist or a \
            folder holding nothing to work on (exit 64), names a file it cannot read and goes on \
            with the others (exit 1), and ends with a one-line summary on stderr (--quiet: none). \
            See docs/cli.md.

            """ + ExitStatus.table,
        version: VersionText.render(LinkedLibrary.all()),
        subcommands: [
            Flip.self, Generate.self, SetDirectionCommand.self, Verify.self, Review.self, Inspect.self, Symbols.self,
            Audit.self,
        ]
    )

    static func main() {
        // The review page's PDF drawing helper: this executable again, started by the library
        // with a socket as descriptor 3 (`PDFDrawingHelper`); typed by hand, it is refused below.
        if CommandLine.arguments.dropFirst() == [PDFDrawingHelper.argument] {
            let status = PDFDrawingHelper.serve()
            if status == 0 { Foundation.exit(0) }
        }
        // The manual page's source (swift-argument-parser's generate-manual plugin runs this),
        // with each non-ASCII character as `<U+2192>`: the plugin drops every non-ASCII
        // character, and Scripts/install turns the marks into roff escapes (`\[u2192]`).
        if CommandLine.arguments.dropFirst() == ["--experimental-dump-help"] {
            StandardStreams.report(ManualText.marked(_dumpHelp()) + "\n")
            Foundation.exit(0)
        }
        if let word = CommandLine.arguments.dropFirst().first,
            let meant = SubcommandSuggestion.suggestion(
                for: word, among: configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        {
            StandardStreams.errorLine("Error: Unknown subcommand '\(word)'; did you mean '\(meant)'?")
            StandardStreams.error("Usage: assetmirror <subcommand>\n  See 'assetmirror --help' for more information.\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        MallocPolicy.apply()
        if let executable = ownExecutable {
            PDFDrawingHelper.drawEveryPDF(through: PDFDrawingHelper(executable: executable))
        }
        main(nil)
    }

    /// This program's file, for the drawing helper to start (Linux's link to it survives the
    /// file being replaced meanwhile).
    private static var ownExecutable: String? {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath
        #endif
    }
}
