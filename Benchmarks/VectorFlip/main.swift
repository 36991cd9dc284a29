// Files per second for folders of PDF and SVG icons, through the library as `assetmirror flip`
// runs them (FlipPlan, then FlipRunner on every core, each file read, mirrored and written
// atomically), and what the mirrors weigh against their inputs.
//
//     swift build -c release --product vector-flip-benchmark
//     .build/release/vector-flip-benchmark [--copies N] [--repeat K]
//
// Run from the repository root. Corpora, made under the temporary folder:
// - fixture-pdf / fixture-svg: the renderable fixtures of TestAssets/PDF and TestAssets/SVG,
//   copied until there are N files of each (default 300), each copy made distinct (a PDF gets a
//   comment after %%EOF, an SVG one before its root), so no two files are the same bytes;
// - adwaita-svg / adwaita-pdf, when /usr/share/icons/Adwaita/scalable exists (Debian's
//   adwaita-icon-theme): real icons, and the same icons as PDFs made by `rsvg-convert -f pdf`
//   (cairo, as many drawing tools write them), when rsvg-convert is installed.

import AssetMirror
import Foundation

struct Corpus {
    var name: String
    var folder: URL
}

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}
let copies = option("--copies", default: 300)
let repeats = option("--repeat", default: 3)
let fileManager = FileManager.default
let work = fileManager.temporaryDirectory.appendingPathComponent(
    "assetmirror-vector-bench-\(ProcessInfo.processInfo.processIdentifier)")
try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? fileManager.removeItem(at: work) }

let assets = URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("TestAssets")
let renderablePDFs = [
    "simple.pdf", "flate.pdf", "object-streams.pdf", "inherited-boxes.pdf", "cropbox.pdf", "rotate-90.pdf",
    "multipage.pdf",
    "multipage-object-streams.pdf", "unbalanced-q.pdf", "contents-array.pdf", "incremental.pdf",
]
let renderableSVGs = [
    "viewbox.svg", "viewbox-offset.svg", "no-viewbox.svg", "units-pt.svg", "units-in-cm.svg", "text.svg", "nested.svg",
    "aspect-xmin.svg", "aspect-slice.svg", "prolog.svg", "prefixed.svg",
]

func makeFixtureCorpus(_ name: String, folder: String, files: [String], variant: (Data, Int) -> Data) throws -> Corpus {
    let destination = work.appendingPathComponent(name)
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    let sources = try files.map {
        try Data(contentsOf: assets.appendingPathComponent(folder).appendingPathComponent($0))
    }
    for index in 0..<copies {
        let file = files[index % files.count]
        try variant(sources[index % files.count], index).write(
            to: destination.appendingPathComponent("\(index)-\(file)"))
    }
    return Corpus(name: name, folder: destination)
}

var corpora: [Corpus] = []
corpora.append(
    try makeFixtureCorpus("fixture-pdf", folder: "PDF", files: renderablePDFs) { data, index in
        data + Data("% copy \(index)\n".utf8)
    })
corpora.append(
    try makeFixtureCorpus("fixture-svg", folder: "SVG", files: renderableSVGs) { data, index in
        var text = String(decoding: data, as: UTF8.self)
        let root = text.range(of: "<svg ")?.lowerBound ?? text.range(of: "<svg:svg")!.lowerBound
        text.insert(contentsOf: "<!-- copy \(index) -->\n", at: root)
        return Data(text.utf8)
    })

let adwaita = URL(fileURLWithPath: "/usr/share/icons/Adwaita/scalable")
if let walker = fileManager.enumerator(at: adwaita, includingPropertiesForKeys: nil) {
    let svgs = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "svg" }.sorted { $0.path < $1.path }
    let svgFolder = work.appendingPathComponent("adwaita-svg")
    try fileManager.createDirectory(at: svgFolder, withIntermediateDirectories: true)
    for (index, svg) in svgs.enumerated() {
        try fileManager.copyItem(at: svg, to: svgFolder.appendingPathComponent("\(index)-\(svg.lastPathComponent)"))
    }
    corpora.append(Corpus(name: "adwaita-svg", folder: svgFolder))
    let rsvg = ["/usr/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        fileManager.isExecutableFile(atPath: $0)
    }
    if let rsvg {
        let pdfFolder = work.appendingPathComponent("adwaita-pdf")
        try fileManager.createDirectory(at: pdfFolder, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: svgFolder.path).sorted() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: rsvg)
            process.arguments = [
                "-f", "pdf", "-o",
                pdfFolder.appendingPathComponent(name.replacingOccurrences(of: ".svg", with: ".pdf")).path,
                svgFolder.appendingPathComponent(name).path,
            ]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        corpora.append(Corpus(name: "adwaita-pdf", folder: pdfFolder))
    }
}

let jobs = ProcessInfo.processInfo.activeProcessorCount
print("\(jobs) cores; \(repeats) runs per corpus, fastest kept; each run plans, mirrors and writes every file.\n")
print("| corpus | files | files/s | input KB | output KB | output/input | failed |")
print("|---|---:|---:|---:|---:|---:|---:|")
for corpus in corpora {
    var best: FlipSummary?
    for run in 0..<repeats {
        let output = work.appendingPathComponent("out-\(corpus.name)-\(run)")
        let plan = try FlipPlan(inputs: [corpus.folder], output: .outputDirectory(output))
        let summary = FlipRunner(jobs: jobs).run(plan)
        if best == nil || summary.elapsed < best!.elapsed { best = summary }
        try? fileManager.removeItem(at: output)
    }
    let summary = best!
    let ratio = summary.bytesIn == 0 ? 0 : Double(summary.bytesOut) / Double(summary.bytesIn)
    print(
        "| \(corpus.name) | \(summary.results.count) | \(String(format: "%.0f", summary.filesPerSecond)) | "
            + "\(String(format: "%.1f", Double(summary.bytesIn) / 1000)) | \(String(format: "%.1f", Double(summary.bytesOut) / 1000)) | "
            + "\(String(format: "%.3f", ratio)) | \(summary.failed) |")
    for failure in summary.failures.prefix(3) { print("  failed: \(failure)") }
}
