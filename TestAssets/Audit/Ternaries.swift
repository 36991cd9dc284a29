import AppKit
import SwiftUI
import UIKit

// Ternaries on the layout direction whose branches are counterparts: one finding each, naming
// the direction-aware symbol the left-to-right branch means.
struct BackButton: View {
    @Environment(\.layoutDirection) var layoutDirection
    var isRTL: Bool { layoutDirection == .rightToLeft }

    var body: some View {
        VStack {
            Image(systemName: layoutDirection == .rightToLeft ? "chevron.right" : "chevron.left")
            Image(systemName: layoutDirection == .leftToRight ? "chevron.left" : "chevron.right")
            Image(systemName: layoutDirection != .rightToLeft ? "arrow.right" : "arrow.left")
            Image(
                systemName: isRTL
                    ? "arrow.uturn.right"
                    : "arrow.uturn.left"
            )
            Label("Reply", systemImage: !isRTL ? "arrowshape.turn.up.left" : "arrowshape.turn.up.right")
            Image(systemName: layoutDirection == direction ? "chevron.left" : "chevron.right")
        }
    }
}

final class BackCell: UITableViewCell {
    func configure() {
        imageView?.image = UIImage(
            systemName: effectiveUserInterfaceLayoutDirection == .rightToLeft ? "chevron.right" : "chevron.left")
        accessoryView = UIImageView(
            image: UIImage(systemName: semanticContentAttribute == .forceRightToLeft ? "arrow.left" : "arrow.right"))
    }
}

final class BackView: NSView {
    func back() -> NSImage? {
        NSImage(
            systemSymbolName: userInterfaceLayoutDirection == .rightToLeft ? "chevron.right" : "chevron.left",
            accessibilityDescription: "Back")
    }
}

// Counterparts on a condition that is not the layout direction: which is which is unknown.
func disclosure(isCollapsed: Bool) -> Image {
    Image(systemName: isCollapsed ? "sidebar.left" : "sidebar.right")
}
