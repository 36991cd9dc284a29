/// The kind of an asset folder, told by its extension (`back.imageset` is an ``imageSet``).
///
/// Every type Apple's format reference names, plus the later ones seen in real catalogs. A folder
/// with any other extension is ``unknown(_:)``: it is kept, walked and reported, never dropped,
/// so a catalog that uses a type newer than this list is still read whole.
public enum AssetSetType: Hashable, Sendable, CustomStringConvertible {
    case imageSet, symbolSet, colorSet, appIconSet, dataSet, launchImage
    case imageStack, imageStackLayer, brandAssets, spriteAtlas
    case arResourceGroup, arReferenceImage, arObject
    case stickerPack, sticker, stickerSequence, stickersIconSet
    case gcDashboardImage, gcLeaderboard, gcLeaderboardSet
    case complicationSet, cubeTextureSet, textureSet, mipmapSet
    /// A visionOS app icon (Xcode 15 and later): a `layers` array naming `.solidimagestacklayer`
    /// folders, each holding a `Content.imageset`, like a tvOS ``imageStack``. Xcode adds one
    /// named `AppIcon` next to the iOS `AppIcon.appiconset` when a target gains the visionOS
    /// destination.
    case solidImageStack, solidImageStackLayer
    /// A macOS `.iconset` folder: files named `icon_16x16.png` …, and no `Contents.json`.
    case iconSet
    /// An extension no Apple documentation or observed catalog uses.
    case unknown(String)

    private static let known: [(String, AssetSetType)] = [
        ("imageset", .imageSet), ("symbolset", .symbolSet), ("colorset", .colorSet),
        ("appiconset", .appIconSet), ("dataset", .dataSet), ("launchimage", .launchImage),
        ("imagestack", .imageStack), ("imagestacklayer", .imageStackLayer),
        ("brandassets", .brandAssets), ("spriteatlas", .spriteAtlas),
        ("arresourcegroup", .arResourceGroup), ("arreferenceimage", .arReferenceImage), ("arobject", .arObject),
        ("stickerpack", .stickerPack), ("sticker", .sticker), ("stickersequence", .stickerSequence),
        ("stickersiconset", .stickersIconSet),
        ("gcdashboardimage", .gcDashboardImage), ("gcleaderboard", .gcLeaderboard),
        ("gcleaderboardset", .gcLeaderboardSet),
        ("complicationset", .complicationSet), ("cubetextureset", .cubeTextureSet), ("textureset", .textureSet),
        ("mipmapset", .mipmapSet), ("iconset", .iconSet),
        ("solidimagestack", .solidImageStack), ("solidimagestacklayer", .solidImageStackLayer),
    ]
    private static let byExtension = Dictionary(uniqueKeysWithValues: known)

    /// The type of a folder with this extension (case as written; Xcode writes lower case).
    public init(folderExtension: String) {
        self = Self.byExtension[folderExtension] ?? .unknown(folderExtension)
    }

    /// The folder extension, without the dot.
    public var folderExtension: String {
        if case .unknown(let name) = self { return name }
        return Self.known.first { $0.1 == self }!.0
    }

    public var description: String { folderExtension }

    public var isKnown: Bool {
        if case .unknown = self { false } else { true }
    }

    /// The `Contents.json` key of the array that lists this set's files or slots, as Apple's
    /// format reference names it; `nil` for types whose files are not listed that way.
    public var entriesKey: String? {
        switch self {
        case .imageSet, .appIconSet, .launchImage, .arReferenceImage, .stickersIconSet: "images"
        case .symbolSet: "symbols"
        case .colorSet: "colors"
        case .dataSet: "data"
        case .imageStack, .solidImageStack: "layers"
        case .brandAssets, .complicationSet: "assets"
        case .arResourceGroup: "resources"
        case .stickerPack: "stickers"
        case .stickerSequence: "frames"
        default: nil
        }
    }

    /// Whether the set's `Contents.json` must exist: Apple's reference requires it for image,
    /// data and app-icon sets, and Xcode writes one for every set it creates except `.iconset`.
    public var requiresContents: Bool {
        switch self {
        case .imageSet, .symbolSet, .colorSet, .appIconSet, .dataSet: true
        default: false
        }
    }

    /// Whether entries of this type carry `language-direction`: image sets and custom symbols.
    /// (Layers of image stacks are image sets themselves.)
    public var supportsDirection: Bool { self == .imageSet || self == .symbolSet }
}
