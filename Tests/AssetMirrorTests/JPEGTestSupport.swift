import Foundation
import Testing

@testable import AssetMirror

/// Fixtures under TestAssets/JPEG, found from this file's path (made by Scripts/make-jpeg-fixtures).
enum JPEGFixtures {
    static let directory: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("TestAssets/JPEG")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            url.deleteLastPathComponent()
        }
        fatalError("TestAssets/JPEG not found above \(#filePath)")
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Kinds of encoding, each made at 48×32 (whole iMCUs for every sampling) and 37×29 (not).
    static let kinds = [
        "gray", "ycc444", "ycc422", "ycc420", "ycc440", "ycc420-progressive", "ycc422-restart",
        "ycc420-arithmetic", "rgb", "cmyk", "ycck", "ycc420-metadata",
    ]
}

/// The APPn and COM segments of a JPEG before its first scan, in order: marker and payload.
/// Written independently of the adapter's own walker so the two check each other.
func jpegMetadataSegments(_ jpeg: [UInt8]) -> [[UInt8]] {
    var segments: [[UInt8]] = []
    var index = 2
    while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
        let marker = jpeg[index + 1]
        if marker == 0xDA { break }
        let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
        if (0xE0...0xEF).contains(marker) || marker == 0xFE {
            segments.append([marker] + jpeg[index + 4..<index + 2 + length])
        }
        index += 2 + length
    }
    return segments
}

/// The largest difference between two buffers' samples (same size and format required).
func maxSampleDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    precondition(a.width == b.width && a.height == b.height && a.format == b.format)
    var largest = 0
    for y in 0..<a.height {
        for (p, q) in zip(a.row(y), b.row(y)) { largest = max(largest, abs(Int(p) - Int(q))) }
    }
    return largest
}

/// Peak signal-to-noise ratio in dB between two buffers of 8-bit samples.
func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    var sum = 0.0
    var count = 0
    for y in 0..<a.height {
        for (p, q) in zip(a.row(y), b.row(y)) {
            let d = Double(p) - Double(q)
            sum += d * d
            count += 1
        }
    }
    return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(count)))
}

/// The image a viewer shows for stored pixels with EXIF `orientation` (TIFF tag 0x0112):
/// 1 as stored, 2 mirrored, 3 turned 180°, 4 flipped, 5 transposed, 6 turned 90° clockwise,
/// 7 transversed, 8 turned 90° anticlockwise.
func displayed(_ stored: PixelBuffer, orientation: Int) -> PixelBuffer {
    let w = stored.width
    let h = stored.height
    let swapped = orientation >= 5
    let size = stored.format.bitsPerPixel / 8
    let outWidth = swapped ? h : w
    let outHeight = swapped ? w : h
    var packed = [UInt8](repeating: 0, count: outWidth * outHeight * size)
    for y in 0..<outHeight {
        for x in 0..<outWidth {
            // The stored pixel shown at displayed (x, y).
            let (sx, sy): (Int, Int) =
                switch orientation {
                case 2: (w - 1 - x, y)
                case 3: (w - 1 - x, h - 1 - y)
                case 4: (x, h - 1 - y)
                case 5: (y, x)
                case 6: (y, h - 1 - x)
                case 7: (w - 1 - y, h - 1 - x)
                case 8: (w - 1 - y, x)
                default: (x, y)
                }
            let value = stored.pixel(x: sx, y: sy)
            for i in 0..<size {
                packed[(y * outWidth + x) * size + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * (size - 1 - i)))
            }
        }
    }
    return PixelBuffer(width: outWidth, height: outHeight, format: stored.format, packedRows: packed)
}
