/// What checking one set's `.assetmirror.json` found that is worth a finding.
enum StaleVariantOutcome: Sendable {
    case malformed(JSONSyntaxError)
    /// JSON, but not the shape `generate` writes: the ``SetRecordError`` detail.
    case unexpectedStructure(String)
    /// `reason` completes "X was generated from Y, …".
    case stale(variant: String, source: String, reason: String)
    /// `file` (the variant or its source) could not be decoded, so whether `variant` is still
    /// the mirror of `source` is unknown.
    case uncheckable(file: String, variant: String, source: String, error: CodecError)
}
