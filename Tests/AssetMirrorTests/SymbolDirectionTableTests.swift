import Foundation
import Testing

@testable import AssetMirror

/// The shipped SF Symbols direction table: properties over every row, and the cases the issue names.
@Suite struct SymbolDirectionTableTests {
    let table = SymbolDirectionTable.standard

    @Test func everyCounterpartAndDirectionAwareNameIsARowOrAKnownName() throws {
        let names = Set(table.rows.map(\.name))
        for row in table.rows {
            if let counterpart = row.counterpart {
                // A counterpart has a left/right token too, so it is a row itself.
                #expect(names.contains(counterpart), "\(row.name) → \(counterpart) is not in the table")
                #expect(row.counterpartIntroduced != nil)
            }
            if let alternative = row.directionAware {
                #expect(table.row(named: alternative)?.kind == .directionAware, "\(row.name) → \(alternative)")
                #expect(row.directionAwareIntroduced == table.row(named: alternative)?.introduced)
            }
        }
    }

    @Test func pairsAreSymmetric() {
        for row in table.rows where row.kind == .swapPair {
            let counterpart = table.row(named: row.counterpart!)
            #expect(counterpart?.kind == .swapPair, "\(row.name) ⇄ \(row.counterpart!)")
            #expect(counterpart?.counterpart == row.name, "\(row.name) ⇄ \(row.counterpart!)")
            #expect(counterpart?.counterpartIntroduced == row.introduced)
        }
        for row in table.rows where row.kind != .swapPair {
            #expect(row.counterpart == nil, "\(row.name) is \(row.kind.rawValue) but has a counterpart")
        }
    }

    @Test func noPhysicalNameIsOfferedForMirroring() {
        for row in table.rows where row.kind == .physical || row.family != .interface {
            #expect(table.rtlCounterpart(of: row.name) == nil, "\(row.name)")
            if row.kind != .directionAware {
                #expect(table.directionAwareName(for: row.name) == nil, "\(row.name)")
            }
        }
        for row in table.rows where row.kind == .physical {
            #expect(row.family == .physical && row.counterpart == nil && row.directionAware == nil, "\(row.name)")
        }
        for name in [
            "car.top.radiowaves.rear.left", "hand.point.left", "figure.seated.side.left", "airpod.left",
            "door.left.hand.open", "left",
        ] {
            #expect(table.row(named: name)?.kind == .physical, "\(name)")
        }
    }

    @Test func chevronLeftPairsWithChevronRightAndIsBackwardFromIOS14() throws {
        let row = try #require(table.row(named: "chevron.left"))
        #expect(row.kind == .swapPair && row.family == .interface)
        #expect(table.rtlCounterpart(of: "chevron.left") == "chevron.right")
        #expect(row.directionAware == "chevron.backward")
        #expect(row.directionAwareIntroduced == IOSVersion(14))
        #expect(table.directionAwareName(for: "chevron.left", deploymentTarget: IOSVersion(14)) == "chevron.backward")
        #expect(table.directionAwareName(for: "chevron.left", deploymentTarget: IOSVersion(13, 4)) == nil)
        #expect(table.directionAwareName(for: "chevron.backward") == "chevron.backward")
        #expect(table.row(named: "chevron.backward")?.kind == .directionAware)
    }

    @Test func textAlignLeftHasACounterpartButNoDirectionAwareName() throws {
        let row = try #require(table.row(named: "text.alignleft"))
        #expect(row.kind == .swapPair && row.counterpart == "text.alignright")
        #expect(row.directionAware == nil)
        #expect(table.directionAwareName(for: "text.alignleft") == nil)
        #expect(table.directionAwareName(for: "text.justify.left") == "text.justify.leading")
    }

    @Test func symmetricNamesAreSelfSymmetric() {
        for name in [
            "arrow.left.arrow.right", "arrow.right.arrow.left", "arrow.left.and.right", "bubble.left.and.bubble.right",
            "gauge.chart.lefthalf.righthalf",
        ] {
            #expect(table.row(named: name)?.kind == .selfSymmetric, "\(name)")
            #expect(table.rtlCounterpart(of: name) == nil, "\(name)")
        }
    }

    @Test func reorderedCompoundsArePairs() {
        #expect(table.rtlCounterpart(of: "arrow.down.left.arrow.up.right") == "arrow.up.left.arrow.down.right")
        #expect(table.row(named: "arrow.down.left.arrow.up.right")?.counterpartMatch == "reordered")
        #expect(table.rtlCounterpart(of: "chevron.left.chevron.left.dotted") == "chevron.right.dotted.chevron.right")
    }

    @Test func wordsThatOnlyContainLeftOrRightAreNotDirections() {
        #expect(table.row(named: "righttriangle") == nil)
        #expect(table.row(named: "righttriangle.fill") == nil)
        #expect(table.row(named: "plus.forwardslash.minus") == nil)
        // Here the chevrons carry the tokens, not the slash; its mirror image (<\>) has no name.
        #expect(table.row(named: "chevron.left.forwardslash.chevron.right")?.kind == .noCounterpart)
        #expect(table.row(named: "rectangle.ratio.16.to.9") == nil)
    }

    @Test func deploymentTargetDropsNewerSuggestions() throws {
        let iOS13 = table.available(on: IOSVersion(13))
        #expect(iOS13.deploymentTarget == IOSVersion(13))
        #expect(iOS13.row(named: "chevron.left")?.directionAware == nil)
        #expect(iOS13.row(named: "chevron.left")?.counterpart == "chevron.right")
        let newer = try #require(table.row(named: "arrow.up.right.and.arrow.down.left.rectangle"))
        #expect(newer.counterpartIntroduced == IOSVersion(18))
        #expect(table.available(on: IOSVersion(17)).row(named: newer.name)?.counterpart == nil)
        #expect(table.available(on: IOSVersion(18)).row(named: newer.name)?.counterpart == newer.counterpart)
    }

    @Test func kindsAreAllPresentAndCounted() {
        let counts = table.countsByKind
        #expect(Set(counts.keys) == Set(SymbolDirectionKind.allCases))
        #expect(counts.values.reduce(0, +) == table.rows.count)
        #expect(table.rows.count == 1_502)
    }

    @Test func tsvRoundTrips() throws {
        #expect(try SymbolDirectionTable(tsv: table.tsv) == table)
        #expect(table.tsv == SymbolDirectionData.tsv + "\n")
    }

    @Test func malformedTextIsRefusedWithItsLine() {
        let header = SymbolDirectionTable.columns.joined(separator: "\t")
        #expect(throws: SymbolTableError.missingColumn("name")) { try SymbolDirectionTable(tsv: "kind\n") }
        #expect(throws: SymbolTableError.wrongFieldCount(line: 2, expected: 11, found: 2)) {
            try SymbolDirectionTable(tsv: header + "\nchevron.left\t13.0\n")
        }
        let row = ["chevron.left", "13.0", "", "", "sideways", "interface", "", "", "", "", ""].joined(separator: "\t")
        #expect(throws: SymbolTableError.invalidValue(line: 2, column: "kind", value: "sideways")) {
            try SymbolDirectionTable(tsv: header + "\n" + row + "\n")
        }
    }

    @Test(arguments: [
        ("iOS 15", IOSVersion(15)), ("ios15.1", IOSVersion(15, 1)), ("14", IOSVersion(14)),
        (" iPadOS 16.4 ", IOSVersion(16, 4)),
    ])
    func deploymentTargetsParse(text: String, version: IOSVersion) {
        #expect(IOSVersion(parsing: text) == version)
    }

    @Test(arguments: ["", "macOS 12", "iOS", "15.x", "1.2.3.4", "iOS -1"])
    func otherTextIsNotAVersion(text: String) {
        #expect(IOSVersion(parsing: text) == nil)
    }

    /// CI's drift check: the committed table is what the script makes from the committed
    /// `Scripts/sf-symbols/all-names.tsv`. Nothing outside the repository is read.
    @Test func committedTableMatchesTheScript() throws {
        let root = TestAssetsFolder.url.deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Scripts/make-symbol-direction-table").path, "--check",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Scripts/make-symbol-direction-table --check: \(message)")
    }
}
