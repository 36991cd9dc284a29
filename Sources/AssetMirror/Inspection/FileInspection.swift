/// One file of a set: the slot it fills, its format told by its signature, and its size read
/// from its header.
public struct FileInspection: Sendable, Equatable {
    /// The file's name in the set's folder, as the entry or the folder gives it.
    public var name: String
    /// The slot it fills, in ``AssetEntry/slotLabel``'s words (`universal 2x dark`); `nil` when no
    /// entry names the file (Xcode shows it as unassigned; `.iconset` files are all such).
    public var slot: String?
    /// The entry's `language-direction` as written; `nil` when absent or no entry names the file.
    public var languageDirection: String?
    /// Told by the file's first bytes, not its name; `nil` when it is not an image or was not read.
    public var format: ImageFormat?
    /// Pixels from a PNG or JPEG header; points from a PDF's page box; `nil` when unknown
    /// (an SVG, a format without a header reader, an error).
    public var extent: ImageExtent?
    /// Why the file could not be read or understood, as a sentence; `nil` when all is well.
    public var error: String?

    public init(
        name: String, slot: String? = nil, languageDirection: String? = nil, format: ImageFormat? = nil,
        extent: ImageExtent? = nil, error: String? = nil
    ) {
        self.name = name
        self.slot = slot
        self.languageDirection = languageDirection
        self.format = format
        self.extent = extent
        self.error = error
    }

    /// PDF and SVG: drawn at any size, so they have no pixel size.
    public var isVector: Bool { format == .pdf || format == .svg }
}

/// The size of an image, in the unit its format has.
public enum ImageExtent: Sendable, Equatable {
    /// A bitmap's size, from its header.
    case pixels(width: Int, height: Int)
    /// A vector image's size in points (1/72 inch; an SVG's CSS pixels): a PDF's first page
    /// as displayed, an SVG's width and height.
    case points(width: Double, height: Double)
}
