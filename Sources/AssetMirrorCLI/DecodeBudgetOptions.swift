import ArgumentParser
import AssetMirror

/// The budgets of ``DecodeLimits`` as flags, the same on every command that decodes images
/// (`flip`, `generate`, `verify`): each bounds the memory and time one file may take, and a
/// file over one is refused with a message that names its flag. Values are parsed
/// unconditionally, so that `--max-pixels -1` is refused for its value, not as a missing one.
struct DecodeBudgetOptions: ParsableArguments {
    // Optional, with the default in the help's words: ArgumentParser would add the raw
    // number after it ("(default: 64 MiB) (default: 67108864)").
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse images with more pixels than this. (default: 100,000,000)", valueName: "n"))
    var maxPixels: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Refuse a PDF page whose content streams, each or together, decompress to more bytes than this. (default: 64 MiB)",
            valueName: "bytes"))
    var maxDecompressedBytes: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse SVG files of more bytes than this. (default: 32 MiB)", valueName: "bytes"))
    var maxSvgBytes: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Refuse SVG files with an element of more attributes than this. (default: 256)", valueName: "n"))
    var maxSvgAttributes: Int?

    var limits: DecodeLimits {
        let standard = DecodeLimits.default
        return DecodeLimits(
            maxPixels: maxPixels ?? standard.maxPixels,
            maxDecompressedBytes: maxDecompressedBytes ?? standard.maxDecompressedBytes,
            maxSVGBytes: maxSvgBytes ?? standard.maxSVGBytes,
            maxSVGAttributes: maxSvgAttributes ?? standard.maxSVGAttributes)
    }

    func validate() throws {
        for budget in DecodeBudget.allCases where limits[budget] < 1 {
            throw ValidationError("\(budget.flag) must be at least 1, not \(limits[budget]).")
        }
    }
}
