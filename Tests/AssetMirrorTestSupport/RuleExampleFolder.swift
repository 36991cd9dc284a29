import AssetMirror
import Foundation

/// Writes a `verify` rule's example (``RuleExample``) into a folder, as a user's checkout would
/// hold it.
public enum RuleExampleFolder {
    /// Writes every file of `example` below `folder`: images and links first, then text, whose
    /// `{sha256:PATH}` placeholders name files already written.
    public static func write(_ example: RuleExample, to folder: URL) throws {
        var written: [String: [UInt8]] = [:]
        for file in example.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file.content {
            case .text: continue
            case .bytes(let bytes):
                try Data(bytes).write(to: url)
                written[file.path] = bytes
            case .png(let width, let height, let drawing):
                let bytes = try PNGCodec().encodeRGBA8(pixels(width: width, height: height, drawing: drawing))
                try Data(bytes).write(to: url)
                written[file.path] = bytes
            case .symbolicLink(let target):
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            }
        }
        for file in example.files {
            guard case .text(var text) = file.content else { continue }
            for (path, bytes) in written {
                text = text.replacingOccurrences(of: "{sha256:\(path)}", with: SHA256.hexDigest(bytes))
            }
            try Data(text.utf8).write(to: folder.appendingPathComponent(file.path))
        }
    }

    /// White, with a black triangle pointing right for ``ExampleDrawing/pointingRight`` (its base
    /// a quarter in from the left edge, its tip at the right edge), or left for
    /// ``ExampleDrawing/pointingLeft``, its exact mirror image (``ExampleDrawing/skipForward``: ⏭). A triangle, not a block: a block
    /// looks the same mirrored about its own centre, which is how `directional-name-fixed` looks.
    public static func pixels(width: Int, height: Int, drawing: ExampleDrawing) -> PixelBuffer {
        var rows: [UInt8] = []
        rows.reserveCapacity(width * height * 4)
        let base = width / 4
        func pointsRight(_ x: Int, _ y: Int) -> Bool {
            guard x >= base, width - 1 > base else { return false }
            let halfHeight = Double(height) / 2 * Double(width - 1 - x) / Double(width - 1 - base)
            return abs(Double(y) + 0.5 - Double(height) / 2) <= halfHeight
        }
        // ⏭: a triangle from an eighth to five eighths of the width, a bar from 11/16 to 13/16,
        // both the middle half of the height.
        func skipsForward(_ x: Int, _ y: Int) -> Bool {
            let (column, row) = (Double(x) + 0.5, Double(y) + 0.5)
            let (w, h) = (Double(width), Double(height))
            guard abs(row - h / 2) <= h / 4 else { return false }
            if column >= w * 11 / 16, column <= w * 13 / 16 { return true }
            guard column >= w / 8, column <= w * 5 / 8 else { return false }
            return abs(row - h / 2) <= h / 4 * (w * 5 / 8 - column) / (w / 2)
        }
        // ↻: a ring of radius 0.34 and stroke 0.12 of the width about the middle, open from
        // -60° to -15° (the upper right; y down), with an arrowhead 0.14 long and 0.28 wide at
        // its -60° end pointing on round.
        func turnsRound(_ x: Int, _ y: Int) -> Bool {
            let w = Double(width)
            let (dx, dy) = (Double(x) + 0.5 - w / 2, Double(y) + 0.5 - Double(height) / 2)
            let angle = atan2(dy, dx) * 180 / .pi
            if abs((dx * dx + dy * dy).squareRoot() - 0.34 * w) <= 0.06 * w, !(-60 < angle && angle < -15) {
                return true
            }
            let end = -60 * Double.pi / 180
            let (along, across) = (
                -(dx - 0.34 * w * cos(end)) * sin(end) + (dy - 0.34 * w * sin(end)) * cos(end),
                (dx - 0.34 * w * cos(end)) * cos(end) + (dy - 0.34 * w * sin(end)) * sin(end)
            )
            return along >= 0 && along <= 0.14 * w && abs(across) <= 0.14 * w * (1 - along / (0.14 * w))
        }
        for y in 0..<height {
            for x in 0..<width {
                let dark: Bool
                switch drawing {
                case .solid: dark = false
                case .pointingRight: dark = pointsRight(x, y)
                case .pointingLeft: dark = pointsRight(width - 1 - x, y)
                case .skipForward: dark = skipsForward(x, y)
                case .circularArrow: dark = turnsRound(x, y)
                }
                let value: UInt8 = dark ? 0 : 255
                rows += [value, value, value, 255]
            }
        }
        return PixelBuffer(width: width, height: height, format: .rgba8, packedRows: rows)
    }
}
