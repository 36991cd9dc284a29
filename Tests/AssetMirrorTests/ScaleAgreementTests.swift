import Testing

@testable import AssetMirror

/// `scale-mismatch` by geometry: images agree when one point size rounds to each of them.
@Suite struct ScaleAgreementTests {
    typealias Image = ScaleAgreement.Image

    static func images(_ sizes: [(Int, Int, Int)]) -> [Image] {
        sizes.map { Image(file: "@\($0.0)x", scale: $0.0, width: $0.1, height: $0.2) }
    }

    /// Sizes some point size gives at every scale, rounded to nearest, down or up; hand-checked.
    @Test(arguments: [
        [(1, 329, 496), (2, 657, 992), (3, 985, 1488)], // 328.5 × 496 pt (the example)
        [(2, 27, 27), (3, 40, 40)], // 13.5 pt, 40.5 rounded down
        [(2, 27, 27), (3, 41, 41)], // 13.5 pt, 40.5 rounded up
        [(1, 21, 22), (3, 64, 66)], // 21.3 pt: 21.3 and 63.9
        [(1, 32, 24), (2, 64, 49), (3, 96, 73)], // 24.4 pt high: 24.4, 48.8, 73.2
        [(1, 10, 10), (2, 21, 21), (3, 32, 32)], // 10.7 pt, every size rounded down
        [(1, 11, 11), (2, 21, 21), (3, 31, 31)], // 10.2 pt, every size rounded up
        [(1, 1, 1), (2, 1, 1)], // 0.5 pt: rounds to 1 pixel at 1x and 2x
    ])
    func agreeingSizesAreNoFinding(sizes: [(Int, Int, Int)]) {
        #expect(ScaleAgreement.disagreements(Self.images(sizes)) == [])
    }

    @Test func aLoneHigherScaleIsTheOneBlamedWithTheSizeThatWouldAgree() throws {
        // 28 pt at 1x is 27.5–28.5 pt; 54 pixels at 2x is 26.75–27.25 pt.
        let found = ScaleAgreement.disagreements(Self.images([(1, 28, 28), (2, 54, 56)]))
        let only = try #require(found.count == 1 ? found.first : nil)
        #expect(only.image.scale == 2)
        #expect(only.agreeing.map(\.scale) == [1])
        #expect(only.points.width == 27.5...28.5)
        #expect(only.widths == 55...57)
        #expect(only.heights == 55...57)
    }

    @Test func theOddImageIsBlamedEvenAtTheLowestScale() throws {
        // 2x and 3x agree on 12 pt exactly (23.5/2…24.5/2 meets 35.5/3…36.5/3 in 11.83…12.17).
        let found = ScaleAgreement.disagreements(Self.images([(1, 10, 12), (2, 24, 24), (3, 36, 36)]))
        let only = try #require(found.count == 1 ? found.first : nil)
        #expect(only.image.scale == 1)
        #expect(only.agreeing.map(\.scale) == [2, 3])
        #expect(only.widths == 12...12)
        #expect(only.heights == 12...12)
    }

    @Test func eachAxisIsItsOwnInterval() {
        // Widths agree (9 pt); heights 9 at 1x and 27 at 3x do not.
        let found = ScaleAgreement.disagreements(Self.images([(1, 9, 9), (3, 27, 24)]))
        #expect(found.map(\.image.scale) == [3])
        // A lone 1x image allows 8.5–9.5 pt, which is 25 to 29 pixels at 3x.
        #expect(found.map(\.heights) == [25...29])
    }

    @Test func threeImagesThatShareNoPairReportTwo() {
        let found = ScaleAgreement.disagreements(Self.images([(1, 10, 10), (2, 30, 30), (3, 60, 60)]))
        #expect(found.map(\.image.scale) == [2, 3])
        #expect(found.map(\.widths) == [19...21, 28...32])
    }
}
