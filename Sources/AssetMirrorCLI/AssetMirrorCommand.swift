import ArgumentParser
import AssetMirror

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
        MallocPolicy.apply()
        main(nil)
    }
}
