import AssetMirror

/// `inspect`'s table: one block per catalog, one row per file (a set without files gets one
/// row), columns aligned with spaces, no colour, so it reads the same on a terminal and in a
/// CI log.
///
///     Demo.xcassets (target Demo): 12 sets, 16 files, no problems
///       NAME             TYPE      DIRECTION      FILE         FORMAT  SIZE   SLOT
///       Navigation/back  imageset  left-to-right  back.png     PNG     24×24  universal 1x
///                                                 back@2x.png  PNG     48×48  universal 2x
///
/// Sets nested in another set (image-stack layers, sprite-atlas images) are indented under it.
/// Problems follow the set they are about, then the catalog's own problems.
enum InspectTextReport {
    static let header = ["NAME", "TYPE", "DIRECTION", "FILE", "FORMAT", "SIZE", "SLOT"]

    /// The whole report; catalogs that could not be read are left out (stderr says why).
    static func text(_ catalogs: [InspectedCatalog]) -> String {
        catalogs.compactMap { catalog -> String? in
            guard case .inspected(let inspection, let targets) = catalog else { return nil }
            return block(inspection, targets: targets)
        }.joined(separator: "\n")
    }

    /// One catalog: a summary line, the table, and the problems.
    static func block(_ inspection: CatalogInspection, targets: [String] = []) -> String {
        var lines = [summary(inspection, targets: targets)]
        var rows: [[String]] = [header]
        // Lines that are not table rows, by the index of the row they follow.
        var notes: [Int: [String]] = [:]
        let depths = nestingDepths(inspection.sets)
        for set in inspection.sets {
            let name = String(repeating: "  ", count: depths[set.relativePath] ?? 0) + set.qualifiedName
            let setColumns = [name, set.type.folderExtension, set.direction?.rawValue ?? "-"]
            if set.files.isEmpty { rows.append(setColumns) }
            for (index, file) in set.files.enumerated() {
                let first = index == 0 ? setColumns : ["", "", ""]
                var row = first + [file.name, format(file), size(file), slot(file, in: set)]
                if let error = file.error { row.append("error: " + error) }
                rows.append(row)
            }
            for problem in set.problems {
                notes[rows.count - 1, default: []].append(
                    "    problem: \(display(problem.path, in: inspection)): \(problem)")
            }
        }
        let table = aligned(rows)
        for (index, row) in table.enumerated() {
            lines.append("  " + row)
            lines += notes[index] ?? []
        }
        lines += inspection.problems.map { "  problem: \(display($0.path, in: inspection)): \($0)" }
        // Each line escaped whole, so that a name holding a line break stays on its row.
        return lines.map { OutputText.line($0) + "\n" }.joined()
    }

    /// `App/Assets.xcassets (targets App, Widget): 12 sets, 16 files, no problems`.
    static func summary(_ inspection: CatalogInspection, targets: [String] = []) -> String {
        let files = inspection.sets.reduce(0) { $0 + $1.files.count }
        let problems = inspection.problemCount
        let built =
            targets.isEmpty ? "" : " (\(targets.count == 1 ? "target" : "targets") \(targets.joined(separator: ", ")))"
        return "\(inspection.path)\(built): \(count(inspection.sets.count, "set")), \(count(files, "file")), "
            + (problems == 0 ? "no problems" : count(problems, "problem"))
    }

    static func format(_ file: FileInspection) -> String {
        file.format?.displayName ?? "-"
    }

    /// `48×48`; `vector 24×24 pt` for a PDF whose page box was found; `vector` for SVG; `-`
    /// when unknown.
    static func size(_ file: FileInspection) -> String {
        switch file.extent {
        case .pixels(let width, let height): "\(width)×\(height)"
        case .points(let width, let height): "vector \(number(width))×\(number(height)) pt"
        case nil: file.isVector ? "vector" : "-"
        }
    }

    /// The slot label; for sets whose entries differ in direction, the entry's direction too.
    static func slot(_ file: FileInspection, in set: SetInspection) -> String {
        guard var slot = file.slot else { return "" }
        if set.direction == .both || set.direction == .inconsistent {
            slot += " " + (file.languageDirection ?? "no direction")
        }
        return slot
    }

    /// Whole numbers without a fraction (`24`), others in Swift's shortest form (`24.5`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// How deep each set is nested in others, by its path.
    static func nestingDepths(_ sets: [SetInspection]) -> [String: Int] {
        var depths: [String: Int] = [:]
        for set in sets {
            depths[set.relativePath] = set.enclosingSet.map { (depths[$0] ?? 0) + 1 } ?? 0
        }
        return depths
    }

    static func display(_ relativePath: String, in inspection: CatalogInspection) -> String {
        relativePath.isEmpty
            ? inspection.path
            : (inspection.path.hasSuffix("/") ? inspection.path : inspection.path + "/") + relativePath
    }

    /// Rows padded to their columns' widths (in characters), trailing spaces removed.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            // The last column of a row is not padded, so it does not widen the others.
            for (index, cell) in row.enumerated() where index < row.count - 1 {
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line +=
                    index < row.count - 1 ? cell + String(repeating: " ", count: widths[index] - cell.count + 2) : cell
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
