/// The target's one source: the build-tool plugin verifies the catalog beside it.
public enum Checked {
    public static let catalog = "Assets.xcassets"
}
