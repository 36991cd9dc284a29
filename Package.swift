// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "assetmirror",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AssetMirror", targets: ["AssetMirror"]),
        .executable(name: "assetmirror", targets: ["assetmirror"]),
    ],
    // What a build may leave out to build faster, with fewer libraries (docs/install.md): both
    // are on unless `--disable-default-traits`; `--traits Audit` turns one back on. Each has one
    // seam in the code: SwiftSymbolScanner for Audit, PopplerShim for PDFDrawing.
    traits: [
        .trait(
            name: "Audit",
            description: "The audit command's Swift reader: swift-syntax, the largest module the build compiles."),
        .trait(
            name: "PDFDrawing",
            description:
                "PDFs drawn by poppler and cairo: on the review page, and for verify's directional-name rule."),
        .default(enabledTraits: ["Audit", "PDFDrawing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Reads .assetmirror.yml. 6.x: it reports a key written twice with its line (5.x keeps
        // both silently) and its Node and Mark are Sendable.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `audit` reads Swift as the compiler does (ternaries, interpolations, multi-line
        // expressions): SwiftParser parses, SwiftOperators folds `a ? b : c` and `a == b` into
        // trees. 603 is the newest the package list has; it builds with Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // System libraries, found through pkg-config. Header-only module maps; no code.
        // (libdeflate compresses small PNGs harder than zlib can; qpdf reads and writes PDFs;
        // libxml2 checks that SVGs are well-formed, and macOS's SDK has it.)
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CLibQPDF",
            pkgConfig: "libqpdf",
            providers: [.apt(["libqpdf-dev"]), .brew(["qpdf"])]
        ),
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // poppler's GLib API draws a PDF page into cairo's SVG surface, for the review page.
        // Its .pc requires cairo's and GLib's; Homebrew's poppler is built with GLib and cairo.
        .systemLibrary(
            name: "CLibPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev", "libcairo2-dev"]), .brew(["poppler", "cairo"])]
        ),
        // C shims: each function is one whole libpng/libjpeg/libdeflate/libxml2 operation inside
        // one C frame, so every setjmp/longjmp pair stays in C.
        // CPNG calls zlib's inflate itself. On Linux Foundation happens to link libz; nothing
        // promises that on macOS (libpng's .pc lists zlib only as private), so it is named here.
        .target(name: "CPNG", dependencies: ["CLibPNG", "CLibDeflate"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CJPEG", dependencies: ["CLibJPEG"]),
        .target(name: "CXML", dependencies: ["CLibXML2"]),
        // One whole poppler + cairo operation (a PDF's first page as an SVG document in memory).
        .target(name: "CPoppler", dependencies: ["CLibPoppler"]),
        // C++ over qpdf behind a C header: each function is one whole qpdf operation, and every
        // C++ exception is caught inside it, so nothing unwinds into Swift.
        .target(name: "CQPDF", dependencies: ["CLibQPDF"]),
        // Flip kernels: SSSE3/AVX2/AVX-512 variants chosen at run time on x86_64, portable C elsewhere.
        .target(name: "CPixelKernels"),
        // A folder's entries read into a buffer the walker reuses (`getdents64`), where `opendir`
        // allocates per folder; Linux only. Not a codec: FolderWalk/OpenFolder imports it.
        .target(name: "CFolderEntries"),

        // The core. Knows nothing of the command line; only Codecs/ imports the codecs' C shims.
        .target(
            name: "AssetMirror",
            dependencies: [
                "CPNG", "CJPEG", "CXML", "CQPDF", "CPixelKernels", "CFolderEntries",
                .target(name: "CPoppler", condition: .when(traits: ["PDFDrawing"])),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftOperators", package: "swift-syntax", condition: .when(traits: ["Audit"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Audit"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Audit"])),
            ]
        ),

        // The command-line tool: parses arguments, calls the library, renders results. Its folder
        // is not Sources/assetmirror: beside Sources/AssetMirror that differs only in case, and a
        // Mac's default (case-insensitive) volume merges the two, so neither target builds.
        .executableTarget(
            name: "assetmirror",
            dependencies: [
                "AssetMirror",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/AssetMirrorCLI"
        ),

        // Benchmarks are executables, never tests.
        .executableTarget(name: "flip-kernel-benchmark", dependencies: ["AssetMirror"], path: "Benchmarks/FlipKernel"),
        .executableTarget(name: "vector-flip-benchmark", dependencies: ["AssetMirror"], path: "Benchmarks/VectorFlip"),

        // What both test targets share: the expected-file check, generated trees, and builders of
        // test inputs (hostile project files, PDFs, PNG chunks, rule examples, renders).
        .target(name: "AssetMirrorTestSupport", dependencies: ["AssetMirror"], path: "Tests/AssetMirrorTestSupport"),
        .testTarget(
            name: "AssetMirrorTests",
            // SwiftParser: to check that what `audit --fix` wrote still parses.
            dependencies: [
                "AssetMirror", "AssetMirrorTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Audit"])),
            ]
        ),
        .testTarget(
            name: "AssetMirrorCLITests",
            // The library too, to check what the binary wrote (decode images, parse JSON).
            dependencies: ["assetmirror", "AssetMirror", "AssetMirrorTestSupport"]
        ),
    ],
    // qpdf 11's headers need C++17.
    cxxLanguageStandard: .cxx17
)

// The fuzz target, for `Scripts/fuzz` only: libFuzzer supplies its `main`, so it links only in a
// build with `-sanitize=fuzzer`, and the manifest lists it only when that script asks.
if Context.environment["ASSETMIRROR_FUZZ"] != nil {
    package.targets.append(.executableTarget(name: "fuzz-mirror", dependencies: ["AssetMirror"], path: "Fuzz/Mirror"))
}

// SwiftPM plugins (docs/plugins.md): `swift package assetmirror verify|generate|set-direction`
// on the package's catalogs, and a build-tool plugin that verifies a target's catalogs on every
// build. Both run the `assetmirror` executable built from this package.
package.products += [
    .plugin(name: "AssetMirrorCommand", targets: ["AssetMirrorCommand"]),
    .plugin(name: "AssetMirrorVerify", targets: ["AssetMirrorVerify"]),
]
package.targets += [
    .plugin(
        name: "AssetMirrorCommand",
        capability: .command(
            intent: .custom(
                verb: "assetmirror",
                description: "Run assetmirror verify, generate or set-direction on the package's asset catalogs.")),
        dependencies: ["assetmirror"]
    ),
    .plugin(name: "AssetMirrorVerify", capability: .buildTool(), dependencies: ["assetmirror"]),
]
