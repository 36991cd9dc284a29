import SwiftUI
import UIKit

// `if`/`else` and `switch` on the layout direction: one finding each, never rewritten.
struct Pager: View {
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        if layoutDirection == .rightToLeft {
            Image(systemName: "chevron.right")
        } else {
            Image(systemName: "chevron.left")
        }
    }

    var nextName: String {
        switch layoutDirection {
        case .rightToLeft: return "arrow.left"
        case .leftToRight: return "arrow.right"
        @unknown default: return "arrow.right"
        }
    }

    func backName(isRightToLeft: Bool) -> String {
        let name: String
        if isRightToLeft { name = "chevron.right" } else { name = "chevron.left" }
        return name
    }

    func expression() -> String {
        let name =
            if UIApplication.shared.userInterfaceLayoutDirection == .leftToRight { "chevron.left" } else {
                "chevron.right"
            }
        return name
    }
}

func back(in view: UIView) -> UIImage? {
    switch view.effectiveUserInterfaceLayoutDirection {
    case .rightToLeft:
        return UIImage(systemName: "chevron.right")
    default:
        return UIImage(systemName: "chevron.left")
    }
}
