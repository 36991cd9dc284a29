/// Why a file found among the inputs is left alone. Skipping is not a failure.
public enum SkipReason: Sendable, Equatable, CustomStringConvertible {
    /// The file's first bytes match no image signature (a text file, a `Contents.json`, …).
    case notAnImage
    /// An image format that has no adapter: a GIF, HEIF, WebP or TIFF.
    case unsupportedFormat(ImageFormat)
    /// A symbolic link that is not followed: it leaves the input folder, points at a folder, at
    /// something else that is not a regular file, or at nothing, or would be replaced by a
    /// regular file when mirroring in place.
    case symbolicLink(detail: String)
    /// A named pipe, socket or device found in a folder: never opened, so never waited on.
    case notARegularFile(FileKind)
    /// A name that is not valid UTF-8: shown with U+FFFD for its bad bytes, a spelling that
    /// names no file, so it cannot be read or reported by its real name.
    case undecodableName

    public var description: String {
        switch self {
        case .notAnImage:
            "not an image (checked the file's signature)"
        case .unsupportedFormat(let format):
            "\(format == .svg ? "an" : "a") \(format.displayName) file; only \(Self.mirroredFormats) files are mirrored"
        case .symbolicLink(let detail):
            "symbolic link not followed: \(detail)"
        case .notARegularFile(let kind):
            "\(kind), not a regular file"
        case .undecodableName:
            "its name is not valid UTF-8 (shown with \u{FFFD} for the bad bytes); rename it to mirror it"
        }
    }

    /// "PNG, JPEG, PDF and SVG": the formats ``ImageCodecs`` has adapters for.
    private static let mirroredFormats: String = {
        let names = ImageCodecs.all.map(\.format.displayName)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }()
}
