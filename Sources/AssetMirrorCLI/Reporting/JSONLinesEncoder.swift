import Foundation

/// The one encoder of the JSON Lines reports (`flip` and `generate` with `--format json`): one
/// compact object per line, keys sorted, `/` not escaped, and keys in snake_case, the style of
/// every JSON document assetmirror prints for users (docs/cli.md, "JSON keys").
///
/// The lines' Swift values keep camelCase property names (`bytesIn`) and the encoder writes the keys
/// (`bytes_in`). `.convertToSnakeCase` puts `_` before each run of capitals and lowers it, so an
/// acronym stays one word (`servedInRTL` → `served_in_rtl`) but one that starts a name or mixes
/// cases splits oddly (`iOSVersion` → `i_os_version`): give such a property an explicit key.
struct JSONLinesEncoder {
    private let encoder: JSONEncoder

    init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
    }

    /// `value` as one line, without its newline.
    func line(_ value: some Encodable) -> String {
        // Encoding strings, finite numbers and arrays of them cannot fail.
        String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}
