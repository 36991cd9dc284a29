/// Whether images of one slot at different scales can be one drawing: a point size `p` exists
/// that each image's pixel size is within one pixel of `p × scale`, on each axis.
///
/// Design tools round each export on its own: a 328.5 pt wide artboard is 329 pixels at 1x,
/// 657 at 2x and 985 at 3x, and an artboard whose frame sits on a fraction of a point exports
/// a 1x image one pixel off half its 2x image (`324×184` beside `648×366`: 183 pt high at 2x,
/// 184 pixels at 1x). So `w` pixels at scale `s` allows every `p` in the closed interval
/// [(w − 1)/s, (w + 1)/s], and the images agree when those intervals intersect, width and
/// height each. An image more than a pixel off every size the others share is a different
/// drawing (or a different crop), which is what the rule reports.
struct ScaleAgreement {
    /// One image of the slot: its scale and pixel size.
    struct Image: Equatable {
        var file: String
        var scale: Int
        var width: Int
        var height: Int
    }

    /// The point sizes every image of a subset allows, per axis.
    struct PointRange: Equatable {
        var width: ClosedRange<Double>
        var height: ClosedRange<Double>
    }

    /// An image that agrees with no point size the others share.
    struct Disagreement: Equatable {
        var image: Image
        /// The images that agree among themselves, in scale order.
        var agreeing: [Image]
        /// The point sizes they share.
        var points: PointRange
        /// The pixel sizes at `image.scale` that would agree with them, smallest first.
        var widths: ClosedRange<Int>
        var heights: ClosedRange<Int>

        /// The size to export: the middle of the shared point sizes at this scale, rounded.
        var suggestedWidth: Int { Self.middle(points.width, scale: image.scale, within: widths) }
        var suggestedHeight: Int { Self.middle(points.height, scale: image.scale, within: heights) }

        private static func middle(_ points: ClosedRange<Double>, scale: Int, within pixels: ClosedRange<Int>) -> Int {
            let value = Int(((points.lowerBound + points.upperBound) / 2 * Double(scale)).rounded())
            return min(max(value, pixels.lowerBound), pixels.upperBound)
        }
    }

    /// How far an exported size may be from the exact one, in pixels: each export's own
    /// rounding.
    static let rounding = 1.0
    /// Slack for the floating-point division, far below any pixel.
    static let epsilon = 1e-9

    /// The images that break agreement, each against the largest set of the others that agree.
    ///
    /// Of the largest subsets that agree, the one that keeps the lowest scales wins (a 2x image
    /// against a lone 1x is the one reported, as before), so at most one image in a slot of
    /// three is blamed when the other two agree. Slots hold a handful of images; beyond
    /// ``maximumSearched`` only subsets that drop images from the top scale down are tried.
    static func disagreements(_ images: [Image]) -> [Disagreement] {
        guard images.count > 1, range(of: images) == nil else { return [] }
        let sorted = images.sorted { ($0.scale, $0.file) < ($1.scale, $1.file) }
        let kept = bestAgreeingSubset(sorted)
        let agreeing = kept.map { sorted[$0] }
        guard let points = range(of: agreeing) else { return [] }
        return sorted.indices.filter { !kept.contains($0) }.map { index in
            let image = sorted[index]
            return Disagreement(
                image: image, agreeing: agreeing, points: points,
                widths: pixels(points.width, scale: image.scale), heights: pixels(points.height, scale: image.scale))
        }
    }

    static let maximumSearched = 12

    /// The indices (into `sorted`, which is in scale order) of the largest agreeing subset.
    private static func bestAgreeingSubset(_ sorted: [Image]) -> [Int] {
        guard sorted.count <= maximumSearched else {
            var count = sorted.count
            while count > 1, range(of: Array(sorted[..<count])) == nil { count -= 1 }
            return Array(0..<count)
        }
        var best: (mask: Int, count: Int, droppedScales: Int)?
        for mask in 1..<(1 << sorted.count) {
            let members = sorted.indices.filter { mask & (1 << $0) != 0 }
            guard range(of: members.map { sorted[$0] }) != nil else { continue }
            let dropped = sorted.indices.filter { mask & (1 << $0) == 0 }.reduce(0) { $0 + sorted[$1].scale }
            if let current = best,
                (members.count, dropped) <= (current.count, current.droppedScales)
            {
                continue
            }
            best = (mask, members.count, dropped)
        }
        let mask = best?.mask ?? 1
        return sorted.indices.filter { mask & (1 << $0) != 0 }
    }

    /// The point sizes all `images` allow, or nil when they share none.
    static func range(of images: [Image]) -> PointRange? {
        guard let width = intersect(images.map { interval($0.width, scale: $0.scale) }),
            let height = intersect(images.map { interval($0.height, scale: $0.scale) })
        else { return nil }
        return PointRange(width: width, height: height)
    }

    /// The point sizes that give `pixels` at `scale` when rounded.
    static func interval(_ pixels: Int, scale: Int) -> ClosedRange<Double> {
        (Double(pixels) - rounding) / Double(scale)...(Double(pixels) + rounding) / Double(scale)
    }

    private static func intersect(_ intervals: [ClosedRange<Double>]) -> ClosedRange<Double>? {
        guard let lower = intervals.map(\.lowerBound).max(), let upper = intervals.map(\.upperBound).min(),
            lower <= upper + epsilon
        else { return nil }
        return lower...max(lower, upper)
    }

    /// The pixel sizes at `scale` whose intervals meet `points`.
    private static func pixels(_ points: ClosedRange<Double>, scale: Int) -> ClosedRange<Int> {
        let low = Int((points.lowerBound * Double(scale) - rounding - epsilon).rounded(.up))
        let high = Int((points.upperBound * Double(scale) + rounding + epsilon).rounded(.down))
        return low...max(low, high)
    }
}
