/// The languages `audit` reads, told by file extension: their comment and string syntax differ.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`): `@"…"` strings, `'c'` characters,
    /// comments that do not nest.
    case objectiveC = "objective-c"

    /// The language of a file with this extension (without the dot), or nil.
    public init?(fileExtension: String) {
        switch fileExtension {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}
