// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    targets: [
        .target(name: "UI", resources: [.process("Resources")]),
        .target(name: "Icons", path: "Custom/Icons", exclude: ["Old"]),
        .testTarget(name: "UITests", dependencies: ["UI"]),
    ]
)
