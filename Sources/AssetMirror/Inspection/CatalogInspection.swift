/// What `inspect` shows of one catalog: every set with its files, formats and sizes, and the
/// catalog's structural problems. A value, built by reading headers only (no pixel is decoded).
public struct CatalogInspection: Sendable, Equatable {
    /// The catalog's path as the user gave it.
    public var path: String
    /// Every set, in the reader's walk order: nested sets right after the set they are in.
    public var sets: [SetInspection]
    /// The problems that are not about one set: a group's `Contents.json`, a link in a group.
    /// Problems about a set are in its ``SetInspection/problems``; each problem is in one place.
    public var problems: [CatalogProblem]

    public init(path: String, sets: [SetInspection], problems: [CatalogProblem]) {
        self.path = path
        self.sets = sets
        self.problems = problems
    }

    /// Inspects every set of `catalog`, reading the header of each file its sets hold or name.
    ///
    /// Files are read in parallel (`DispatchQueue.concurrentPerform`, as many at once as there
    /// are cores). Each is told by its first 512 bytes; only PNG, JPEG and PDF files are read
    /// whole, for their headers.
    public init(inspecting catalog: AssetCatalog) {
        let setIndex = Dictionary(
            catalog.sets.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let setPaths = Set(setIndex.keys)
        let rows = catalog.sets.map { InspectionRow.rows(of: $0, nestedSets: setPaths) }
        let reads = rows.flatMap { $0 }.compactMap(\.read)
        let headers = FileHeaderReading.read(
            reads.map { catalog.url(of: $0.relativePath) },
            displayPaths: reads.map { catalog.displayPath(of: $0.relativePath) },
            dataAllowed: reads.map(\.mayHoldData))
        var setProblems = Array(repeating: [CatalogProblem](), count: catalog.sets.count)
        var remaining: [CatalogProblem] = []
        for problem in catalog.problems {
            if let owner = Self.owner(of: problem.path, sets: setIndex) {
                setProblems[owner].append(problem)
            } else {
                remaining.append(problem)
            }
        }
        var next = 0
        var sets: [SetInspection] = []
        for ((set, setRows), problems) in zip(zip(catalog.sets, rows), setProblems) {
            let files = setRows.map { file -> FileInspection in
                var inspection = file.inspection
                if file.read != nil {
                    let header = headers[next]
                    (inspection.format, inspection.extent, inspection.error) = (
                        header.format, header.extent, header.error
                    )
                    next += 1
                }
                return inspection
            }
            sets.append(
                SetInspection(
                    catalogPath: catalog.path, qualifiedName: set.qualifiedName, relativePath: set.relativePath,
                    type: set.type, direction: set.type.supportsDirection ? set.direction : nil,
                    enclosingSet: set.enclosingSet, files: files, problems: problems))
        }
        self.init(path: catalog.path, sets: sets, problems: remaining)
    }

    /// The index in `sets` (set paths to indices) of the set a problem at `path` is about: the
    /// set at that path, or else the set directly holding it (its `Contents.json`, a file, a
    /// link); `nil` for problems outside every set.
    static func owner(of path: String, sets: [String: Int]) -> Int? {
        if let index = sets[path] { return index }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return sets[String(path[..<slash])]
    }

    /// How many problems there are in all, in sets and outside them.
    public var problemCount: Int { problems.count + sets.reduce(0) { $0 + $1.problems.count } }
}
