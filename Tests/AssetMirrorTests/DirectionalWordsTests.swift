import Testing

@testable import AssetMirror

/// `directional-name-fixed`'s vocabulary (issue 13.5): which names say an image points along the
/// reading direction, and which only look as if they did.
@Suite struct DirectionalWordsTests {
    static let words = DirectionalWords(Configuration())

    /// Names from real catalogs that are not directions, each for the reason its group gives.
    @Test(arguments: [
        // Places and brands: a side of the screen, an alignment, a padding, a logo.
        "left_menu_icon_settings", "leftPanelBackground", "studentWordmarkLeftAligned", "FireLeftPadded",
        "logo-arrow", "brand_chevron", "voice_broadcast_time_left",
        // Up and down in any spelling, and what steps down a page.
        "arrow_upward", "arrow_downward", "ArrowDownwards", "scroll-top-arrow", "chevron_bottom", "up-next",
        "backUp", "find_next", "find-previous-dark", "searchResultNext",
        // Real-world turns and headings.
        "widget_next_turn", "maneuver-left", "compass-arrow", "heading_arrow", "north-arrow",
        // Media transport and circular arrows keep the way tape and clocks run.
        "miniplayer-skip-forward", "settings_headphone_controls_skip_back", "playlist_next", "player_arrow_close",
        "siri_chapter_previous", "voice_broadcast_backward_30s", "arrow.counterclockwise",
        "arrow.triangle.2.circlepath",
        // SF Symbols the table calls symmetric.
        "arrow.up.and.down.and.arrow.left.and.right", "arrow.left.and.right",
    ])
    func notDirectional(name: String) {
        #expect(Self.words.firstMatch(in: name) == nil)
    }

    /// Names that point along the reading direction, and the word that says so.
    @Test(arguments: [
        ("ic_arrow_back", "arrow"), ("icons-system-arrow-right", "arrow"), ("toolbar-forward", "forward"),
        ("Chevron-Double-Right-16", "Chevron"), ("Arrow-Top-Left-16", "Left"), ("arrow-up-right", "right"),
        ("Indent_increase", "Indent"), ("room_context_menu_reply", "reply"), ("BrowseNext", "Next"),
        ("Chevron-Forward-24-small", "Chevron"), ("arrow.uturn.backward.circle", "arrow"),
        ("chevron.right#accessory", "chevron"), ("rectangle.portrait.and.arrow.right", "arrow"),
    ])
    func directional(name: String, word: String) {
        #expect(Self.words.firstMatch(in: name) == word)
    }

    /// Every built-in word is grounded: it is a word of a Material icon that mirrors in
    /// right-to-left layouts, or a direction token of SF Symbols, or Material's spelling of it is.
    @Test func everyBuiltInWordIsInThePublicLists() {
        let material = Set(MaterialMirroredIcons.names.flatMap { $0.split(separator: "_").map(String.init) })
        let symbolTokens = Set(
            SymbolDirectionTable.standard.rows.flatMap { $0.name.split(separator: ".").map(String.init) }
        ).intersection(["left", "right", "forward", "backward", "leading", "trailing"])
        for word in DirectionalWords.defaults {
            let spelled = DirectionalWords.materialSpelling[word] ?? [word]
            #expect(
                spelled.allSatisfy(material.contains) || symbolTokens.contains(word), "\(word) is in neither list")
        }
        #expect(MaterialMirroredIcons.names == MaterialMirroredIcons.names.sorted())
        #expect(MaterialMirroredIcons.names.contains("arrow_back") && MaterialMirroredIcons.names.contains("send"))
    }

    @Test func theWordListInForceStillGoverns() {
        var none = Configuration()
        none.directionalWords = []
        #expect(DirectionalWords(none).firstMatch(in: "chevron.right") == nil)
        #expect(DirectionalWords(none).firstMatch(in: "ic_arrow_back") == nil)
    }
}
