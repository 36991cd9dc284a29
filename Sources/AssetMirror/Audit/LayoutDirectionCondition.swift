/// What a condition says about the layout direction, read from its names and operators: whether
/// it reads the direction at all, and whether it is true in right-to-left layouts.
///
/// Read the way people write it: a direction property (`layoutDirection`,
/// `effectiveUserInterfaceLayoutDirection`, `userInterfaceLayoutDirection`,
/// `semanticContentAttribute`, `characterDirection…`) or a Boolean named for a direction
/// (`isRTL`, `isRightToLeft`, `rtlLayout`, `isLTR`), compared with a direction value
/// (`.rightToLeft`, `.forceLeftToRight`, `UIUserInterfaceLayoutDirectionRightToLeft`). The
/// polarity is known only when every direction value or Boolean names the same side, nothing is
/// joined by `&&` or `||`, and each `!` or `!=` flips it. The direction here is the running
/// app's layout direction, read from source code, not an asset's.
struct LayoutDirectionCondition: Equatable {
    enum Word: Equatable {
        case name(String)
        /// A binary or prefix operator: `==`, `!=`, `!`, `&&`.
        case `operator`(String)
    }

    /// Whether the condition reads the layout direction.
    var readsDirection: Bool
    /// True when the condition holds in right-to-left layouts, false when in left-to-right ones,
    /// nil when that cannot be read.
    var isTrueInRightToLeft: Bool?

    /// Properties whose value is a layout or writing direction.
    static let directionProperties: Set<String> = [
        "layoutDirection", "effectiveUserInterfaceLayoutDirection", "userInterfaceLayoutDirection",
        "semanticContentAttribute", "characterDirection", "userInterfaceLayoutDirectionForSemanticContentAttribute",
    ]

    init(words: [Word]) {
        var readsDirection = false
        var rightToLeftMarks = 0
        var leftToRightMarks = 0
        var flips = 0
        var joined = false
        for word in words {
            switch word {
            case .name(let name):
                if Self.directionProperties.contains(name) || name.hasPrefix("characterDirection") {
                    readsDirection = true
                }
                switch Self.side(named: name) {
                case .rightToLeft?: rightToLeftMarks += 1
                case .leftToRight?: leftToRightMarks += 1
                case nil: break
                }
            case .operator(let text):
                if text == "!" || text == "!=" || text == "!==" { flips += 1 }
                if text == "&&" || text == "||" { joined = true }
            }
        }
        self.readsDirection = readsDirection || rightToLeftMarks + leftToRightMarks > 0
        if joined || (rightToLeftMarks > 0) == (leftToRightMarks > 0) {
            isTrueInRightToLeft = nil
        } else {
            isTrueInRightToLeft = (rightToLeftMarks > 0) == flips.isMultiple(of: 2)
        }
    }

    /// The side a name stands for: `rightToLeft`, `forceRightToLeft`, `isRTL`, `rtl`,
    /// `UIUserInterfaceLayoutDirectionRightToLeft`; nil for any other name.
    static func side(named name: String) -> LanguageDirection? {
        let lowercased = name.lowercased()
        if lowercased.contains("righttoleft") { return .rightToLeft }
        if lowercased.contains("lefttoright") { return .leftToRight }
        let words = camelCaseWords(name).map { $0.lowercased() }
        if words.contains("rtl") { return .rightToLeft }
        if words.contains("ltr") { return .leftToRight }
        return nil
    }

    /// `isRTLLayout` → `is`, `RTL`, `Layout`; `rtl_enabled` → `rtl`, `enabled`.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "$" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
