import AssetMirror
import Foundation

/// Rasterises PDFs and SVGs with independent tools (poppler's `pdftoppm`, librsvg's
/// `rsvg-convert`), which `Scripts/install-dependencies` installs. A missing tool fails the
/// test with the package to install; it never skips it.
public enum VectorRenderer {
    public struct MissingTool: Error, CustomStringConvertible {
        public var tool: String, package: String
        public var description: String {
            "\(tool) is not on PATH: the rendering tests need it; run Scripts/install-dependencies (it installs \(package))"
        }
    }

    public struct ToolFailed: Error, CustomStringConvertible {
        public var tool: String, status: Int32, stderr: String
        public var description: String { "\(tool) exited with status \(status): \(stderr)" }
    }

    /// One page of a PDF, as displayed (its CropBox, after /Rotate), at `dpi`, without its
    /// annotations (which a mirror leaves where they are).
    public static func render(pdf: [UInt8], page: Int = 1, dpi: Int = 144) throws -> PixelBuffer {
        // pdftoppm adds ".png" to the name it is given.
        try render(input: pdf, extension: "pdf", tool: "pdftoppm", package: "poppler-utils") { input, png in
            [
                "-cropbox", "-hide-annotations", "-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-png",
                "-singlefile", input, String(png.dropLast(4)),
            ]
        }
    }

    /// Page 1 of a PDF scaled so that its longer side is `scaleTo` pixels (`pdftoppm -scale-to`).
    public static func render(pdf: [UInt8], scaleTo: Int) throws -> PixelBuffer {
        try render(input: pdf, extension: "pdf", tool: "pdftoppm", package: "poppler-utils") { input, png in
            [
                "-cropbox", "-hide-annotations", "-scale-to", "\(scaleTo)", "-f", "1", "-l", "1", "-png",
                "-singlefile", input, String(png.dropLast(4)),
            ]
        }
    }

    /// An SVG at its own size (its width and height, in CSS pixels), times `zoom`.
    public static func render(svg: [UInt8], zoom: Int = 1) throws -> PixelBuffer {
        try render(input: svg, extension: "svg", tool: "rsvg-convert", package: "librsvg2-bin") { input, png in
            ["-f", "png", "-z", "\(zoom)", "-o", png, input]
        }
    }

    private static func render(
        input: [UInt8], extension: String, tool: String, package: String,
        arguments: (_ input: String, _ png: String) -> [String]
    ) throws -> PixelBuffer {
        let executable = try find(tool, package: package)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("input.\(`extension`)")
        try Data(input).write(to: source)
        let rendered = folder.appendingPathComponent("render.png")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(source.path, rendered.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(tool: tool, status: process.terminationStatus, stderr: stderr)
        }
        return try PNGCodec().decode([UInt8](Data(contentsOf: rendered)), limits: .default)
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
public struct MirrorComparison: CustomStringConvertible {
    public static let threshold = 64

    public var width: Int, height: Int
    /// Pixels where the output and the mirrored input differ by more than the threshold.
    public var differing: Int
    /// The same count between the input and its own mirror: how asymmetric the picture is.
    public var asymmetric: Int

    public init(input: PixelBuffer, output: PixelBuffer) {
        precondition(input.format == output.format && input.width == output.width && input.height == output.height)
        width = input.width
        height = input.height
        let mirrored = input.flippedHorizontally()
        differing = Self.count(mirrored, output)
        asymmetric = Self.count(input, mirrored)
    }

    public var pixels: Int { width * height }

    /// At most 1 % of pixels differ (edge anti-aliasing), and the picture is asymmetric enough
    /// (over 5 % of pixels change under a mirror) that a missing mirror could not pass.
    public var isMirror: Bool { differing * 100 <= pixels && asymmetric * 20 > pixels }

    public var description: String {
        "\(width)×\(height): \(differing) pixels differ from the mirror of the input (at most \(pixels / 100) allowed); \(asymmetric) change under a mirror"
    }

    private static func count(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        let channels = a.format.bytesPerPixel!
        var count = 0
        for y in 0..<a.height {
            let rowA = Array(a.row(y))
            let rowB = Array(b.row(y))
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
