/// The SF Symbols direction table: every symbol name with a left/right or
/// backward/forward/leading/trailing token, with its counterpart and direction-aware name.
///
/// ``standard`` is the table the package ships, made by `Scripts/make-symbol-direction-table`
/// from the shared SF Symbols reference and embedded as text (`SymbolDirectionData.swift`); it is
/// parsed once, the first time it is used.
public struct SymbolDirectionTable: Sendable, Equatable {
    /// Rows sorted by name (byte order), as the script writes them.
    public private(set) var rows: [SymbolDirectionRow]
    /// The deployment target the suggestions were limited to (``available(on:)``), if any.
    public private(set) var deploymentTarget: IOSVersion?
    private var indexByName: [String: Int]

    public init(rows: [SymbolDirectionRow], deploymentTarget: IOSVersion? = nil) {
        self.rows = rows
        self.deploymentTarget = deploymentTarget
        indexByName = Dictionary(rows.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The table the package ships.
    public static let standard: SymbolDirectionTable = {
        do {
            return try SymbolDirectionTable(tsv: SymbolDirectionData.tsv)
        } catch {
            preconditionFailure("the embedded SF Symbols direction table is malformed: \(error)")
        }
    }()

    /// The row for `name`, or nil when the name has no direction token (or is not an SF Symbol).
    public func row(named name: String) -> SymbolDirectionRow? {
        indexByName[name].map { rows[$0] }
    }

    /// The name to show instead of `name` in a right-to-left layout: its mirror image, when
    /// `name` is an interface name whose mirror image has a name (`chevron.left` → `chevron.right`).
    /// Nil for physical names, for symmetric ones, and where no such name exists.
    public func rtlCounterpart(of name: String) -> String? {
        guard let row = row(named: name), row.offersCounterpart else { return nil }
        return row.counterpart
    }

    /// The direction-aware name to use instead of `name` on `deploymentTarget` (nil: any iOS):
    /// `chevron.left` → `chevron.backward` from iOS 14. A name that is already direction-aware is
    /// its own answer. Nil when there is none, when it needs a newer iOS, or when `name` is not
    /// an interface name.
    public func directionAwareName(for name: String, deploymentTarget: IOSVersion? = nil) -> String? {
        guard let row = row(named: name) else { return nil }
        if row.kind == .directionAware { return name }
        guard row.family == .interface, let alternative = row.directionAware else { return nil }
        if let deploymentTarget, let introduced = row.directionAwareIntroduced, introduced > deploymentTarget {
            return nil
        }
        return alternative
    }

    /// The table with every suggestion that needs an iOS newer than `target` removed.
    public func available(on target: IOSVersion) -> SymbolDirectionTable {
        SymbolDirectionTable(rows: rows.map { $0.available(on: target) }, deploymentTarget: target)
    }

    /// How many rows each kind has.
    public var countsByKind: [SymbolDirectionKind: Int] {
        rows.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }
}
