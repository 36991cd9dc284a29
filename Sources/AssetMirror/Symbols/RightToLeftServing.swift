/// How a catalog asset is shown in a right-to-left layout, read from its `language-direction`
/// entries.
public enum RightToLeftServing: String, Sendable, Hashable, CaseIterable, Codable {
    /// Direction "Left to Right, Mirrors" or "Right to Left, Mirrors": the system mirrors the one
    /// drawing at run time.
    case mirroredAtRunTime = "mirrored-at-run-time"
    /// Direction "Both", and every right-to-left file was written by `assetmirror generate`.
    case generatedVariant = "generated-variant"
    /// Direction "Both", with right-to-left files someone made (or whose origin the caller did
    /// not say).
    case handMadeVariant = "hand-made-variant"
    /// Direction "Fixed": the same drawing in both layouts. Right for logos and clocks; for a
    /// directional name, the app must pick the counterpart itself.
    case notMirrored = "not-mirrored"
    /// Entries that disagree about the direction: what the system does is not defined.
    case inconsistent
}
