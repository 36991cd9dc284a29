/// The file work of `stale-variant` for one set: read its `.assetmirror.json` (the
/// ``GenerationManifest`` `generate` writes), and for each variant that is still ours, hash its
/// source; only where that hash changed, compare the variant with the source's mirror. Runs on
/// a worker; the outcomes become findings afterwards.
///
/// A variant is ours when its bytes hash to the record's `sha256`, or to its `replacing-sha256`
/// (the generated file a run killed mid-way was about to replace; `generate` counts it as its
/// own too). A variant that hashes to neither was edited by a person since, or replaced by
/// hand: like a twin without a record, it is not assumed to be a mirror, and `generate` refuses
/// to overwrite it without `--force`.
enum StaleVariantCheck {
    static func outcomes(for set: AssetSet, in catalog: AssetCatalog, limits: DecodeLimits) throws(VerificationFailure)
        -> [StaleVariantOutcome]
    {
        let manifestPath = set.relativePath + "/" + GenerationManifest.fileName
        guard let bytes = try read(manifestPath, in: catalog, missingIsNil: true) else { return [] }
        let manifest: GenerationManifest
        do {
            manifest = try GenerationManifest(try JSONDocument(parsing: bytes))
        } catch let error as JSONSyntaxError {
            return [.malformed(error)]
        } catch let error as ManifestError {
            return [.unexpectedStructure(error.detail)]
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        var outcomes: [StaleVariantOutcome] = []
        for record in manifest.files where set.files.contains(record.file) {
            guard let variantBytes = try read(set.relativePath + "/" + record.file, in: catalog) else { continue }
            let fingerprint = SHA256.hexDigest(variantBytes)
            guard record.isOurs(fingerprint: fingerprint) else { continue }
            guard set.files.contains(record.source),
                let sourceBytes = try read(set.relativePath + "/" + record.source, in: catalog)
            else {
                outcomes.append(
                    .stale(variant: record.file, source: record.source, reason: "which is no longer in the folder"))
                continue
            }
            // Up to date by the record: the variant generate wrote, from the source as it is.
            // (A variant that is the file being replaced was made from an earlier source.)
            if fingerprint == record.sha256, SHA256.hexDigest(sourceBytes) == record.sourceSHA256 { continue }
            // Otherwise stale unless it is still the source's mirror (a source saved again with
            // other compression, say).
            if !isMirror(variantBytes, of: sourceBytes, limits: limits) {
                outcomes.append(
                    .stale(
                        variant: record.file, source: record.source,
                        reason: "which has changed since, so it is no longer its mirror image"))
            }
        }
        return outcomes
    }

    /// Whether `variant` is the horizontal mirror of `source`; false when either cannot be
    /// read (`undecodable-image` reports that).
    ///
    /// Raster images are compared by pixels, since a PNG or a re-encoded JPEG can be saved in
    /// many ways. Vector images have no pixels without rendering, but the PDF and SVG adapters
    /// are deterministic (the same input gives the same bytes), so a vector variant is the mirror
    /// exactly when it is byte for byte what the adapter makes of the source now.
    static func isMirror(_ variant: [UInt8], of source: [UInt8], limits: DecodeLimits) -> Bool {
        do throws(CodecError) {
            let codec = try ImageCodecs.codec(for: source)
            if codec.format.isVector {
                return try codec.mirror(source, options: MirrorOptions(limits: limits)).bytes == variant
            }
            let sourcePixels = try codec.decode(source, limits: limits)
            let variantPixels = try ImageCodecs.codec(for: variant).decode(variant, limits: limits)
            return sourcePixels.width == variantPixels.width && sourcePixels.height == variantPixels.height
                && sourcePixels.format == variantPixels.format
                && sourcePixels.flippedHorizontally().packedRows == variantPixels.packedRows
        } catch {
            return false
        }
    }

    static func read(_ relativePath: String, in catalog: AssetCatalog, missingIsNil: Bool = false)
        throws(VerificationFailure) -> [UInt8]?
    {
        let path = catalog.url(of: relativePath).path
        do {
            return missingIsNil ? try FileContents.readIfPresent(path) : try FileContents.read(path)
        } catch {
            throw VerificationFailure(path: catalog.displayPath(of: relativePath), error: error)
        }
    }
}
