import ArgumentParser
import AssetMirror
import Foundation

/// `assetmirror symbols`: writes the SF Symbols direction table (and a catalog's own directional
/// assets) as JSON, CSV, a property list or a Swift source file. The table is ``DirectionTable``.
struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "Write the SF Symbols direction table: counterparts and direction-aware names.",
        discussion: """
            For every SF Symbol name with a direction token: its mirror counterpart where that \
            name exists, its direction-aware alternative (chevron.left → chevron.backward) with \
            the iOS version that introduced it, and a kind (swap-pair, self-symmetric, \
            direction-aware, no-counterpart, physical). With --catalog, also the catalog's image \
            sets and custom symbols whose names have left/right tokens or whose entries have a \
            direction, and how each is shown in right-to-left layouts. See docs/symbols.md.
            """ + ExitStatus.helpSection
    )

    @Option(help: "json, csv, plist, or swift (a source file with a lookup API, Foundation only).")
    var format: DirectionTableFormat = .json

    @Option(
        help: ArgumentHelp(
            "Keep only suggestions available on this iOS version: \"iOS 15\", 15.1.", valueName: "version"))
    var deploymentTarget: IOSVersion?

    @Option(
        help: ArgumentHelp(
            "Also list this asset catalog's directional image sets and custom symbols.", valueName: "path"))
    var catalog: String?

    @Option(
        help: ArgumentHelp(
            "Write the table to this file (replaced atomically; its folder must exist) instead of stdout.",
            valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The type name in the Swift source file.", valueName: "name"))
    var typeName: String = "SymbolDirections"

    @Flag(help: "Print no summary on stderr; only the table and errors.")
    var quiet = false

    func validate() throws {
        try EmptyPath.refuse([catalog, output], "path")
        let isIdentifier =
            typeName.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && typeName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if !isIdentifier {
            throw ValidationError("--type-name must be a Swift identifier, not \"\(typeName)\".")
        }
        try RepeatedOption.refuse("--output")
        try OutputFile.validate([output])
    }

    func run() throws {
        var symbols = SymbolDirectionTable.standard
        if let deploymentTarget { symbols = symbols.available(on: deploymentTarget) }
        var table = DirectionTable(symbols: symbols)
        if let catalog {
            do {
                let assets = try AssetCatalog(reading: URL(fileURLWithPath: catalog), path: catalog)
                table = DirectionTable.forCatalog(
                    assets, symbols: symbols, generatedFiles: SetRecord.generatedFiles(in: assets))
            } catch {
                StandardStreams.errorLine("assetmirror: error: \(error)")
                throw ExitStatus.usage.exitCode
            }
        }
        let text = format == .swift ? table.swiftSource(typeName: typeName) : table.rendered(as: format)
        if let output {
            if !OutputFile.write(text, to: output) { throw ExitStatus.fileFailed.exitCode }
        } else if format == .json {
            StandardStreams.json(text)
        } else {
            StandardStreams.out(text)
        }
        if !quiet {
            StandardStreams.error(
                "Wrote \(Verify.counted(table.symbols.rows.count, "symbol")) and \(Verify.counted(table.assets.count, "asset")) (\(format.rawValue)) to \(output ?? "stdout").\n"
            )
        }
    }
}

extension DirectionTableFormat: ExpressibleByArgument {}
