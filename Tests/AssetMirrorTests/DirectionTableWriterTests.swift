import Foundation
import Testing

@testable import AssetMirror

/// The writers, on the catalog fixture `TestAssets/Catalogs/Directions.xcassets`; expected files
/// in `TestAssets/Symbols/expected/` (regenerate with ASSETMIRROR_REGENERATE_EXPECTED=1).
@Suite struct DirectionTableWriterTests {
    static let catalogURL = TestAssetsFolder.url.appendingPathComponent("Catalogs/Directions.xcassets")

    static func catalogTable(symbols: SymbolDirectionTable = .standard, generatedFiles: Set<String> = []) throws
        -> DirectionTable
    {
        let catalog = try AssetCatalog(reading: catalogURL, path: "Directions.xcassets")
        return DirectionTable.forCatalog(catalog, symbols: symbols, generatedFiles: generatedFiles)
    }

    /// A small symbol table, so the expected files stay readable.
    static let someSymbols = SymbolDirectionTable(
        rows: [
            "chevron.left", "chevron.backward", "text.alignleft", "car.top.radiowaves.rear.left",
            "arrow.left.arrow.right",
        ]
        .map { SymbolDirectionTable.standard.row(named: $0)! })

    @Test func catalogRowsPairOnlyWhereBothNamesExist() throws {
        let table = try Self.catalogTable()
        let rows = Dictionary(uniqueKeysWithValues: table.assets.map { ($0.name, $0) })
        #expect(rows["arrow-left"]?.counterpart == "arrow-right" && rows["arrow-right"]?.counterpart == "arrow-left")
        #expect(rows["Sidebar/left"]?.counterpart == "Sidebar/right")
        #expect(rows["custom.chevron.left"]?.kind == .swapPair && rows["custom.chevron.left"]?.type == .symbolSet)
        #expect(
            rows["panel_left"]?.counterpart == "panel_right", "an image set and a custom symbol load by the same API")
        #expect(rows["chevronLeft"]?.kind == .noCounterpart && rows["chevronLeft"]?.counterpart == nil)
        #expect(rows["ARROW_RIGHT"]?.kind == .noCounterpart)
        #expect(rows["arrow-left-right"]?.kind == .selfSymmetric)
        #expect(rows["bright"] == nil, "no side, no direction")
        #expect(rows["copyright"]?.kind == nil && rows["copyright"]?.serving == .mirroredAtRunTime)
        #expect(rows["back"]?.serving == .handMadeVariant)
        #expect(rows["Sidebar/right"]?.serving == .mirroredAtRunTime)
        #expect(rows["arrow-left"]?.serving == .notMirrored)
    }

    @Test func bothSetsWhoseRightToLeftFilesWereGeneratedSaySo() throws {
        let table = try Self.catalogTable(generatedFiles: ["back.imageset/rtl.pdf"])
        #expect(table.assets.first { $0.name == "back" }?.serving == .generatedVariant)
    }

    @Test(arguments: DirectionTableFormat.allCases)
    func outputMatchesTheExpectedFile(format: DirectionTableFormat) throws {
        let output = try Self.catalogTable(symbols: Self.someSymbols).rendered(as: format)
        let file = TestAssetsFolder.url.appendingPathComponent("Symbols/expected/directions.\(format.fileExtension)")
        if ReporterFixtures.regenerating {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
            return
        }
        let expected = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(
            output == expected,
            "differs from TestAssets/Symbols/expected/\(file.lastPathComponent); if deliberate, rerun with ASSETMIRROR_REGENERATE_EXPECTED=1 and review the diff"
        )
    }

    @Test func jsonAndPropertyListParse() throws {
        let table = try Self.catalogTable()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(table.json.utf8)) as? [String: Any])
        #expect((json["symbols"] as? [Any])?.count == SymbolDirectionTable.standard.rows.count)
        #expect((json["assets"] as? [Any])?.count == table.assets.count)
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(table.propertyList.utf8), format: nil)
                as? [String: Any])
        #expect(
            (plist["symbols"] as? [[String: String]])?.first?["name"] == SymbolDirectionTable.standard.rows.first?.name)
        #expect(plist["catalog"] as? String == "Directions.xcassets")
    }

    @Test func swiftLiteralsEscapeWhatALiteralCannotHold() {
        #expect(DirectionTable.swiftLiteral("a\"b\\c\nd\u{7}") == #""a\"b\\c\nd\u{7}""#)
        #expect(DirectionTable.swiftLiteral(nil) == "nil")
    }

    /// The generated Swift file compiles with swiftc (Foundation only) and its lookups answer
    /// as the library does.
    @Test func generatedSwiftCompilesAndAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try Self.catalogTable()
        try Data(table.swiftSource().utf8).write(to: folder.appendingPathComponent("SymbolDirections.swift"))
        let main = #"""
            let answers: [String?] = [
                SymbolDirections.rtlCounterpart(of: "chevron.left"),
                SymbolDirections.rtlCounterpart(of: "car.top.radiowaves.rear.left"),
                SymbolDirections.rtlCounterpart(of: "arrow.down.left.arrow.up.right"),
                SymbolDirections.directionAwareName(for: "chevron.left", deploymentTarget: "14.0"),
                SymbolDirections.directionAwareName(for: "chevron.left", deploymentTarget: "13.0"),
                SymbolDirections.directionAwareName(for: "text.alignleft", deploymentTarget: "26.0"),
                SymbolDirections.directionAwareName(for: "chevron.backward", deploymentTarget: .init(major: 15)),
                SymbolDirections.entry(for: "righttriangle")?.kind,
                SymbolDirections.entry(for: "arrow.left.arrow.right")?.kind,
                SymbolDirections.assetCounterpart(of: "arrow-left"),
                SymbolDirections.assetCounterpart(of: "chevronLeft"),
            ]
            print(answers.map { $0 ?? "nil" }.joined(separator: " "))
            print(SymbolDirections.entries.count, SymbolDirections.assets.count)
            """#
        try Data(main.utf8).write(to: folder.appendingPathComponent("main.swift"))
        let compile = try Self.run(
            ["swiftc", "-swift-version", "6", "-o", "lookup", "SymbolDirections.swift", "main.swift"], in: folder)
        #expect(compile.status == 0, "swiftc failed: \(compile.output)")
        guard compile.status == 0 else { return }
        let run = try Self.run([folder.appendingPathComponent("lookup").path], in: folder)
        #expect(
            run.output == """
                chevron.right nil arrow.up.left.arrow.down.right chevron.backward nil nil chevron.backward nil self-symmetric arrow-right nil
                \(SymbolDirectionTable.standard.rows.count) \(table.assets.count)

                """)
    }

    private static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = folder.appendingPathComponent(".output-\(UUID().uuidString)")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }
}
