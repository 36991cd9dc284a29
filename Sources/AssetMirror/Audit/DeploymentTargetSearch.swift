import Foundation

/// The app's oldest supported iOS, read from its project files when `audit` is not given
/// `--deployment-target`, with where it came from.
///
/// Looked for in the folder of the first audited path and the folders above it, up to the
/// repository root (the first folder holding `.git`; without one, only the path's own folder,
/// so nothing outside the repository is read). The nearest folder holding any of these wins,
/// and every one of them there is read, as text, never evaluated:
/// - `*.xcodeproj/project.pbxproj`: every `IPHONEOS_DEPLOYMENT_TARGET` of every build
///   configuration (project and targets);
/// - `project.yml` (XcodeGen): `deploymentTarget: X` of a mapping whose `platform` is iOS, and
///   `iOS: X` under a `deploymentTarget:` key (a target's or `options`'); specs named by
///   `include:` are not read;
/// - `Package.swift`: `.iOS(.v15)`, `.iOS(.v15_4)`, `.iOS("15.4")` in `platforms:`.
///
/// The lowest version found is the app's: a name its oldest target lacks is not suggested for
/// any. Files over 16 MiB are not read (a note says so), nor links. macOS targets are not
/// read: the symbol table holds iOS versions only.
public struct DeploymentTargetSearch: Sendable, Equatable {
    /// The lowest version found.
    public var version: IOSVersion
    /// The files it was read from, as the user would name them (relative to the audited path's
    /// spelling), and what each said, as `App.xcodeproj/project.pbxproj (IPHONEOS_DEPLOYMENT_TARGET 15.0)`.
    public var sources: [String]

    static let maximumFileSize = 16 << 20

    /// The deployment target for sources at `path`, or nil when no project file names one.
    /// `notes` gets one line per file passed over.
    public static func find(for path: String, notes: inout [String]) -> DeploymentTargetSearch? {
        var status = stat()
        let isFolder = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        var folder = isFolder ? path : SymbolAudit.folder(of: path)
        var canonical = canonicalPath(folder)
        let root = repositoryRoot(above: canonical) ?? canonical
        while true {
            if let found = read(folder: folder, notes: &notes) { return found }
            guard canonical != root, canonical != "/", let slash = canonical.utf8.lastIndex(of: UInt8(ascii: "/"))
            else { return nil }
            canonical = slash == canonical.utf8.startIndex ? "/" : String(canonical[..<slash])
            folder = folder == "." ? ".." : folder + "/.."
        }
    }

    /// The nearest folder at or above `folder` holding `.git`.
    static func repositoryRoot(above folder: String) -> String? {
        var current = canonicalPath(folder)
        while true {
            var status = stat()
            if lstat(current + "/.git", &status) == 0 { return current }
            guard current != "/", let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            current = slash == current.utf8.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// What the project files in `folder` say, or nil when none is there or none says.
    static func read(folder: String, notes: inout [String]) -> DeploymentTargetSearch? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [(IOSVersion, String)] = []
        func shown(_ name: String) -> String { folder == "." ? name : folder + "/" + name }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let file: String
            let reader: (String) -> [(IOSVersion, String)]
            if name.hasSuffix(".xcodeproj") {
                file = name + "/project.pbxproj"
                reader = projectSettings(_:)
            } else if name == "project.yml" {
                file = name
                reader = xcodeGenSettings(_:)
            } else if name == "Package.swift" {
                file = name
                reader = packagePlatforms(_:)
            } else {
                continue
            }
            let path = folder + "/" + file
            // A link could lead out of the repository: neither the project nor its file is followed.
            var status = stat()
            guard lstat(folder + "/" + name, &status) == 0, (status.st_mode & S_IFMT) != S_IFLNK,
                lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG
            else { continue }
            guard let bytes = try? FileContents.readIfPresent(path) else { continue }
            guard bytes.count <= maximumFileSize else {
                notes.append("\(shown(file)) was not read for a deployment target: it is over 16 MiB")
                continue
            }
            found += reader(String(decoding: bytes, as: UTF8.self)).map { ($0.0, "\(shown(file)) (\($0.1))") }
        }
        guard let lowest = found.map(\.0).min() else { return nil }
        return DeploymentTargetSearch(version: lowest, sources: found.filter { $0.0 == lowest }.map(\.1))
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` (quoted or not), each with its text.
    static func projectSettings(_ text: String) -> [(IOSVersion, String)] {
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        var found: [(IOSVersion, String)] = []
        var rest = Substring(text)
        while let range = rest.range(of: key) {
            rest = rest[range.upperBound...]
            let value = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
            guard value.first == "=" else { continue }
            let raw = value.dropFirst().prefix { $0 != ";" && $0 != "\n" }
            let number = raw.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            if let version = IOSVersion(parsing: number) { found.append((version, "\(key) \(number)")) }
        }
        return found
    }

    /// `deploymentTarget:` in an XcodeGen spec, read line by line by indentation (no YAML
    /// parser: a spec from a pull request could make one work without bound).
    static func xcodeGenSettings(_ text: String) -> [(IOSVersion, String)] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            let indent = line.prefix { $0 == " " }.count
            let content =
                line.dropFirst(indent).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return (indent: indent, content: content)
        }
        func value(_ content: String, key: String) -> String? {
            guard content.hasPrefix(key + ":") else { return nil }
            return content.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        var found: [(IOSVersion, String)] = []
        for (index, line) in lines.enumerated() {
            guard let scalar = value(line.content, key: "deploymentTarget") else { continue }
            if !scalar.isEmpty {
                // A scalar target counts when a sibling key says the platform is iOS.
                var siblings: [String] = []
                for direction in [-1, 1] {
                    var other = index + direction
                    while other >= 0, other < lines.count,
                        lines[other].indent >= line.indent || lines[other].content.isEmpty
                    {
                        if lines[other].indent == line.indent { siblings.append(lines[other].content) }
                        other += direction
                    }
                }
                let isIOS = siblings.contains { sibling in
                    guard let platform = value(sibling, key: "platform") else { return false }
                    return platform == "iOS" || platform.hasPrefix("[iOS") || platform.hasPrefix("[ iOS")
                }
                if isIOS, let version = IOSVersion(parsing: scalar) {
                    found.append((version, "deploymentTarget \(scalar)"))
                }
                continue
            }
            var other = index + 1
            while other < lines.count, lines[other].indent > line.indent || lines[other].content.isEmpty {
                if let number = value(lines[other].content, key: "iOS"), let version = IOSVersion(parsing: number) {
                    found.append((version, "deploymentTarget iOS \(number)"))
                }
                other += 1
            }
        }
        return found
    }

    /// `.iOS(.v15)`, `.iOS(.v15_4)`, `.iOS("15.4")` in a manifest, read as text.
    static func packagePlatforms(_ text: String) -> [(IOSVersion, String)] {
        var found: [(IOSVersion, String)] = []
        var rest = Substring(text)
        while let range = rest.range(of: ".iOS(") {
            rest = rest[range.upperBound...]
            let argument = rest.prefix { $0 != ")" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
            let number: String
            if argument.hasPrefix(".v") {
                number = argument.dropFirst(2).replacingOccurrences(of: "_", with: ".")
            } else {
                number = argument.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if let version = IOSVersion(parsing: number) { found.append((version, ".iOS(\(argument))")) }
        }
        return found
    }
}
