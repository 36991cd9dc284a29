import Testing

@testable import AssetMirror

/// `scale-mismatch` by geometry: images agree when one point size is within a pixel of each.
@Suite struct ScaleAgreementTests {
    typealias Image = ScaleAgreement.Image

    static func images(_ sizes: [(Int, Int, Int)]) -> [Image] {
        sizes.map { Image(file: "@\($0.0)x", scale: $0.0, width: $0.1, height: $0.2) }
    }

    /// Sizes within a pixel of some point size at every scale (rounded to nearest, down or up,
    /// or a pixel off); hand-checked.
    @Test(arguments: [
        [(1, 329, 496), (2, 657, 992), (3, 985, 1488)], // 328.5 × 496 pt (the example)
        [(2, 27, 27), (3, 40, 40)], // 13.5 pt, 40.5 rounded down
        [(2, 27, 27), (3, 41, 41)], // 13.5 pt, 40.5 rounded up
        [(1, 21, 22), (3, 64, 66)], // 21.3 pt: 21.3 and 63.9
        [(1, 32, 24), (2, 64, 49), (3, 96, 73)], // 24.4 pt high: 24.4, 48.8, 73.2
        [(1, 10, 10), (2, 21, 21), (3, 32, 32)], // 10.7 pt, every size rounded down
        [(1, 11, 11), (2, 21, 21), (3, 31, 31)], // 10.2 pt, every size rounded up
        [(1, 1, 1), (2, 1, 1)], // 0.5 pt: rounds to 1 pixel at 1x and 2x
        [(1, 324, 184), (2, 648, 366)], // 183 pt high: 184 at 1x is a pixel off (the example)
        [(1, 28, 28), (2, 54, 56)], // 27.5 pt wide: 28 at 1x, 54 at 2x a pixel off 55
    ])
    func agreeingSizesAreNoFinding(sizes: [(Int, Int, Int)]) {
        #expect(ScaleAgreement.disagreements(Self.images(sizes)) == [])
    }

    @Test func aLoneHigherScaleIsTheOneBlamedWithTheSizeThatWouldAgree() throws {
        // 28 pixels at 1x is 27–29 pt; 52 pixels at 2x is 25.5–26.5 pt.
        let found = ScaleAgreement.disagreements(Self.images([(1, 28, 28), (2, 52, 56)]))
        let only = try #require(found.count == 1 ? found.first : nil)
        #expect(only.image.scale == 2)
        #expect(only.agreeing.map(\.scale) == [1])
        #expect(only.points.width == 27...29)
        #expect(only.widths == 53...59)
        #expect(only.heights == 53...59)
        #expect(only.suggestedWidth == 56)
    }

    @Test func twoPixelsOffIsMoreThanRounding() {
        // 185 at 1x is 184–186 pt; 366 at 2x is 182.5–183.5 pt.
        let found = ScaleAgreement.disagreements(Self.images([(1, 324, 185), (2, 648, 366)]))
        #expect(found.map(\.image.scale) == [2])
        #expect(found.map(\.heights) == [367...373])
    }

    @Test func theOddImageIsBlamedEvenAtTheLowestScale() throws {
        // 2x and 3x agree on 12 pt (23/2…25/2 meets 35/3…37/3 in 11.67…12.33); 10 at 1x is 9–11 pt.
        let found = ScaleAgreement.disagreements(Self.images([(1, 10, 12), (2, 24, 24), (3, 36, 36)]))
        let only = try #require(found.count == 1 ? found.first : nil)
        #expect(only.image.scale == 1)
        #expect(only.agreeing.map(\.scale) == [2, 3])
        #expect(only.widths == 11...13)
        #expect(only.heights == 11...13)
        #expect(only.suggestedWidth == 12)
    }

    @Test func eachAxisIsItsOwnInterval() {
        // Widths agree (9 pt); heights 9 at 1x and 21 at 3x do not.
        let found = ScaleAgreement.disagreements(Self.images([(1, 9, 9), (3, 27, 21)]))
        #expect(found.map(\.image.scale) == [3])
        // A lone 1x image allows 8–10 pt, which is 23 to 31 pixels at 3x.
        #expect(found.map(\.heights) == [23...31])
    }

    @Test func threeImagesThatShareNoPairReportTwo() {
        let found = ScaleAgreement.disagreements(Self.images([(1, 10, 10), (2, 30, 30), (3, 60, 60)]))
        #expect(found.map(\.image.scale) == [2, 3])
        // 10 at 1x is 9–11 pt: 17–23 pixels at 2x, 26–34 at 3x.
        #expect(found.map(\.widths) == [17...23, 26...34])
    }
}
