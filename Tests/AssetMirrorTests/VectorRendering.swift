import Foundation
import Testing

@testable import AssetMirror

/// The PDF and SVG fixtures in `TestAssets/PDF` and `TestAssets/SVG`, written by
/// `Scripts/make-vector-fixtures`.
enum VectorFixtures {
    static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: TestAssetsFolder.url.appendingPathComponent(folder).appendingPathComponent(name)))
    }

    static func pdf(_ name: String) throws -> [UInt8] { try bytes("PDF", name) }
    static func svg(_ name: String) throws -> [UInt8] { try bytes("SVG", name) }
}

/// Mirrors each of `inputs` `rounds` times on many threads at once, expecting the bytes a
/// single thread gets: `flip` runs one codec call per worker.
func expectSameMirrorsOnManyThreads(_ codec: some ImageCodec, inputs: [[UInt8]], rounds: Int) throws {
    let expected = try inputs.map { try codec.mirror($0, options: .default).bytes }
    let results = Locked([[UInt8]?](repeating: nil, count: inputs.count * rounds))
    DispatchQueue.concurrentPerform(iterations: inputs.count * rounds) { index in
        let bytes = try? codec.mirror(inputs[index % inputs.count], options: .default).bytes
        results.update { $0[index] = bytes }
    }
    for (index, bytes) in results.value.enumerated() { #expect(bytes == expected[index % inputs.count]) }
}
