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

/// Rasterises PDFs and SVGs with independent tools (poppler's `pdftoppm`, librsvg's
/// `rsvg-convert`), which `Scripts/install-dependencies` installs. A missing tool fails the
/// test with the package to install; it never skips it.
enum VectorRenderer {
    struct MissingTool: Error, CustomStringConvertible {
        var tool: String, package: String
        var description: String {
            "\(tool) is not on PATH: the rendering tests need it; run Scripts/install-dependencies (it installs \(package))"
        }
    }

    struct ToolFailed: Error, CustomStringConvertible {
        var tool: String, status: Int32, stderr: String
        var description: String { "\(tool) exited with status \(status): \(stderr)" }
    }

    /// One page of a PDF, as displayed (its CropBox, after /Rotate), at `dpi`, without its
    /// annotations (which a mirror leaves where they are).
    static func render(pdf: [UInt8], page: Int = 1, dpi: Int = 144) throws -> PixelBuffer {
        // pdftoppm adds ".png" to the name it is given.
        try render(input: pdf, extension: "pdf", tool: "pdftoppm", package: "poppler-utils") { input, png in
            ["-cropbox", "-hide-annotations", "-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-png", "-singlefile", input, String(png.dropLast(4))]
        }
    }

    /// An SVG at its own size (its width and height, in CSS pixels).
    static func render(svg: [UInt8]) throws -> PixelBuffer {
        try render(input: svg, extension: "svg", tool: "rsvg-convert", package: "librsvg2-bin") { input, png in
            ["-f", "png", "-o", png, input]
        }
    }

    private static func render(
        input: [UInt8], extension: String, tool: String, package: String,
        arguments: (_ input: String, _ png: String) -> [String]
    ) throws -> PixelBuffer {
        let executable = try find(tool, package: package)
        let folder = try TemporaryFolder()
        let source = try folder.write("input.\(`extension`)", input)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(source.path, folder.url("render.png").path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ToolFailed(tool: tool, status: process.terminationStatus, stderr: stderr) }
        let png = try folder.contents("render.png")
        return try PNGCodec().decode(png, limits: .default)
    }

    private static func find(_ tool: String, package: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        // Homebrew's prefixes, which a test runner's PATH may lack.
        for folder in ["/opt/homebrew/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw MissingTool(tool: tool, package: package)
    }
}

/// How far a rendering of the mirrored file is from the horizontal mirror of the rendering of
/// the original.
///
/// Rasterisers sample pixel areas asymmetrically (coverage rounding, where a pixel's sample
/// points lie), so a shape's edge can come out a little different from its mirror image; inside
/// shapes and away from edges, the two must agree exactly. A pixel counts as differing when
/// one of its samples differs by more than ``threshold`` (a quarter of the range: an
/// anti-aliased edge pixel changes by less, a wrong colour or a missing shape by more).
struct MirrorComparison: CustomStringConvertible {
    static let threshold = 64

    var width: Int, height: Int
    /// Pixels where the output and the mirrored input differ by more than the threshold.
    var differing: Int
    /// The same count between the input and its own mirror: how asymmetric the picture is.
    var asymmetric: Int

    init(input: PixelBuffer, output: PixelBuffer) {
        precondition(input.format == output.format && input.width == output.width && input.height == output.height)
        width = input.width
        height = input.height
        let mirrored = input.flippedHorizontally()
        differing = Self.count(mirrored, output)
        asymmetric = Self.count(input, mirrored)
    }

    var pixels: Int { width * height }

    /// At most 1 % of pixels differ (edge anti-aliasing), and the picture is asymmetric enough
    /// (over 5 % of pixels change under a mirror) that a missing mirror could not pass.
    var isMirror: Bool { differing * 100 <= pixels && asymmetric * 20 > pixels }

    var description: String {
        "\(width)×\(height): \(differing) pixels differ from the mirror of the input (at most \(pixels / 100) allowed); \(asymmetric) change under a mirror"
    }

    private static func count(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        let channels = a.format.bytesPerPixel!
        var count = 0
        for y in 0..<a.height {
            let rowA = Array(a.row(y)), rowB = Array(b.row(y))
            for x in 0..<a.width {
                let base = x * channels
                for c in 0..<channels where abs(Int(rowA[base + c]) - Int(rowB[base + c])) > threshold {
                    count += 1
                    break
                }
            }
        }
        return count
    }
}
