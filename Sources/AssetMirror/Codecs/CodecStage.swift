/// Where in a codec's work a C library (libpng, zlib, libjpeg) rejected a file: what a user can
/// act on and what a test asserts, since the library's own words change with its version.
public enum CodecStage: String, Sendable, Equatable {
    /// Reading the header: signature, dimensions, colour type, markers before the image data.
    case header
    /// Decompressing or decoding the image data (zlib's inflate, libjpeg's entropy decoding).
    case imageData
    /// Writing the mirror (compressing, encoding).
    case encoding

    /// The stage in words, for ``CodecError/rejected(_:stage:message:)``'s description.
    var words: String {
        switch self {
        case .header: "its header"
        case .imageData: "its image data"
        case .encoding: "while writing the mirror"
        }
    }
}
