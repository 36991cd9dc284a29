/// A PNG chunk's four-letter type, as the bytes that spell it.
///
/// The case of each letter carries meaning (PNG specification, section 5.4): an uppercase
/// first letter marks a critical chunk, and a lowercase fourth letter marks a chunk that an
/// editor may copy unchanged even after it has changed the image data.
struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
    /// The four type bytes read as one big-endian number.
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    init(_ name: StaticString) {
        precondition(name.utf8CodeUnitCount == 4, "a chunk type has four letters")
        let bytes = name.utf8Start
        rawValue = (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[$1]) }
    }

    /// The four letters, with any byte outside printable ASCII shown as `\xNN`.
    var description: String {
        (0..<4).map { index -> String in
            let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(24 - 8 * index))
            return (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
        }.joined()
    }

    /// Whether a decoder must understand this chunk to show the image (uppercase first letter).
    var isCritical: Bool { rawValue & 0x2000_0000 == 0 }

    /// Whether an editor that changed the image data may still copy this chunk unchanged
    /// without knowing it (lowercase fourth letter).
    var isSafeToCopy: Bool { rawValue & 0x20 != 0 }

    /// Whether assetmirror knows what this chunk means, and so may keep it even when its
    /// fourth letter says unknown editors must drop it. None of these describe pixel
    /// positions, so a horizontal mirror leaves every one of them true.
    var isKnown: Bool { Self.known.contains(self) }

    // The chunk types keep the specification's spelling: the case of each letter is a flag.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let IHDR = PNGChunkType("IHDR")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let PLTE = PNGChunkType("PLTE")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let IDAT = PNGChunkType("IDAT")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let IEND = PNGChunkType("IEND")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let CgBI = PNGChunkType("CgBI")
    static let acTL = PNGChunkType("acTL")

    /// The chunk types of the PNG specification (third edition) and its registered extensions
    /// that describe the whole image rather than particular pixels.
    static let known: Set<PNGChunkType> = Set(knownNames.map(PNGChunkType.init))

    private static let knownNames: [StaticString] = [
        "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP",
        "mDCV", "cLLI", "tEXt", "zTXt", "iTXt", "bKGD", "hIST", "pHYs", "sPLT", "eXIf", "tIME",
        "oFFs", "pCAL", "sCAL", "gIFg", "gIFx",
    ]
}
