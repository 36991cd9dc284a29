import Testing

@testable import AssetMirror

/// ``ReviewPageSize``: 20 MB is within the budget, a byte more is not.
@Suite struct ReviewPageSizeTests {
    @Test func theBudgetIsTwentyDecimalMegabytes() throws {
        #expect(ReviewPageSize.warning(byteCount: 20_000_000, name: "review.html") == nil)
        let warning = try #require(ReviewPageSize.warning(byteCount: 36_250_001, name: "review.html"))
        #expect(warning.hasPrefix("review.html is 36.3 MB (36250001 bytes), over the 20 MB"))
    }
}
