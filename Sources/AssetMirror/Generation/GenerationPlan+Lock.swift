import Foundation

extension GenerationPlan {
    /// The folders a run over `catalogs` works in, to lock with ``FolderLock`` before planning,
    /// each with its path and its spelling for messages.
    ///
    /// In place, each catalog is written in. Into a derived output, each derived catalog is
    /// written in (created first when missing: ``FolderLock/createFolder(_:)``), and each
    /// source catalog is read: locked shared,
    /// so that an in-place run cannot change it while the copy is made (the plan would copy a
    /// set half-generated, files from before and after), while derived runs from one source
    /// still go on together.
    ///
    /// Without the lock, two runs with different settings on one catalog could each plan from
    /// the same snapshot and leave a variant whose bytes disagree with its record; the next run
    /// then refused it as hand-made.
    public static func lockedFolders(catalogs: [(url: URL, path: String)], output: Output) -> (
        writing: [(path: String, shown: String)], reading: [(path: String, shown: String)]
    ) {
        guard case .derived(let folder) = output else {
            return (catalogs.map { ($0.url.path, $0.path) }, [])
        }
        let writing = catalogs.map { catalog in
            let derived = derivedCatalog(of: catalog.url, in: folder)
            return (derived.url.path, derived.path)
        }
        return (writing, catalogs.map { ($0.url.path, $0.path) })
    }

    /// Where leftover temporary files of killed runs are looked for, once the lock is held:
    /// each catalog written (in place, the catalog; into a derived output, the derived catalog,
    /// never the source), every folder of it, and the direction table beside it (or at the
    /// one path `directionTable` names). Only that table's own temporary files are taken in the
    /// folder around it, which other runs may be writing in.
    public static func temporaryFileScopes(
        catalogs: [(url: URL, path: String)], output: Output, directionTable: DirectionTableDestination? = nil
    ) -> [LeftoverTemporaryFiles.Scope] {
        var scopes = catalogs.flatMap { catalog -> [LeftoverTemporaryFiles.Scope] in
            var written = (url: catalog.url, path: catalog.path)
            if case .derived(let folder) = output { written = derivedCatalog(of: catalog.url, in: folder) }
            let table = DirectionTableFile.url(besides: written.url)
            let tableShown = PlannedDirectionTable.path(besides: written.path)
            return [
                LeftoverTemporaryFiles.Scope(
                    path: written.url.path, shown: written.path, recursive: true, hiddenFolders: true),
                LeftoverTemporaryFiles.Scope(
                    path: table.deletingLastPathComponent().path,
                    shown: PathText.folder(of: tableShown), recursive: false,
                    file: table.lastPathComponent),
            ]
        }
        if case .file(let url, let path) = directionTable {
            scopes.append(
                LeftoverTemporaryFiles.Scope(
                    path: url.deletingLastPathComponent().path, shown: (path as NSString).deletingLastPathComponent,
                    recursive: false, file: url.lastPathComponent))
        }
        return scopes
    }

    /// The derived catalog of the catalog at `catalog` under `folder`: `folder/<catalog name>`,
    /// with its spelling for messages (`out/Assets.xcassets`).
    static func derivedCatalog(of catalog: URL, in folder: URL) -> (url: URL, path: String) {
        let name = catalog.standardizedFileURL.lastPathComponent
        return (
            folder.appendingPathComponent(name, isDirectory: true),
            (folder.relativePath as NSString).appendingPathComponent(name)
        )
    }
}
