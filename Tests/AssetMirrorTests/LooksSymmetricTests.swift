import Testing

@testable import AssetMirror

/// Whether an image looks the same mirrored, for `directional-name-fixed` (issue 13.5).
@Suite struct LooksSymmetricTests {
    /// A gray8 image from rows of characters: `#` is 255, `+` is 250 (within the tolerance of
    /// 255), `.` is 0.
    static func gray(_ rows: [String]) -> PixelBuffer {
        let values: [UInt8] = rows.flatMap { row in row.map { $0 == "#" ? 255 : $0 == "+" ? 250 : 0 } }
        return PixelBuffer(width: rows[0].count, height: rows.count, format: .gray8, packedRows: values)
    }

    @Test func aChevronPointingDownLooksSymmetricOneRightDoesNot() {
        let down = Self.gray([".......", "#.....#", ".#...#.", "..#.#..", "...#..."])
        let right = Self.gray([".......", "#......", ".##....", "...##..", ".##....", "#......"])
        #expect(down.looksSymmetric())
        #expect(!right.looksSymmetric())
    }

    @Test func aGlyphHalfAPixelOffCentreAndNearlyEqualSamplesStillLookSymmetric() {
        // Centred on column 3.5 of 8 (one pixel left of the canvas's centre), with one sample
        // 5 levels off its mirror's.
        #expect(Self.gray(["........", "#.....#.", ".#...+..", "..#.#...", "...#...."]).looksSymmetric())
    }

    @Test func aStrokeAlongOneEdgeIsNotLostOffTheEdge() {
        // Shifting the mirror a pixel must not drop the edge column from the comparison.
        #expect(!Self.gray(["....", "#...", "#...", "##.."]).looksSymmetric())
    }

    /// owncloud/ios-app's `chevron-small` is a chevron pointing down, drawn six pixels right of
    /// its canvas's centre: its shape points no way, wherever it sits.
    @Test func aSymmetricGlyphOffCentreLooksSymmetric() {
        // Centred on column 7 of 11, two right of the canvas's centre.
        let down = Self.gray(["...........", "....#.....#", ".....#...#.", "......#.#..", ".......#..."])
        #expect(down.mirrorChange() == 0)
    }

    @Test func mirrorChangeIsTheShareOfTheDrawingThatMoves() {
        // Counted by hand at the best of three placements, about the drawing's own centre: a
        // bar along the left edge is its own mirror; a triangle pointing right keeps half.
        #expect(Self.gray(["....", "#...", "#...", "#..."]).mirrorChange() == 0)
        let right = Self.gray(["..........", "....#.....", ".....##...", ".......##.", ".....##...", "....#....."])
        #expect(right.mirrorChange() == 0.5)
        #expect(Self.gray(["#..#", ".##."]).mirrorChange() == 0)
    }

    /// A JPEG with EXIF orientation 5–8 shows its stored rows as columns: symmetric as displayed
    /// is symmetric top to bottom as stored.
    @Test func acrossRowsComparesTopWithBottom() {
        let storedSideways = Self.gray(["....", "#...", ".#..", "..#.", ".#..", "#...", "...."])
        #expect(storedSideways.looksSymmetric(acrossRows: true))
        #expect(!storedSideways.looksSymmetric())
    }

    /// Palette images compare indices: a palette chevron pointing down is symmetric.
    @Test func paletteIndicesCompareExactly() {
        let down: [UInt8] = [0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0]
        let right: [UInt8] = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0]
        #expect(PixelBuffer(width: 5, height: 4, format: .indexed8, packedRows: down).looksSymmetric())
        #expect(!PixelBuffer(width: 5, height: 4, format: .indexed8, packedRows: right).looksSymmetric())
    }
    /// An 8-bit RGBA image from rows of characters, each character a pixel of `palette`.
    static func rgba(_ rows: [String], _ palette: [Character: [UInt8]]) -> PixelBuffer {
        PixelBuffer(
            width: rows[0].count, height: rows.count, format: .rgba8,
            packedRows: rows.flatMap { row in row.flatMap { palette[$0]! } })
    }

    /// OsmAnd's `ic_custom_navigation_arrow`: a map cursor pointing up, opaque on its left half
    /// and half opaque on its right, the way a lit side is drawn. Its shape points no way.
    @Test func aShapeShadedByOpacityOnOneSideLooksSymmetric() {
        let lit: [Character: [UInt8]] = [
            ".": [0, 0, 0, 0], "#": [255, 136, 0, 255], "+": [255, 136, 0, 128], "-": [255, 136, 0, 100],
        ]
        let cursor = ["...#+...", "..##++..", ".###+++.", "####++++"]
        #expect(Self.rgba(cursor, lit).mirrorChange() == 0)
        // Under half opaque, the right half is not covered: the shape itself differs.
        let faint = cursor.map { String($0.map { $0 == "+" ? "-" : $0 }) }
        #expect(!Self.rgba(faint, lit).looksSymmetric())
    }

    /// Grey with alpha reads its cover from its second sample: a shape lit on one side points
    /// no way there too, and a faint half does not cover.
    @Test func greyWithAlphaIsSeenAsShapeAndColour() {
        func grayAlpha(_ rows: [String], _ pixels: [Character: [UInt8]]) -> PixelBuffer {
            PixelBuffer(
                width: rows[0].count, height: rows.count, format: .grayAlpha8,
                packedRows: rows.flatMap { row in row.flatMap { pixels[$0]! } })
        }
        let shades: [Character: [UInt8]] = [".": [0, 0], "#": [40, 255], "+": [40, 128], "-": [40, 100]]
        let cursor = ["...#+...", "..##++..", ".###+++.", "####++++"]
        #expect(grayAlpha(cursor, shades).mirrorChange() == 0)
        #expect(!grayAlpha(cursor.map { String($0.map { $0 == "+" ? "-" : $0 }) }, shades).looksSymmetric())
    }

    /// alpha-wallet-ios's `activitySend`: a white arrow on an opaque green disc. The disc is
    /// symmetric; the arrow, told from it by colour alone, is not.
    @Test func colourCountsWhereBothPixelsAreSeen() {
        let disc: [Character: [UInt8]] = ["g": [110, 190, 70, 255], "w": [255, 255, 255, 255]]
        #expect(
            !Self.rgba(["gggggg", "gwgggg", "ggwwgg", "ggggwg", "ggwwgg", "gwgggg", "gggggg"], disc).looksSymmetric())
        // A transparent pixel's stored colour is not seen: black on the left, white on the right.
        let clear: [Character: [UInt8]] = ["b": [0, 0, 0, 0], "w": [255, 255, 255, 0], "#": [0, 0, 0, 255]]
        #expect(Self.rgba(["bbbwww", "bb##ww", "b####w"], clear).mirrorChange() == 0)
    }
}
