import Testing

@testable import AssetMirror

@Suite struct AssetNameSidesTests {
    @Test(arguments: [
        ("back-left", "back-right"), ("arrow_right", "arrow_left"), ("chevronLeft", "chevronRight"),
        ("ARROW_LEFT", "ARROW_RIGHT"), ("Left", "Right"), ("chevron.left.custom", "chevron.right.custom"),
        ("rectangle.lefthalf", "rectangle.righthalf"), ("RTLLeft2", "RTLRight2"),
        ("Onboarding/back-left", "Onboarding/back-right"),
        ("left-or-right", "right-or-left"), ("flèche-left", "flèche-right"), ("TopLeftCorner", "TopRightCorner"),
        ("arrow.RIGHT", "arrow.LEFT"),
    ])
    func sidesSwap(name: String, swapped: String) {
        #expect(AssetNameSides.swapped(name) == swapped)
    }

    @Test(arguments: ["bright", "copyright", "leftover", "Rightsholder", "lEfT", "ultraright", "back", "flèche"])
    func wordsThatOnlyContainASideAreKept(name: String) {
        #expect(AssetNameSides.swapped(name) == nil)
    }

    @Test func bothSides() {
        #expect(AssetNameSides.hasBothSides("arrow-left-right"))
        #expect(AssetNameSides.hasBothSides("leftRightArrow"))
        #expect(!AssetNameSides.hasBothSides("arrow-left"))
    }
}
