import ArgumentParser

/// The refusal of an empty path argument (`""`, an unset shell variable): never read as the
/// current folder, whose every catalog or image a command would then change.
enum EmptyPath {
    /// Throws a usage error (exit 64) naming `what` when any of `paths` is empty.
    static func refuse(_ paths: [String?], _ what: String) throws {
        if paths.contains(where: { $0?.isEmpty == true }) {
            throw ValidationError(
                "An empty \(what) names nothing (an unset variable?); give a path, or \".\" for the current folder.")
        }
    }
}
