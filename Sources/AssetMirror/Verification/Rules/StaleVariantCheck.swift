#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file work of `stale-variant` for one set: read its manifest, hash each variant's source,
/// and only where a hash changed, decode source and variant to compare pixels. Runs on a
/// worker; the outcomes become findings afterwards.
enum StaleVariantCheck {
    static func outcomes(for set: AssetSet, in catalog: AssetCatalog, limits: DecodeLimits) throws(VerificationFailure) -> [StaleVariantOutcome] {
        let manifestPath = set.relativePath + "/" + VariantManifest.fileName
        guard let bytes = try read(manifestPath, in: catalog, missingIsNil: true) else { return [] }
        let manifest: VariantManifest
        do {
            manifest = try VariantManifest(try JSONDocument(parsing: bytes))
        } catch let error as JSONSyntaxError {
            return [.malformed(error)]
        } catch let error as ManifestShapeError {
            return [.unexpectedStructure(error.detail)]
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        var outcomes: [StaleVariantOutcome] = []
        for variant in manifest.variants where set.files.contains(variant.file) {
            guard set.files.contains(variant.source), let sourceBytes = try read(set.relativePath + "/" + variant.source, in: catalog) else {
                outcomes.append(.stale(variant: variant.file, source: variant.source, reason: "which is no longer in the folder"))
                continue
            }
            guard SHA256Digest.hex(of: sourceBytes) != variant.sourceSHA256 else { continue }
            // The source changed: stale unless its pixels still mirror to the variant's (a source
            // saved again with other compression, say).
            guard let variantBytes = try read(set.relativePath + "/" + variant.file, in: catalog) else { continue }
            if !isMirror(variantBytes, of: sourceBytes, limits: limits) {
                outcomes.append(.stale(variant: variant.file, source: variant.source, reason: "which has changed since, so it is no longer its mirror image"))
            }
        }
        return outcomes
    }

    /// Whether `variant` decodes to exactly the horizontal mirror of `source`; false when
    /// either cannot be decoded (`undecodable-image` reports that).
    static func isMirror(_ variant: [UInt8], of source: [UInt8], limits: DecodeLimits) -> Bool {
        do throws(CodecError) {
            let sourcePixels = try ImageCodecs.codec(for: source).decode(source, limits: limits)
            let variantPixels = try ImageCodecs.codec(for: variant).decode(variant, limits: limits)
            return sourcePixels.width == variantPixels.width && sourcePixels.height == variantPixels.height
                && sourcePixels.format == variantPixels.format
                && sourcePixels.flippedHorizontally().packedRows == variantPixels.packedRows
        } catch {
            return false
        }
    }

    static func read(_ relativePath: String, in catalog: AssetCatalog, missingIsNil: Bool = false) throws(VerificationFailure) -> [UInt8]? {
        do {
            return try FileContents.read(catalog.url(of: relativePath).path)
        } catch {
            if missingIsNil, error.code == ENOENT { return nil }
            throw VerificationFailure(path: catalog.displayPath(of: relativePath), error: error)
        }
    }
}
