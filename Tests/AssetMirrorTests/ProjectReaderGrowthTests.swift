import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// Each project reader's time grows in proportion to its input: measured at three sizes, the
/// largest four times the smallest, in the thread's CPU time (the wall clock counts the time
/// other processes hold the cores), the fastest of seven runs each, the sizes alternated. Linear work takes about 4 times as long at 4 times the
/// size; the bound, 10, leaves room for noise and still fails the quadratic (16 times) and cubic
/// (64 times) readers these replaced.
@Suite(.serialized) struct ProjectReaderGrowthTests {
    static let sizes = [1, 2, 4]
    static let bound = 10.0

    /// The fastest of seven runs of `body` on the input `prepare` makes for each of `sizes`
    /// (scaled by `unit`), in seconds; making the input is not timed.
    static func times<Input>(unit: Int, prepare: (Int) throws -> Input, _ body: (Input, Int) throws -> Void)
        rethrows -> [Double]
    {
        let inputs = try sizes.map { try prepare($0 * unit) }
        var best = [Double](repeating: .infinity, count: sizes.count)
        for _ in 0..<7 {
            for (index, size) in sizes.enumerated() {
                let start = threadCPUSeconds()
                try body(inputs[index], size * unit)
                best[index] = min(best[index], threadCPUSeconds() - start)
            }
        }
        return best
    }

    /// The CPU time this thread has used, in seconds: unlike the wall clock, it does not count
    /// the time other processes of a busy machine hold the cores.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func expectLinear(_ times: [Double], _ what: String) {
        let ratio = times[2] / max(times[0], 1e-6)
        #expect(ratio < bound, "\(what): \(times) seconds, ×\(ratio) at 4 times the size")
    }

    /// `project.yml` with `count` targets (a spec's targets were matched by name one against
    /// all: 100,000 took a minute).
    @Test func xcodeGenTargets() throws {
        let folder = try TemporaryFolder()
        let times = try Self.times(unit: 500) { count in
            var yaml = "targets:\n"
            for index in 0..<count { yaml += "  T\(index):\n    sources: [S\(index)]\n" }
            return try folder.write("project-\(count).yml", Array(yaml.utf8))
        } _: { file, count in
            let targets = try XcodeGenProjectReader.targets(of: canonicalPath(file.path), shown: "project.yml")
            #expect(targets.count == count)
        }
        Self.expectLinear(times, "XcodeGen targets")
    }

    /// A `project.pbxproj` whose `count` targets share one resources phase of `count` catalogs
    /// inside `count` nested groups (each reference was placed again for each target, through
    /// every group: a 101 KB file took 55 s). Timed from the parsed property list: Foundation's
    /// parser, which grows faster than the file on Linux, is not this reader's work.
    @Test func xcodeProjectTargetsReferencesAndGroups() throws {
        let times = try Self.times(unit: 60) { count in
            try PropertyListSerialization.propertyList(
                from: Data(HostileInputs.pbxproj(count, groupPaths: false).utf8), options: [], format: nil)
        } _: { plist, count in
            let targets = try XcodeProjectReader.targets(
                inPropertyList: plist, project: "/p/App.xcodeproj", shown: "App.xcodeproj")
            #expect(targets.count == count)
            #expect(targets.last?.membership.catalogs.count == count)
        }
        Self.expectLinear(times, "Xcode project targets × references × groups")
    }

    /// A package whose `Sources` holds `count` target folders, each named in the manifest (each
    /// folder's name was looked for in the whole manifest).
    @Test func swiftPackageConventionalTargets() throws {
        let times = try Self.times(unit: 600) { count in
            let folder = try TemporaryFolder()
            var manifest = "let package = Package(name: \"P\", targets: [\n"
            for index in 0..<count {
                manifest += "    .target(name: \"Target\(index)\"),\n"
                try FileManager.default.createDirectory(
                    at: folder.url("Sources/Target\(index)"), withIntermediateDirectories: true)
            }
            try folder.write("Package.swift", Array((manifest + "])\n").utf8))
            return folder
        } _: { folder, count in
            let targets = try SwiftPackageReader.targets(
                ofPackageIn: canonicalPath(folder.url.path), shown: "Package.swift", manifestReader: nil)
            #expect(targets.count == count)
        }
        Self.expectLinear(times, "Swift package targets")
    }
}
