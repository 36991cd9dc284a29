/// The record `assetmirror generate` keeps in a set folder, `.assetmirror.json`, of the files
/// it generated and what from:
///
///     {"generated":[{"file":"back-rtl@2x.png","source":"back@2x.png",
///                    "source-sha256":"…","sha256":"…"}],"generator":"assetmirror","version":1}
///
/// A small reader of that documented shape, for `stale-variant`, written before `generate`'s
/// own `GenerationManifest` was merged (it exists on branch `generate`); once it is, this
/// should read through that type, and ``SHA256Digest`` give way to its `SHA256`.
struct VariantManifest: Sendable {
    static let fileName = ".assetmirror.json"

    struct Variant: Sendable {
        var file: String
        var source: String
        /// Lowercase hex.
        var sourceSHA256: String
    }

    var variants: [Variant]

    /// Reads the manifest's JSON; throws a sentence naming what is not of the expected shape.
    init(_ document: JSONDocument) throws(ManifestShapeError) {
        guard let root = document.root.objectValue else { throw ManifestShapeError(detail: "the top level is not an object") }
        guard let generated = root["generated"]?.arrayValue else { throw ManifestShapeError(detail: "\"generated\" is not an array") }
        variants = []
        for (index, element) in generated.enumerated() {
            guard let file = element["file"]?.stringValue, let source = element["source"]?.stringValue,
                let hash = element["source-sha256"]?.stringValue,
                AssetSet.isPlainFileName(file), AssetSet.isPlainFileName(source)
            else {
                throw ManifestShapeError(detail: "entry \(index + 1) of \"generated\" lacks \"file\", \"source\" or \"source-sha256\", or names a file outside the folder")
            }
            variants.append(Variant(file: file, source: source, sourceSHA256: hash.lowercased()))
        }
    }
}

/// Why a `.assetmirror.json` is JSON but not a manifest.
struct ManifestShapeError: Error, Sendable {
    var detail: String
}

/// What checking one set's manifest found that is worth a finding.
enum StaleVariantOutcome: Sendable {
    case malformed(JSONSyntaxError)
    case unexpectedStructure(String)
    /// `reason` completes "X was generated from Y, …".
    case stale(variant: String, source: String, reason: String)
}
