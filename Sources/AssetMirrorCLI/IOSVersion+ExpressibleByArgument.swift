import ArgumentParser
import AssetMirror

/// `--deployment-target iOS 15`, `ios15.1`, `15`.
extension IOSVersion: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}
