// Flip throughput as a ratio to memcpy of the same buffer (ratio ≥ 1: the flip is as fast as
// copying the bytes). Best of several samples on a monotonic clock, each sample repeating the
// operation until it covers a few milliseconds. memcpy and the flips are sampled in turn, one
// sample of each per round, so on a shared machine each ratio compares the same moments.
//
//     swift run -c release flip-kernel-benchmark

import AssetMirror

/// Seconds per call: one timing of `repetitions` calls.
func secondsPerCall(repetitions: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<repetitions { body() }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return seconds / Double(repetitions)
}

/// Keeps the optimiser from treating a result as unused.
@inline(never) func consume(_ buffer: PixelBuffer) -> UInt8 {
    buffer.withUnsafeBytes { $0.isEmpty ? 0 : $0[$0.count / 2] }
}

struct Row {
    let format: PixelFormat, side: Int, mode: String, flip: Double, memcpy: Double
}

func measure(_ format: PixelFormat, side: Int) -> [Row] {
    var source = PixelBuffer(width: side, height: side, format: format)
    source.withUnsafeMutableBytes { bytes in for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) } }
    var destination = PixelBuffer(width: side, height: side, format: format)
    let bytes = source.bytesPerRow * side
    // About 4 MB of traffic per sample for small images; large ones are one call per sample.
    let repetitions = max(1, 4_000_000 / bytes)
    let samples = bytes > 8_000_000 ? 9 : 50

    var (copy, into, inPlace) = (Double.infinity, Double.infinity, Double.infinity)
    for _ in 0..<samples {
        copy = min(
            copy,
            secondsPerCall(repetitions: repetitions) {
                source.withUnsafeBytes { from in
                    destination.withUnsafeMutableBytes { to in
                        to.baseAddress!.copyMemory(from: from.baseAddress!, byteCount: bytes)
                    }
                }
            })
        into = min(into, secondsPerCall(repetitions: repetitions) { source.flipHorizontally(into: &destination) })
        inPlace = min(inPlace, secondsPerCall(repetitions: repetitions) { destination.flipHorizontally() })
    }
    _ = consume(destination)
    return [
        Row(format: format, side: side, mode: "into", flip: into, memcpy: copy),
        Row(format: format, side: side, mode: "in place", flip: inPlace, memcpy: copy),
    ]
}

func gigabytesPerSecond(_ bytes: Int, _ seconds: Double) -> String {
    decimal(Double(bytes) / seconds / 1e9, places: 1)
}

/// `value` with `places` decimals, without Foundation.
func decimal(_ value: Double, places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

// Warm-up, discarded: brings the clock up to speed and the code and page tables in.
for format in [PixelFormat.rgba8, .rgb8] { _ = measure(format, side: 64) }

let columns = ["format", "size", "mode", "flip GB/s", "memcpy GB/s", "flip/memcpy"]
let widths = [8, 11, 10, 11, 13, 11]
print("| " + zip(columns, widths).map { padded($0, $1) }.joined(separator: " | ") + " |")
print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
for side in [64, 4096] {
    for format in [PixelFormat.rgba8, .rgb8, .gray8, .rgba16] {
        for row in measure(format, side: side) {
            let bytes = PixelBuffer(width: side, height: side, format: format).bytesPerRow * side
            let cells = [
                "\(row.format)", "\(side)×\(side)", row.mode, gigabytesPerSecond(bytes, row.flip),
                gigabytesPerSecond(bytes, row.memcpy), decimal(row.memcpy / row.flip, places: 2),
            ]
            print("| " + zip(cells, widths).map { padded($0, $1) }.joined(separator: " | ") + " |")
        }
    }
}
