import AppKit

let image = NSImage(systemSymbolName: "arrow.left", accessibilityDescription: "Back")
let other = UIImage(systemName: "arrow.left", withConfiguration: nil)
let fine = UIImage(systemName: "arrow.backward")
