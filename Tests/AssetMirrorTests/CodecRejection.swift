@testable import AssetMirror

/// What a test asserts of a codec library's refusal: the format and the stage, never the
/// library's words, which another libpng, zlib or libjpeg may change (issue 15.7).
struct CodecRejection: Equatable, CustomStringConvertible {
    var format: ImageFormat
    var stage: CodecStage

    /// The rejection `body` throws; `nil` when it succeeds or throws anything else.
    init?(_ body: () throws -> Any) {
        do {
            _ = try body()
            return nil
        } catch {
            guard case .rejected(let format, let stage, _) = error as? CodecError else { return nil }
            self.init(format: format, stage: stage)
        }
    }

    init(format: ImageFormat, stage: CodecStage) {
        self.format = format
        self.stage = stage
    }

    var description: String { "\(format) at \(stage)" }
}
