import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// Sets planned on several workers give the plan one worker gives, whole: the same sets in the
/// same order, the same variants, copies, removals and direction table.
@Suite struct GenerationParallelPlanTests {
    /// Reads the disk, each file of an earlier set (by the number in its folder's name) after a
    /// longer wait than a later one's: on several workers the later sets finish first.
    final class LaterSetsFirstReader: GenerationFileReader {
        let sets: Int

        init(sets: Int) { self.sets = sets }

        func bytesIfPresent(at path: String) throws(FileIOError) -> [UInt8]? {
            if let range = path.range(of: #"icon-\d+\.imageset"#, options: .regularExpression),
                let number = Int(path[range].dropFirst(5).prefix { $0.isNumber })
            {
                usleep(UInt32(max(sets - number, 0)) * 200)
            }
            return try FileContents.readIfPresent(path)
        }
    }

    static let fixtureCatalogs: [String] = {
        let root = TestAssetsFolder.url.path
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".xcassets") }.sorted()
    }()

    static func plan(
        _ catalog: URL, output: GenerationPlan.Output, jobs: Int,
        reader: any GenerationFileReader = DiskFileReader()
    ) throws -> GenerationPlan {
        try GenerationPlan(
            catalogs: [(catalog, catalog.lastPathComponent)], output: output, directionTable: .besideEachCatalog,
            reader: reader, jobs: jobs)
    }

    @Test(arguments: fixtureCatalogs)
    func everyFixtureCatalogIsPlannedAlikeOnOneWorkerAndOnFour(path: String) throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("Catalog.xcassets")
        try FileManager.default.copyItem(at: TestAssetsFolder.url.appendingPathComponent(path), to: catalog)
        for output in [GenerationPlan.Output.inPlace, .derived(folder: folder.url("OUT"))] {
            #expect(try Self.plan(catalog, output: output, jobs: 1) == Self.plan(catalog, output: output, jobs: 4))
        }
    }

    /// A catalog of many sets, of every kind a plan tells apart, planned before and after a run.
    @Test func aCatalogOfManySetsIsPlannedAlikeOnOneWorkerAndOnFour() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.manySets(60, in: folder)
        let output = GenerationPlan.Output.derived(folder: folder.url("OUT"))
        for _ in 0..<2 {
            for output in [output, .inPlace] {
                let serial = try Self.plan(catalog, output: output, jobs: 1)
                #expect(serial.sets.count == 45)
                #expect(try Self.plan(catalog, output: output, jobs: 4) == serial)
            }
            try GenerationTestSupport.generate(catalog, output: output)
            // A variant edited by hand, refused on the next plan.
            try Data([1, 2, 3]).write(
                to: folder.url("OUT/Many.xcassets/Group/icon-007.imageset/icon-007-rtl.png"))
        }
    }

    /// The sets that finish first are the last ones: the plan is in the catalog's order still.
    @Test func theOrderOfThePlanIsTheCatalogsWhateverFinishesFirst() throws {
        let folder = try TemporaryFolder()
        let catalog = try Self.manySets(24, in: folder)
        let serial = try Self.plan(catalog, output: .inPlace, jobs: 1)
        let parallel = try Self.plan(catalog, output: .inPlace, jobs: 4, reader: LaterSetsFirstReader(sets: 24))
        #expect(parallel == serial)
        #expect(parallel.sets.map(\.relativePath) == serial.sets.map(\.relativePath).sorted())
    }

    /// `count` sets in one group: three in four "Left to Right, Mirrors" (one of them naming a
    /// file that is not there), the fourth fixed; each with the demo's `back.png`.
    static func manySets(_ count: Int, in folder: TemporaryFolder) throws -> URL {
        let catalog = folder.url("Many.xcassets")
        let png = try Data(
            contentsOf: GenerationTestSupport.demo.appendingPathComponent("Navigation/back.imageset/back.png"))
        for index in 0..<count {
            let name = String(format: "icon-%03d", index)
            let set = catalog.appendingPathComponent("Group/\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let direction = index % 4 == 3 ? "" : #""language-direction" : "left-to-right", "#
            let file = index % 8 == 5 ? "missing.png" : "\(name).png"
            try Data(
                #"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal", \#(direction)"scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
                    .utf8
            ).write(to: set.appendingPathComponent("Contents.json"))
            try png.write(to: set.appendingPathComponent("\(name).png"))
        }
        return catalog
    }
}
