/// The file work of `stale-variant` for one set: read its `.assetmirror.json` (the
/// ``SetRecord`` `generate` writes), and for each variant that is still ours, hash its
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
        let recordPath = set.relativePath + "/" + SetRecord.fileName
        guard let bytes = try read(recordPath, in: catalog, missingIsNil: true) else { return [] }
        let setRecord: SetRecord
        do {
            setRecord = try SetRecord(try JSONDocument(parsing: bytes))
        } catch let error as JSONSyntaxError {
            return [.malformed(error)]
        } catch let error as SetRecordError {
            return [.unexpectedStructure(error.detail)]
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        var outcomes: [StaleVariantOutcome] = []
        for entry in setRecord.files where set.files.contains(entry.file) {
            guard let variantBytes = try read(set.relativePath + "/" + entry.file, in: catalog) else { continue }
            let fingerprint = SHA256.hexDigest(variantBytes)
            guard entry.isOurs(fingerprint: fingerprint) else { continue }
            guard set.files.contains(entry.source),
                let sourceBytes = try read(set.relativePath + "/" + entry.source, in: catalog)
            else {
                outcomes.append(
                    .stale(variant: entry.file, source: entry.source, reason: "which is no longer in the folder"))
                continue
            }
            // Up to date by the record: the variant generate wrote, from the source as it is.
            // (A variant that is the file being replaced was made from an earlier source.)
            if fingerprint == entry.sha256, SHA256.hexDigest(sourceBytes) == entry.sourceSHA256 { continue }
            // Otherwise stale unless it is still the source's mirror (a source saved again with
            // other compression, say); a file that cannot be decoded is reported as such.
            switch compare(variantBytes, of: sourceBytes, limits: limits) {
            case .mirror:
                break
            case .notMirror:
                outcomes.append(
                    .stale(
                        variant: entry.file, source: entry.source,
                        reason: "which has changed since, so it is no longer its mirror image"))
            case .unreadable(let isSource, let error):
                outcomes.append(
                    .uncheckable(
                        file: isSource ? entry.source : entry.file, variant: entry.file, source: entry.source,
                        error: error))
            }
        }
        return outcomes
    }

    /// Whether `variant` is the horizontal mirror of `source` as displayed, by each codec's own
    /// notion of a mirror, or which of them could not be decoded.
    ///
    /// - PDF and SVG: their adapters are deterministic (the same input gives the same bytes), so
    ///   the variant is the mirror exactly when it is byte for byte what the adapter makes of the
    ///   source now.
    /// - JPEG: the adapter mirrors the source again. A lossless mirror is compared coefficient
    ///   by coefficient, every component: decoded pixels of a 4:2:0 or 4:2:2 mirror differ from
    ///   the mirrored pixels by a level (libjpeg's fancy upsampling is not mirror-symmetric), and
    ///   for EXIF orientations 5–8 the mirror as displayed flips the stored rows. A re-encoded
    ///   mirror is compared by decoded pixels with what re-encoding gives now (the same tables,
    ///   the same encoder), since pixels of a lossy re-encoding never equal the source's.
    /// - PNG: decoded pixels, mirrored, against the variant's (a PNG can be saved in many ways).
    static func compare(_ variant: [UInt8], of source: [UInt8], limits: DecodeLimits) -> MirrorComparison {
        let codec: any ImageCodec
        do throws(CodecError) {
            codec = try ImageCodecs.codec(for: source)
        } catch {
            return .unreadable(isSource: true, error)
        }
        guard let variantFormat = ImageFormat.sniff(variant), variantFormat == codec.format else {
            return .notMirror
        }
        switch codec.format {
        case _ where codec.format.isVector:
            do throws(CodecError) {
                return try codec.mirror(source, options: MirrorOptions(limits: limits)).bytes == variant
                    ? .mirror : .notMirror
            } catch {
                return .unreadable(isSource: true, error)
            }
        case .jpeg:
            return compareJPEG(variant, of: source, limits: limits)
        default:
            let sourcePixels: PixelBuffer
            let variantPixels: PixelBuffer
            do throws(CodecError) {
                sourcePixels = try codec.decode(source, limits: limits)
            } catch {
                return .unreadable(isSource: true, error)
            }
            do throws(CodecError) {
                variantPixels = try codec.decode(variant, limits: limits)
            } catch {
                return .unreadable(isSource: false, error)
            }
            return sourcePixels.width == variantPixels.width && sourcePixels.height == variantPixels.height
                && sourcePixels.format == variantPixels.format
                && sourcePixels.flippedHorizontally().packedRows == variantPixels.packedRows
                ? .mirror : .notMirror
        }
    }

    private static func compareJPEG(_ variant: [UInt8], of source: [UInt8], limits: DecodeLimits) -> MirrorComparison {
        let codec = JPEGCodec()
        let fresh: MirroredImage
        do throws(CodecError) {
            fresh = try codec.mirror(source, options: MirrorOptions(limits: limits))
        } catch {
            return .unreadable(isSource: true, error)
        }
        let variantInfo: JPEGInfo
        do throws(CodecError) {
            variantInfo = try JPEGInfo.read(variant, maxPixels: limits.maxPixels)
        } catch {
            return .unreadable(isSource: false, error)
        }
        do throws(CodecError) {
            let freshInfo = try JPEGInfo.read(fresh.bytes, maxPixels: limits.maxPixels)
            guard
                (freshInfo.width, freshInfo.height, freshInfo.componentCount)
                    == (variantInfo.width, variantInfo.height, variantInfo.componentCount)
            else { return .notMirror }
        } catch {
            return .unreadable(isSource: true, error)
        }
        if fresh.method.isLossless {
            for component in 0..<variantInfo.componentCount {
                let expected: JPEGCoefficients
                let found: JPEGCoefficients
                do throws(CodecError) {
                    expected = try JPEGCoefficients.read(fresh.bytes, component: component)
                } catch {
                    return .unreadable(isSource: true, error)
                }
                do throws(CodecError) {
                    found = try JPEGCoefficients.read(variant, component: component)
                } catch {
                    return .unreadable(isSource: false, error)
                }
                if expected != found { return .notMirror }
            }
            return .mirror
        }
        let expected: PixelBuffer
        let found: PixelBuffer
        do throws(CodecError) {
            expected = try codec.decode(fresh.bytes, limits: limits)
        } catch {
            return .unreadable(isSource: true, error)
        }
        do throws(CodecError) {
            found = try codec.decode(variant, limits: limits)
        } catch {
            return .unreadable(isSource: false, error)
        }
        return expected == found ? .mirror : .notMirror
    }

    /// What comparing a variant with its source's mirror found.
    enum MirrorComparison {
        case mirror
        case notMirror
        /// The source (or, when `isSource` is false, the variant) could not be decoded.
        case unreadable(isSource: Bool, CodecError)
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
