/// The sources of a page's files, made on several workers, each PDF drawn once however many
/// files hold its bytes.
///
/// A catalog often holds the same PDF in several sets (one chevron as `back`, `forward` and
/// `disclosure`); each drawing costs a child process (``PDFPageSVG``), so PDFs with the same
/// bytes are drawn once and the others take that drawing. The page is the same, byte for byte, as
/// when each file is drawn on its own: a PDF's source depends on its bytes alone
/// (``ReviewImageSource/pdf(_:limits:)-(([UInt8],_))``).
struct ReviewImageBatch {
    /// One source per file, in the files' order.
    var sources: [ReviewImageSource]
    /// How many PDF sources were made from bytes (each read by qpdf, then drawn by poppler unless
    /// refused first): one per distinct content among the PDFs that could be read.
    var pdfDrawings: Int
    /// One each, in the files' order: whether the file's image is a dark glyph
    /// (``ReviewDarkGlyph``), which the page tints on its black tile.
    var darkGlyphs: [Bool]

    /// The sources of `files` on up to `jobs` workers. PDFs are first grouped by their length and
    /// a hash of their bytes (the files are read and let go, so no more than one file per worker
    /// is held at a time); each group is then one piece of work, whose files are read again and
    /// compared byte for byte with the ones drawn before them in the group, so that two files
    /// with the same hash but other bytes are each drawn. Every other file is made on its own
    /// (``ReviewImageSource/make(for:limits:)``).
    init(_ files: [ReviewFile], jobs: Int, limits: DecodeLimits) {
        let keys = ParallelWork.map(count: files.count, jobs: jobs) { index -> ContentKey? in
            let file = files[index]
            guard file.error == nil, file.format == .pdf,
                let bytes = try? FileContents.read(file.url.path),
                bytes.count <= ReviewImageSource.embedLimit
            else { return nil }
            return ContentKey(bytes)
        }
        var grouped: [[Int]] = []
        var groupOfKey: [ContentKey: Int] = [:]
        for (index, key) in keys.enumerated() {
            guard let key else {
                grouped.append([index])
                continue
            }
            if let group = groupOfKey[key] {
                grouped[group].append(index)
            } else {
                groupOfKey[key] = grouped.count
                grouped.append([index])
            }
        }
        let groups = grouped
        let made = ParallelWork.map(count: groups.count, jobs: jobs) {
            group -> (sources: [ReviewImageSource], drawings: Int) in
            let members = groups[group]
            guard keys[members[0]] != nil else {
                return ([ReviewImageSource.make(for: files[members[0]], limits: limits)], 0)
            }
            var drawn: [(bytes: [UInt8], source: ReviewImageSource)] = []
            var sources: [ReviewImageSource] = []
            for member in members {
                let bytes: [UInt8]
                do {
                    bytes = try FileContents.read(files[member].url.path)
                } catch {
                    sources.append(.placeholder("\(error)"))
                    continue
                }
                if let earlier = drawn.first(where: { $0.bytes == bytes }) {
                    sources.append(earlier.source)
                } else {
                    let source = ReviewImageSource.pdf(bytes, limits: limits)
                    drawn.append((bytes, source))
                    sources.append(source)
                }
            }
            return (sources, drawn.count)
        }
        var sources = [ReviewImageSource?](repeating: nil, count: files.count)
        for (members, result) in zip(groups, made) {
            for (member, source) in zip(members, result.sources) { sources[member] = source }
        }
        let all = sources.map { $0! }
        self.sources = all
        self.pdfDrawings = made.reduce(0) { $0 + $1.drawings }
        darkGlyphs = ParallelWork.map(count: all.count, jobs: jobs) { index in
            all[index].dataURI.map(ReviewDarkGlyph.isDark(dataURI:)) ?? false
        }
    }

    /// A file's length and a hash of its bytes: equal for equal bytes, and, within one run,
    /// almost never equal for other bytes (the bytes are compared before a drawing is shared).
    struct ContentKey: Hashable, Sendable {
        var count: Int
        var hash: Int

        init(_ bytes: [UInt8]) {
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            count = bytes.count
            hash = hasher.finalize()
        }
    }
}
