import AssetMirrorTestSupport
import Foundation
import Testing

/// The decode budgets and the usage errors of issue 16 (6 and 9), through the built binary.
@Suite struct BudgetCommandTests {
    static let budgetFlags = ["--max-pixels", "--max-decompressed-bytes", "--max-svg-bytes", "--max-svg-attributes"]

    @Test(arguments: ["flip", "generate", "verify"])
    func everyCommandThatDecodesTakesEveryBudget(command: String) throws {
        let workspace = try Workspace(withIcons: false)
        let help = try workspace.run(command, "--help")
        for flag in Self.budgetFlags { #expect(help.stdout.contains(flag), "\(command) --help lacks \(flag)") }
        let output = command == "flip" ? ["--output", "out"] : []
        let refused = try AssetMirrorBinary.run(
            [command, "x", "--max-svg-attributes", "0"] + output, in: workspace.url)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--max-svg-attributes must be at least 1, not 0."), "\(refused.stderr)")
    }

    @Test func eachBombIsRefusedByItsBudgetNamingTheFlag() throws {
        let workspace = try Workspace(withIcons: false)
        try workspace.write("bomb.svg", Data(DecompressionBomb.svg(attributes: 400_000)))
        try workspace.write("bomb.pdf", Data(DecompressionBomb.pdf(streamZeros: [2_000_000_000])))
        let result = try workspace.run("flip", "bomb.svg", "bomb.pdf", "--output", "out", "--progress", "never")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "assetmirror: error: bomb.svg: the element <rect> at line 1 has more than 256 attributes, the --max-svg-attributes budget; raise --max-svg-attributes to allow it\n"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "assetmirror: error: bomb.pdf: a content stream of page 1 decompresses to more than 67108864 bytes, the --max-decompressed-bytes budget; raise --max-decompressed-bytes to allow it\n"
            ), "\(result.stderr)")
        let smaller = try workspace.run(
            "flip", "bomb.svg", "--output", "out", "--progress", "never", "--max-svg-bytes", "1000")
        #expect(smaller.stderr.contains("more than 1000, the --max-svg-bytes budget"), "\(smaller.stderr)")
    }

    /// `--jobs -3` said "Missing value for '--jobs <n>'".
    @Test(arguments: [["flip", "x", "--output", "out"], ["generate", "x"], ["verify", "x"]])
    func aNegativeJobCountIsRefusedForItsValue(arguments: [String]) throws {
        let workspace = try Workspace(withIcons: false)
        let result = try AssetMirrorBinary.run(arguments + ["--jobs", "-3"], in: workspace.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--jobs must be at least 1, not -3."), "\(result.stderr)")
    }

    /// The last `--output` was taken and the first ignored, without a word.
    @Test(arguments: [
        ["flip", "x", "--output", "a", "--output=b"], ["generate", "x", "--output", "a", "--output", "b"],
    ])
    func aRepeatedOutputIsAUsageError(arguments: [String]) throws {
        let workspace = try Workspace(withIcons: false)
        let result = try AssetMirrorBinary.run(arguments, in: workspace.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output is given 2 times; give it once."), "\(result.stderr)")
        #expect(!workspace.exists("a") && !workspace.exists("b"))
    }
}
