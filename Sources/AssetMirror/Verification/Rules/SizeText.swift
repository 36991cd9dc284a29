import Foundation

/// Sizes as the image rules write them in findings.
enum SizeText {
    /// How far two vector sizes may differ, in points, and still count as the same.
    static let pointTolerance = 0.01

    /// A size in points as people write it: `24`, `24.5`, `13.25`.
    static func points(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A range of point sizes: `24` when it is one size (to 0.01), else `328.17–328.5`.
    static func points(_ range: ClosedRange<Double>) -> String {
        range.upperBound - range.lowerBound < pointTolerance
            ? points(range.lowerBound) : "\(points(range.lowerBound))–\(points(range.upperBound))"
    }

    /// A range of pixel sizes: `657`, or `656–658` when several would do.
    static func pixels(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)–\(range.upperBound)"
    }
}
