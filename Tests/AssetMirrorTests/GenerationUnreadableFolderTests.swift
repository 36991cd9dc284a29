import Foundation
import Testing

@testable import AssetMirror

/// A folder inside a catalog that cannot be listed hides the sets in it. In place, generate
/// used to make the others' variants and exit 0, as if every variant had been made; it is now
/// refused before anything is written, as a derived copy of such a catalog always was.
@Suite struct GenerationUnreadableFolderTests {
    @Test(arguments: [false, true])
    func aFolderThatCannotBeListedRefusesThePlan(derived: Bool) throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("Demo.xcassets")
        try FileManager.default.copyItem(at: GenerationTestSupport.demo, to: catalog)
        let before = GenerationTestSupport.tree(catalog)
        let locked = catalog.appendingPathComponent("Navigation").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let output: GenerationPlan.Output = derived ? .derived(folder: folder.url("OUT")) : .inPlace
        #expect(
            throws: GenerationError.unreadableCatalog(
                .unreadable(FileIOError(.listFolder, path: "Demo.xcassets/Navigation", code: EACCES)))
        ) {
            try UnprivilegedFileAccess.run {
                try GenerationPlan(
                    catalogs: [(catalog, "Demo.xcassets")], output: output, naming: .default, force: false)
            }
        }
        chmod(locked, 0o755)
        #expect(GenerationTestSupport.tree(catalog) == before)
    }
}
