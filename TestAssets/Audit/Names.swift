import SwiftUI

// Names that do not sit directly in a system image API: notes, never rewritten; a ternary on
// the layout direction is one finding wherever it stands.
struct Toolbar {
    var iconName = "arrow.right"
    var isRTL: Bool { UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft }

    mutating func setUp() {
        iconName = "arrow.right"
        let arrow = isRTL ? "arrow.left" : "arrow.right"
        iconButton(name: "arrow.left")
        _ = symbolAttachment("arrow.up.right")
        _ = Image(systemName: arrow)
        _ = "Go left"
        _ = "chevron.left \(arrow)"
    }

    func iconButton(name: String) {}
    func symbolAttachment(_ name: String) -> String { name }
}
