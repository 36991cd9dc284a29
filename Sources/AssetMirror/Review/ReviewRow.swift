/// One line of a set on the review page: what a left-to-right layout draws for a slot, and what a
/// right-to-left one draws.
public struct ReviewRow: Sendable, Equatable {
    /// The slot, in ``AssetEntry/slotLabel``'s words.
    public var slot: String
    public var leftToRight: ReviewImage?
    public var rightToLeft: ReviewImage?

    public init(slot: String, leftToRight: ReviewImage?, rightToLeft: ReviewImage?) {
        self.slot = slot
        self.leftToRight = leftToRight
        self.rightToLeft = rightToLeft
    }
}

/// A file of the set as one layout direction shows it.
public struct ReviewImage: Sendable, Equatable {
    /// The index in ``ReviewSet/files``.
    public var file: Int
    /// Whether the system draws the file flipped horizontally in this direction (a "Mirrors" set
    /// in the other direction), rather than as it is.
    public var mirroredAtRunTime: Bool

    public init(file: Int, mirroredAtRunTime: Bool) {
        self.file = file
        self.mirroredAtRunTime = mirroredAtRunTime
    }
}
