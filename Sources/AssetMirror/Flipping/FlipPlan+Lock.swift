import Foundation

extension FlipPlan {
    /// The folders a run mirroring `inputs` in place writes in, to lock with ``FolderLock``
    /// before planning: each input folder, and the folder of each input file; each with its path
    /// and its spelling for messages. A missing input is left out (planning refuses it).
    ///
    /// Without the lock, two in-place runs on one folder each plan every file, and a file the
    /// first run has already replaced by its mirror is mirrored back by the second.
    public static func foldersWrittenInPlace(by inputs: [URL]) -> [(path: String, shown: String)] {
        inputs.compactMap { input in
            var status = stat()
            guard stat(input.path, &status) == 0 else { return nil }
            if (status.st_mode & S_IFMT) == S_IFDIR { return (input.path, input.relativePath) }
            let folder = PathText.folder(of: input.relativePath)
            return (input.deletingLastPathComponent().path, folder.isEmpty ? "." : folder)
        }
    }
}

extension FlipPlan {
    /// Where leftover temporary files of killed runs are looked for once the lock is held: in
    /// place, each input folder and every folder below it that the run mirrors in (hidden ones
    /// are not), and the folder of each input file, alone; into an output folder, that folder and
    /// every folder below it.
    public static func temporaryFileScopes(inputs: [URL], output: URL?, outputShown: String?)
        -> [LeftoverTemporaryFiles.Scope]
    {
        if let output {
            return [
                LeftoverTemporaryFiles.Scope(
                    path: output.path, shown: outputShown ?? output.relativePath, recursive: true)
            ]
        }
        return inputs.compactMap { input in
            var status = stat()
            guard stat(input.path, &status) == 0 else { return nil }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                return LeftoverTemporaryFiles.Scope(path: input.path, shown: input.relativePath, recursive: true)
            }
            let folder = PathText.folder(of: input.relativePath)
            return LeftoverTemporaryFiles.Scope(
                path: input.deletingLastPathComponent().path, shown: folder.isEmpty ? "." : folder, recursive: false)
        }
    }
}
