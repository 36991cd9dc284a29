extension DirectionTable {
    /// The direction table for `catalog`: `symbols` plus a row for every image set and custom
    /// symbol loaded by name whose name has a left/right token or whose entries carry a direction.
    ///
    /// - Parameters:
    ///   - symbols: the SF Symbols rows to include (``SymbolDirectionTable/standard``, or that
    ///     table ``SymbolDirectionTable/available(on:)`` a deployment target).
    ///   - generatedFiles: paths inside the catalog (`Icons/back.imageset/back-rtl@2x.png`) of the
    ///     right-to-left files `generate` wrote. A "Both" set whose right-to-left files are all
    ///     among them is a ``RightToLeftServing/generatedVariant``; any other "Both" set is
    ///     ``RightToLeftServing/handMadeVariant``.
    public static func forCatalog(
        _ catalog: AssetCatalog, symbols: SymbolDirectionTable = .standard, generatedFiles: Set<String> = []
    ) -> DirectionTable {
        forCatalog(catalog, symbols: symbols) { index, file in
            catalog.sets[index].relativePath(ofFile: file).map(generatedFiles.contains) ?? false
        }
    }

    /// The same, told whether a file an entry of a set names (a name in the set's folder) is one
    /// `generate` wrote by `isGenerated`, given the set's index in ``AssetCatalog/sets``: a run
    /// knows its own files by set, without joining a path for each.
    static func forCatalog(
        _ catalog: AssetCatalog, symbols: SymbolDirectionTable,
        isGenerated: (_ setIndex: Int, _ file: String) -> Bool
    ) -> DirectionTable {
        // By index, not a filtered copy: ten thousand sets copied cost more than the rows.
        var typeByPath: [String: AssetSetType]?
        let loadable = catalog.sets.indices.filter { index in
            let set = catalog.sets[index]
            guard set.type.supportsDirection else { return false }
            guard let enclosing = set.enclosingSet else { return true }
            if typeByPath == nil {
                typeByPath = Dictionary(
                    catalog.sets.map { ($0.relativePath, $0.type) }, uniquingKeysWith: { first, _ in first })
            }
            return typeByPath?[enclosing] == .spriteAtlas
        }
        let names = Set(loadable.map { catalog.sets[$0].qualifiedName })
        var rows: [AssetDirectionRow] = []
        for index in loadable {
            let set = catalog.sets[index]
            let swapped = AssetNameSides.swapped(set.qualifiedName)
            let direction = set.direction
            guard swapped != nil || direction != .fixed else { continue }
            var kind: SymbolDirectionKind?
            var counterpart: String?
            if let swapped {
                if AssetNameSides.hasBothSides(set.qualifiedName) && !names.contains(swapped) {
                    kind = .selfSymmetric
                } else if names.contains(swapped) {
                    kind = .swapPair
                    counterpart = swapped
                } else {
                    kind = .noCounterpart
                }
            }
            rows.append(
                AssetDirectionRow(
                    name: set.qualifiedName, type: set.type, relativePath: set.relativePath, kind: kind,
                    counterpart: counterpart, direction: direction,
                    serving: serving(of: set, direction: direction) { isGenerated(index, $0) }))
        }
        return DirectionTable(symbols: symbols, assets: rows, catalogPath: catalog.path)
    }

    private static func serving(
        of set: AssetSet, direction: SetDirectionState, isGenerated: (_ file: String) -> Bool
    ) -> RightToLeftServing {
        switch direction {
        case .fixed: return .notMirrored
        case .leftToRight, .rightToLeft: return .mirroredAtRunTime
        case .inconsistent: return .inconsistent
        case .both:
            let rightToLeftFiles = set.entries
                .filter { $0.languageDirection == .rightToLeft }
                .compactMap(\.filename).filter { set.relativePath(ofFile: $0) != nil }
            let generated = !rightToLeftFiles.isEmpty && rightToLeftFiles.allSatisfy(isGenerated)
            return generated ? .generatedVariant : .handMadeVariant
        }
    }
}
