/// What the name rules ask of a set and its type: how code loads it, and which names collide.
extension AssetSetType {
    static let appIcons: Set<AssetSetType> = [.appIconSet, .solidImageStack, .brandAssets]

    var isAppIcon: Bool { Self.appIcons.contains(self) }

    /// Whether a set of this type and one of `other` may share a name: when they differ and one
    /// of them is an app icon. App icons are chosen by build setting
    /// (`ASSETCATALOG_COMPILER_APPICON_NAME`, `…_ALTERNATE_APPICON_NAMES`), not loaded by name, and
    /// actool builds catalogs holding `X.appiconset` beside `X.imageset` (the preview image an
    /// icon picker shows; jellyfin/Swiftfin ships 25 such pairs); and each platform's build
    /// compiles only its own kind of icon, so Xcode itself writes `AppIcon.solidimagestack`
    /// (visionOS) beside `AppIcon.appiconset`. A colour is loaded by `UIColor(named:)`, never by
    /// `UIImage(named:)`: AlphaWallet's launch storyboard takes the image `LaunchScreen` and the
    /// colour `LaunchScreen` from one catalog, and the app builds.
    func mayShareName(with other: AssetSetType) -> Bool {
        self != other && (isAppIcon || other.isAppIcon || self == .colorSet || other == .colorSet)
    }
}

extension AssetSet {
    /// Whether this set lists files but names none: an empty placeholder, such as the app icon
    /// set Xcode's widget template writes (duckduckgo/iOS's widget catalog, built beside the app's
    /// `AppIcon`) or a symbol set a build plugin fills (brave/brave-ios's `leo.*`). actool
    /// compiles nothing from it, so its name collides with nothing. A set whose `Contents.json`
    /// cannot be read is not one: what it names is unknown.
    var namesNoFile: Bool {
        type.listsFiles && contents != nil && entries.allSatisfy { $0.filename == nil }
    }

    /// Whether code loads this set by its name: sets directly in groups, and images in sprite
    /// atlases; not layers of image stacks or other parts of an enclosing asset.
    var isLoadedByName: Bool {
        guard let enclosingSet else { return true }
        return enclosingSet.hasSuffix(".spriteatlas")
    }
}
