import Foundation

/// One file of a set on the review page: where it is, the slot it fills, and what its header says.
public struct ReviewFile: Sendable, Equatable {
    /// The file's name in the set's folder.
    public var name: String
    /// The path a user recognises (`App/Assets.xcassets/back.imageset/back@2x.png`).
    public var path: String
    /// Where the renderer reads it from.
    public var url: URL
    /// The slot in ``AssetEntry/slotLabel``'s words (`universal 2x dark`); nil when no entry names it.
    public var slot: String?
    /// Told by the file's first bytes; nil when it is not an image or could not be read.
    public var format: ImageFormat?
    /// Pixels for PNG and JPEG, points for PDF; nil for SVG and on error.
    public var extent: ImageExtent?
    /// Why the file could not be read, as a sentence.
    public var error: String?

    public init(
        name: String, path: String, url: URL, slot: String?, format: ImageFormat?, extent: ImageExtent?,
        error: String?
    ) {
        self.name = name
        self.path = path
        self.url = url
        self.slot = slot
        self.format = format
        self.extent = extent
        self.error = error
    }

    /// `PNG · 48×48 px`, `PDF · 24×24 pt`, `SVG`, or the format and why it could not be read.
    public var summary: String {
        var parts = [format?.displayName ?? "not an image"]
        switch extent {
        case .pixels(let width, let height): parts.append("\(width)×\(height) px")
        case .points(let width, let height): parts.append("\(Self.number(width))×\(Self.number(height)) pt")
        case nil: break
        }
        return parts.joined(separator: " · ")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
