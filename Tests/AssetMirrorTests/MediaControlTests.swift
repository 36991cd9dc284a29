import AssetMirrorTestSupport
import Testing

@testable import AssetMirror

/// ``PixelBuffer/looksLikeMediaControl(ink:)``: triangles pointing one way with or without bars are
/// media controls (vlc-ios's ⏭ `MiniNext`, ⏩ `forwardIcon`), which `directional-name-fixed`
/// leaves alone; a lone triangle, an arrow and a chevron are not.
@Suite struct MediaControlTests {
    /// A 32×32 RGBA image, transparent, with black ink where `inked(x, y)`.
    static func image(_ inked: (Double, Double) -> Bool) -> PixelBuffer {
        var rows: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 { rows += inked(Double(x) + 0.5, Double(y) + 0.5) ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        }
        return PixelBuffer(width: 32, height: 32, format: .rgba8, packedRows: rows)
    }

    /// A triangle pointing right, its vertical base at `base`, its tip at `tip`, 16 pixels high.
    static func triangle(_ x: Double, _ y: Double, base: Double, tip: Double) -> Bool {
        guard x >= base, x <= tip else { return false }
        return abs(y - 16) <= 8 * (tip - x) / (tip - base)
    }

    @Test func skipForwardAndFastForwardAreMediaControls() {
        let skip = Self.image { x, y in
            Self.triangle(x, y, base: 4, tip: 20) || (x >= 23 && x <= 27 && abs(y - 16) <= 8)
        }
        let fast = Self.image { x, y in Self.triangle(x, y, base: 2, tip: 16) || Self.triangle(x, y, base: 14, tip: 30)
        }
        #expect(skip.looksLikeMediaControl())
        #expect(fast.looksLikeMediaControl())
        // Mirrored (⏮ ⏪) too.
        #expect(skip.flippedHorizontally().looksLikeMediaControl())
    }

    @Test func aLoneTriangleAnArrowAndAChevronAreNot() {
        let lone = Self.image { x, y in Self.triangle(x, y, base: 8, tip: 24) }
        let arrow = Self.image { x, y in
            (x >= 2 && x < 16 && abs(y - 16) <= 2) || Self.triangle(x, y, base: 16, tip: 30)
        }
        let chevron = Self.image { x, y in x >= 8 && x <= 24 && abs(abs(y - 16) - (24 - x)) <= 2 }
        // Two triangles pointing opposite ways (◀▶) point no single way: not a transport control.
        let apart = Self.image { x, y in
            Self.triangle(x, y, base: 18, tip: 30) || Self.triangle(32 - x, y, base: 18, tip: 30)
        }
        #expect(!lone.looksLikeMediaControl())
        #expect(!arrow.looksLikeMediaControl())
        #expect(!chevron.looksLikeMediaControl())
        #expect(!apart.looksLikeMediaControl())
    }
}
