import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// ``PixelBuffer/looksLikeCircularArrow(ink:)``: an open ring most of the way round, with or
/// without a clock inside, is a circular arrow (ProtonVPN's `ic-history-back`, a clock with a
/// counter-clockwise arrow), which `directional-name-fixed` leaves alone; a hook (↶), a circled
/// arrow and a chevron are not.
@Suite struct CircularArrowTests {
    /// A `side`×`side` RGBA image, transparent, with black ink where `inked(dx, dy)`, measured
    /// from the middle (y down) in 64ths of the side.
    static func image(side: Int = 64, _ inked: (Double, Double) -> Bool) -> PixelBuffer {
        var rows: [UInt8] = []
        rows.reserveCapacity(side * side * 4)
        let scale = 64 / Double(side)
        for y in 0..<side {
            for x in 0..<side {
                let (dx, dy) = ((Double(x) + 0.5) * scale - 32, (Double(y) + 0.5) * scale - 32)
                rows += inked(dx, dy) ? [0, 0, 0, 255] : [0, 0, 0, 0]
            }
        }
        return PixelBuffer(width: side, height: side, format: .rgba8, packedRows: rows)
    }

    /// On a ring of radius 22 and stroke 5, outside a gap `gap` degrees wide centred on `at`
    /// degrees (0 is right, 90 down).
    static func ring(_ dx: Double, _ dy: Double, gap: Double, at: Double = 180) -> Bool {
        let angle = atan2(dy, dx) * 180 / .pi
        return abs((dx * dx + dy * dy).squareRoot() - 22) <= 2.5 && abs(remainder(angle - at, 360)) >= gap / 2
    }

    /// An arrowhead at `degrees` on the ring, pointing round it the way angles grow (clockwise,
    /// y down) when `clockwise`, else the other way.
    static func head(_ dx: Double, _ dy: Double, at degrees: Double, clockwise: Bool) -> Bool {
        let end = degrees * .pi / 180
        let (px, py) = (dx - 22 * cos(end), dy - 22 * sin(end))
        let along = (-px * sin(end) + py * cos(end)) * (clockwise ? 1 : -1)
        let across = px * cos(end) + py * sin(end)
        return along >= 0 && along <= 9 && abs(across) <= 8 * (1 - along / 9)
    }

    /// A clock's hands: one up to 12, one to 4 o'clock.
    static func hands(_ dx: Double, _ dy: Double) -> Bool {
        (abs(dx) <= 1.5 && dy <= 0 && dy >= -14) || (abs(dy - dx * 0.58) <= 1.5 && dx >= 0 && dx <= 10)
    }

    @Test func anOpenRingWithAnArrowheadIsACircularArrowWithOrWithoutAClock() {
        // ↺ open at the left (160° to 200°), its head at 200° pointing into the gap.
        let counterclockwise = Self.image { dx, dy in
            Self.ring(dx, dy, gap: 40) || Self.head(dx, dy, at: -160, clockwise: false)
        }
        let history = Self.image { dx, dy in
            Self.ring(dx, dy, gap: 40) || Self.head(dx, dy, at: -160, clockwise: false) || Self.hands(dx, dy)
        }
        #expect(!counterclockwise.looksSymmetric())
        #expect(counterclockwise.looksLikeCircularArrow())
        #expect(history.looksLikeCircularArrow())
        #expect(history.flippedHorizontally().looksLikeCircularArrow())
        // At 600 pixels a centre on the first, coarse grid can be pixels off the ring's.
        let large = Self.image(side: 600) { dx, dy in
            Self.ring(dx, dy, gap: 40) || Self.head(dx, dy, at: -160, clockwise: false) || Self.hands(dx, dy)
        }
        #expect(large.looksLikeCircularArrow())
    }

    /// A broken ring around a chevron (a stylised back button) has no barb by its gap: it is
    /// not a circular arrow, and its chevron points a way.
    @Test func anOpenRingWithoutABarbIsNot() {
        let ringed = Self.image { dx, dy in
            Self.ring(dx, dy, gap: 40, at: 0) || (dx >= -6 && dx <= 4 && abs(abs(dy) - (dx + 6)) <= 2)
        }
        #expect(!ringed.looksSymmetric())
        #expect(!ringed.looksLikeCircularArrow())
    }

    @Test func aHookACircledArrowAndAChevronAreNot() {
        // ↶: the upper half of the ring, a head at its left end.
        let hook = Self.image { dx, dy in
            Self.ring(dx, dy, gap: 180, at: 90) || Self.head(dx, dy, at: 180, clockwise: false)
        }
        // A closed ring around an arrow pointing right.
        let circled = Self.image { dx, dy in
            Self.ring(dx, dy, gap: 0) || (abs(dy) <= 1.5 && dx >= -12 && dx <= 4)
                || (dx >= 4 && dx <= 12 && abs(dy) <= 8 * (12 - dx) / 8)
        }
        let chevron = Self.image { dx, dy in dx >= -8 && dx <= 8 && abs(abs(dy) - (8 - dx)) <= 2.5 }
        #expect(!hook.looksLikeCircularArrow())
        #expect(!circled.looksLikeCircularArrow())
        #expect(!chevron.looksLikeCircularArrow())
    }

    /// A catalog holding one set, `name`, whose one image is the rule examples' circular arrow,
    /// verified.
    static func verifyCircularArrow(named name: String) throws -> VerificationResult {
        let folder = try TemporaryFolder()
        let arrow = RuleExampleFolder.pixels(width: 32, height: 32, drawing: .circularArrow)
        let contents = #"{"images":[{"idiom":"universal","filename":"h.png"}],"info":{"author":"xcode","version":1}}"#
        _ = try folder.write("A.xcassets/\(name).imageset/Contents.json", Array(contents.utf8))
        _ = try folder.write("A.xcassets/\(name).imageset/h.png", try PNGCodec().encodeRGBA8(arrow))
        return Verifier(jobs: 1).verify([try AssetCatalog(reading: folder.url("A.xcassets"), path: "A.xcassets")])
    }

    /// Material mirrors undo and redo whatever they are drawn as: an undo drawn as a circular
    /// arrow is reported like any other.
    @Test func anUndoDrawnAsACircularArrowIsStillReported() throws {
        let result = try Self.verifyCircularArrow(named: "editor_undo")
        #expect(result.findings.map(\.ruleID.rawValue) == ["directional-name-fixed"])
        #expect(result.leftAlone == [])
    }

    @Test func aHistoryButtonDrawnAsACircularArrowIsLeftAloneAndSaysWhy() throws {
        let result = try Self.verifyCircularArrow(named: "history_back")
        #expect(result.findings.map(\.ruleID.rawValue) == [])
        #expect(result.leftAlone.map(\.path) == ["A.xcassets/history_back.imageset"])
        #expect(
            result.leftAlone.first?.reason.hasPrefix(
                "named like a directional image (\"back\"), but its drawing is a circular arrow") == true)
    }
}
