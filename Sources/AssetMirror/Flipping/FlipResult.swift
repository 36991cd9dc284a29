import Foundation

/// What happened to one item of a ``FlipPlan``.
public struct FlipResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// The mirror was written; `notes` are things the user should know (see ``MirroredImage/notes``).
        case flipped(method: MirrorMethod, notes: [String])
        /// The file was left alone, as planned.
        case skipped(SkipReason)
        /// Nothing was written for this file; the run went on with the others.
        case failed(FileFailure)
    }

    public var source: URL
    /// Where the mirror was (or was to be) written; `nil` for a skipped file.
    public var destination: URL?
    public var outcome: Outcome
    /// Size of the source file; 0 when it was skipped or could not be read.
    public var bytesIn: Int
    /// Size of the written mirror; 0 unless flipped.
    public var bytesOut: Int
    /// Wall-clock time spent on this file: read, mirror and write.
    public var duration: Duration

    public init(
        source: URL, destination: URL?, outcome: Outcome, bytesIn: Int = 0, bytesOut: Int = 0,
        duration: Duration = .zero
    ) {
        self.source = source
        self.destination = destination
        self.outcome = outcome
        self.bytesIn = bytesIn
        self.bytesOut = bytesOut
        self.duration = duration
    }
}
