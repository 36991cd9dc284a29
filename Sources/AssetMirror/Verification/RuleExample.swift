/// A small folder that shows what a `verify` rule reports, or what it must leave alone, as
/// SwiftLint's rules carry triggering and non-triggering examples: the files, by path inside
/// the folder, and how many findings of the rule verifying it gives.
///
/// The folder's `*.xcassets` are verified together, each under the nearest `.assetmirror.yml`
/// (a file of the example too, when it needs one); a folder with a `project.yml` is verified
/// target by target. Tests write every example of ``Rules/examples(of:)`` and verify it.
public struct RuleExample: Sendable {
    /// What the example shows, in a few words.
    public var title: String
    public var files: [ExampleFile]
    /// How many findings of the rule it gives: 0 for an example the rule must leave alone.
    public var findings: Int
    /// Whether the example needs a file system that tells names apart by case (two folders
    /// whose names differ only in case), which a Mac's default one is not.
    public var needsCaseSensitiveFileSystem: Bool

    /// An example the rule reports `findings` times.
    static func triggering(
        _ title: String, findings: Int = 1, caseSensitive: Bool = false, _ files: [ExampleFile]
    ) -> RuleExample {
        RuleExample(title: title, files: files, findings: findings, needsCaseSensitiveFileSystem: caseSensitive)
    }

    /// An example the rule must not report.
    static func nonTriggering(_ title: String, _ files: [ExampleFile]) -> RuleExample {
        RuleExample(title: title, files: files, findings: 0, needsCaseSensitiveFileSystem: false)
    }
}

/// One file of a ``RuleExample``.
public struct ExampleFile: Sendable {
    /// The path inside the example's folder, "A.xcassets/next.imageset/Contents.json".
    public var path: String
    public var content: Content

    public enum Content: Sendable {
        /// UTF-8 text in which `{sha256:PATH}` stands for the lower-case hex SHA-256 of the
        /// example's file at PATH (for a `.assetmirror.json`).
        case text(String)
        case bytes([UInt8])
        /// An 8-bit RGBA PNG of this size, drawn so.
        case png(width: Int, height: Int, drawing: ExampleDrawing)
        /// A symbolic link to this target.
        case symbolicLink(String)
    }

    static func text(_ path: String, _ text: String) -> ExampleFile {
        ExampleFile(path: path, content: .text(text))
    }

    static func bytes(_ path: String, _ bytes: [UInt8]) -> ExampleFile {
        ExampleFile(path: path, content: .bytes(bytes))
    }

    static func png(_ path: String, _ width: Int, _ height: Int, _ drawing: ExampleDrawing = .pointingRight)
        -> ExampleFile
    {
        ExampleFile(path: path, content: .png(width: width, height: height, drawing: drawing))
    }

    /// A set's `Contents.json` in Xcode's shape, holding `entries` under `key`.
    static func contents(_ setPath: String, _ entries: [ExampleEntry], key: String = "images") -> ExampleFile {
        let objects = entries.map { entry in
            "    {\n" + entry.members.map { "      \"\($0.0)\" : \"\($0.1)\"" }.joined(separator: ",\n") + "\n    }"
        }
        let text =
            "{\n  \"\(key)\" : [\n" + objects.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return .text(setPath + "/Contents.json", text)
    }
}

/// What an example PNG shows: its asymmetry is what the pixel rules look at.
public enum ExampleDrawing: Sendable {
    /// One colour: its own mirror image.
    case solid
    /// A dark triangle pointing right on a light square, so it changes when mirrored.
    case pointingRight
    /// The mirror image of ``pointingRight``.
    case pointingLeft
    /// A media control ⏭: a dark triangle pointing right and a bar after it, on a light square.
    case skipForward
    /// A circular arrow ↻: a dark ring open at the upper right, an arrowhead at its open end,
    /// on a light square.
    case circularArrow
}

/// One entry of an example set's `Contents.json`: its members in order.
struct ExampleEntry: Sendable {
    var members: [(String, String)]

    /// An image entry, idiom universal.
    static func image(_ filename: String?, scale: String? = nil, direction: String? = nil) -> ExampleEntry {
        var members: [(String, String)] = []
        if let filename { members.append(("filename", filename)) }
        members.append(("idiom", "universal"))
        if let direction { members.append(("language-direction", direction)) }
        if let scale { members.append(("scale", scale)) }
        return ExampleEntry(members: members)
    }
}
