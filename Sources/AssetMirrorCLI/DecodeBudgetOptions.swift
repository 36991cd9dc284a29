import ArgumentParser
import AssetMirror

/// The budgets of ``DecodeLimits`` as flags, the same on every command that decodes images
/// (`flip`, `generate`, `verify`): each bounds the memory and time one file may take, and a
/// file over one is refused with a message that names its flag. Values are parsed
/// unconditionally, so that `--max-pixels -1` is refused for its value, not as a missing one.
struct DecodeBudgetOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Refuse images with more pixels than this.", valueName: "n"))
    var maxPixels: Int = DecodeLimits.default.maxPixels

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Refuse a PDF page whose content streams, each or together, decompress to more bytes than this. (default: 64 MiB)",
            valueName: "bytes"))
    var maxDecompressedBytes: Int = DecodeLimits.default.maxDecompressedBytes

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse SVG files of more bytes than this. (default: 32 MiB)", valueName: "bytes"))
    var maxSvgBytes: Int = DecodeLimits.default.maxSVGBytes

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Refuse SVG files with an element of more attributes than this.", valueName: "n"))
    var maxSvgAttributes: Int = DecodeLimits.default.maxSVGAttributes

    var limits: DecodeLimits {
        DecodeLimits(
            maxPixels: maxPixels, maxDecompressedBytes: maxDecompressedBytes, maxSVGBytes: maxSvgBytes,
            maxSVGAttributes: maxSvgAttributes)
    }

    func validate() throws {
        for budget in DecodeBudget.allCases where limits[budget] < 1 {
            throw ValidationError("\(budget.flag) must be at least 1, not \(limits[budget]).")
        }
    }
}
