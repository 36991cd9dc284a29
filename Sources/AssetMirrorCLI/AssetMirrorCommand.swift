import ArgumentParser
import AssetMirror
import Foundation

@main
struct AssetMirrorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetmirror",
        abstract: "Make right-to-left image assets correct, cheap and checkable.",
        discussion: ExitStatus.table,
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
