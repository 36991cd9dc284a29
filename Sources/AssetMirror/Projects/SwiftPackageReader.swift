import Foundation

/// Reads which catalogs each target of a Swift package builds: every catalog in the target's
/// folder, less what it excludes (SwiftPM processes an asset catalog in a target's folder as a
/// resource without being told).
///
/// A target's folder is its `path:` when the manifest gives one, else SwiftPM's convention:
/// `Sources/NAME` (or `Source`, `src`, `srcs`), `Tests/NAME` for tests, `Plugins/NAME` for
/// plugins. The manifest is Swift, so it is evaluated by a ``PackageManifestReading`` when it
/// needs to be: only when catalogs lie below it and its text says `path:` (not a local
/// dependency's) or `exclude:`, the two things the convention cannot know; otherwise each folder of the conventional folders whose name the manifest
/// spells in quotes is a target.
public enum SwiftPackageReader {
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The targets of the package in `folder` (absolute, canonical), its manifest named `shown`.
    /// `catalogs` are the catalogs below the folder (absolute, canonical; nil: unknown): when
    /// the convention places each of them and the manifest names no catalog, it is not evaluated,
    /// as no answer could change which target builds a catalog (evaluating takes seconds).
    public static func targets(
        ofPackageIn folder: String, shown: String, manifestReader: (any PackageManifestReading)?,
        catalogs: [String]? = nil
    ) throws(ProjectReadError) -> [ProjectTarget] {
        let text: String
        do {
            text = String(decoding: try FileContents.read(folder + "/Package.swift"), as: UTF8.self)
        } catch {
            var error = error
            error.path = shown
            throw .unreadable(error)
        }
        let conventional = conventionalTargets(in: folder, manifest: text, shown: shown)
        let unplaced =
            catalogs.map { $0.contains { catalog in !conventional.contains { $0.membership.contains(catalog) } } }
            ?? true
        if needsEvaluation(text), unplaced || text.contains(".xcassets"), let manifestReader {
            let layouts: [PackageTargetLayout]?
            do {
                layouts = try manifestReader.targets(ofPackageIn: folder)
            } catch {
                throw .malformed(path: shown, kind: .swiftPackage, reason: "\(error)")
            }
            if let layouts {
                return try inside(layouts.compactMap { target($0, in: folder, shown: shown) }, folder, shown)
            }
        }
        return try inside(conventional, folder, shown)
    }

    /// `targets`, unless one's folder lies above the package (a `Sources/App` that is a link to
    /// `/`, a `path: ".."`): it would claim every catalog on the disk, and SwiftPM refuses a
    /// target outside its package too.
    static func inside(_ targets: [ProjectTarget], _ folder: String, _ shown: String) throws(ProjectReadError)
        -> [ProjectTarget]
    {
        for target in targets {
            for claimed in target.membership.folders where claimed.path != folder {
                guard folder.hasPrefix(claimed.path.hasSuffix("/") ? claimed.path : claimed.path + "/") else {
                    continue
                }
                throw .malformed(
                    path: shown, kind: .swiftPackage,
                    reason: "target \(target.name)'s folder leads to \(claimed.path), which holds the package itself")
            }
        }
        return targets
    }

    /// Whether a manifest says something about its targets' folders that the convention cannot
    /// know: an `exclude:`, or a `path:` other than a local dependency's (`.package(path:)`) or
    /// a binary target's.
    static func needsEvaluation(_ manifest: String) -> Bool {
        manifest.split(whereSeparator: \.isNewline).contains { line in
            line.contains("exclude:")
                || (line.contains("path:") && !line.contains(".package(") && !line.contains(".binaryTarget("))
        }
    }

    /// One declared target, in its folder.
    static func target(_ layout: PackageTargetLayout, in folder: String, shown: String) -> ProjectTarget? {
        let relative: String
        if let path = layout.path {
            relative = path
        } else {
            let parents: [String]
            switch layout.type {
            case "test": parents = ["Tests"]
            case "plugin": parents = ["Plugins"]
            case "binary", "system": return nil
            default: parents = sourceFolders
            }
            guard
                let parent = parents.first(where: { isFolder(folder + "/" + $0 + "/" + layout.name) })
            else { return nil }
            relative = parent + "/" + layout.name
        }
        let root = relative.hasPrefix("/") ? relative : folder + "/" + relative
        return ProjectTarget(
            name: layout.name, project: shown,
            membership: TargetMembership(folders: [.init(path: canonicalPath(root), exceptions: layout.exclude)]))
    }

    /// Each folder in the conventional places whose name the manifest spells in quotes.
    static func conventionalTargets(in folder: String, manifest: String, shown: String) -> [ProjectTarget] {
        var targets: [ProjectTarget] = []
        let quoted = quotedTexts(manifest)
        for parent in sourceFolders + ["Tests", "Plugins"] {
            let parentPath = folder + "/" + parent
            guard isFolder(parentPath), let names = try? FolderListing.names(in: parentPath) else { continue }
            for name in names where isFolder(parentPath + "/" + name) && quoted.contains(Substring(name)) {
                targets.append(
                    ProjectTarget(
                        name: name, project: shown,
                        membership: TargetMembership(folders: [.init(path: canonicalPath(parentPath + "/" + name))])))
            }
        }
        return targets
    }

    /// Every text between two consecutive `"` of `manifest`: `"name"` appears in the manifest
    /// exactly when `name` (without `"`) is one, so each folder is looked up once, where asking
    /// the manifest for each folder's name costs folders times the manifest's length.
    static func quotedTexts(_ manifest: String) -> Set<Substring> {
        Set(manifest.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().dropLast())
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
