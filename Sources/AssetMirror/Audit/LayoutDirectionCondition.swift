/// What a condition says about the layout direction, read from its names and operators: whether
/// it reads the direction at all, whether it is true in right-to-left layouts, and whether that
/// is proven or only guessed from names.
///
/// The condition is read as `!…operand`, or `!…operand op !…operand` with `op` one of `==`,
/// `!=`, `===`, `!==`, in parentheses or not; any other shape (`&&`, `||`, `??`, arithmetic)
/// leaves its sense unknown. An operand is a chain (`view.effectiveUserInterfaceLayoutDirection`,
/// `UIView.userInterfaceLayoutDirection(for: x)`, `[view effectiveUserInterfaceLayoutDirection]`),
/// named by its last member outside call arguments (by the selector's first piece in a message
/// send). Each `!`, `!=`, `false` and `NO` flips the sense, so `isRTL == false` is
/// `!isRTL` and `isRTL != NO` is `isRTL`.
///
/// The sense is proven only when a known API is compared with a direction value
/// (``directionProperties`` against `.rightToLeft`, `.forceLeftToRight`,
/// `UIUserInterfaceLayoutDirectionRightToLeft`…), or when the condition reads a property whose
/// definition in the audited sources is such a comparison (``Proof/definition(_:meaning:)``).
/// A Boolean merely named for a direction (`isRTL`, `isRTLDisabled`) or an enum of the app's own
/// (`swipe == .rightToLeft`) gives a guessed sense, used for wording, never for a rewrite.
struct LayoutDirectionCondition: Equatable {
    enum Word: Equatable {
        case name(String)
        /// A binary or prefix operator: `==`, `!=`, `!`, `&&`.
        case `operator`(String)
        /// `(`, `)`, `[`, `]`, `:` and any other token that is neither a name nor an operator.
        case punctuation(String)
    }

    /// What a property's definition says, as far as proving a condition goes.
    enum Definition: Equatable, Sendable {
        /// Its value is a layout direction read from a known API.
        case direction
        /// It is a Boolean, true in right-to-left layouts when `trueInRightToLeft`.
        case flag(trueInRightToLeft: Bool)
    }

    /// Why the sense of a condition may be believed.
    enum Proof: Equatable, Sendable {
        /// It compares a known API with a direction value.
        case knownAPI
        /// It holds when the definition of the property `name` is `meaning`.
        case definition(String, meaning: Definition)
        /// Nothing proves it.
        case none
    }

    /// Whether the condition reads the layout direction, or looks as if it does.
    var readsDirection: Bool
    /// True when the condition holds in right-to-left layouts, false when in left-to-right ones,
    /// nil when that cannot be read.
    var isTrueInRightToLeft: Bool?
    /// Why ``isTrueInRightToLeft`` may be believed; `.none` when it is only a reading of names.
    var proof: Proof = .none
    /// When the whole condition is a known API's direction value (`view.layoutDirection`), the
    /// definition that makes a property holding it one.
    var definition: Definition? = nil

    /// Properties whose value is a layout or writing direction.
    static let directionProperties: Set<String> = [
        "layoutDirection", "effectiveUserInterfaceLayoutDirection", "userInterfaceLayoutDirection",
        "semanticContentAttribute", "characterDirection", "userInterfaceLayoutDirectionForSemanticContentAttribute",
        "effectiveUserInterfaceLayoutDirectionForSemanticContentAttribute",
    ]

    /// What one side of a condition is.
    private enum Operand: Equatable {
        /// A known API's direction value.
        case api
        /// A direction value: `.rightToLeft`, `UIUserInterfaceLayoutDirectionLeftToRight`.
        case value(LanguageDirection)
        case literal(Bool)
        /// A name that is not a known API: `isRTL`, `swipeDirection`; `side` is what its name suggests.
        case property(String, side: LanguageDirection?)
        /// A condition in parentheses, already read.
        case condition(LayoutDirectionCondition)
    }

    init(words: [Word]) {
        var reader = Reader(words: words)
        if let read = reader.condition(), reader.index == words.count {
            self = read
        } else {
            self = Self(guessing: words)
        }
    }

    private init(readsDirection: Bool, isTrueInRightToLeft: Bool?, proof: Proof = .none) {
        self.readsDirection = readsDirection
        self.isTrueInRightToLeft = isTrueInRightToLeft
        self.proof = proof
    }

    /// A condition of another shape: it reads the direction when any name in it is a known API
    /// or names a side, and its sense is unknown.
    private init(guessing words: [Word]) {
        let reads = words.contains { word in
            guard case .name(let name) = word else { return false }
            return Self.isKnownAPI(name) || Self.side(named: name) != nil
        }
        self.init(readsDirection: reads, isTrueInRightToLeft: nil)
    }

    static func isKnownAPI(_ name: String) -> Bool {
        directionProperties.contains(name) || name.hasPrefix("characterDirection")
    }

    /// Whether `name` is a value of a direction type rather than a property: `rightToLeft`,
    /// `forceLeftToRight`, `UIUserInterfaceLayoutDirectionRightToLeft`, `NSLocaleLanguageDirectionRightToLeft`.
    static func isDirectionValue(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return ["righttoleft", "lefttoright", "forcerighttoleft", "forcelefttoright"].contains(lowercased)
            || [
                "UIUserInterfaceLayoutDirection", "NSUserInterfaceLayoutDirection", "UISemanticContentAttributeForce",
                "NSLocaleLanguageDirection", "kCFLocaleLanguageDirection",
            ].contains { name.hasPrefix($0) && side(named: name) != nil }
    }

    /// The condition `operand`, `!` applied `flips` times.
    private static func reading(_ operand: Operand, flipped flips: Bool) -> Self? {
        switch operand {
        case .api:
            var condition = Self(readsDirection: true, isTrueInRightToLeft: nil)
            condition.definition = flips ? nil : .direction
            return condition
        case .value, .literal: return nil
        case .property(let name, let side):
            guard let side else { return Self(readsDirection: false, isTrueInRightToLeft: nil) }
            let guess = side == .rightToLeft
            return Self(
                readsDirection: true, isTrueInRightToLeft: guess != flips,
                proof: .definition(name, meaning: .flag(trueInRightToLeft: guess)))
        case .condition(var condition):
            guard flips else { return condition }
            condition.isTrueInRightToLeft = condition.isTrueInRightToLeft.map { !$0 }
            condition.definition = nil
            return condition
        }
    }

    /// `left op right`, `op` being `==` or `!=` as `differs`.
    private static func comparison(_ left: Operand, _ right: Operand, differs: Bool) -> Self? {
        switch (left, right) {
        case (.api, .value(let side)), (.value(let side), .api):
            return Self(readsDirection: true, isTrueInRightToLeft: (side == .rightToLeft) != differs, proof: .knownAPI)
        case (.property(let name, _), .value(let side)), (.value(let side), .property(let name, _)):
            return Self(
                readsDirection: true, isTrueInRightToLeft: (side == .rightToLeft) != differs,
                proof: .definition(name, meaning: .direction))
        case (.literal(let value), let other), (let other, .literal(let value)):
            if case .literal = other { return nil }
            return reading(other, flipped: value == differs)
        default:
            return Self(readsDirection: reads(left) || reads(right), isTrueInRightToLeft: nil)
        }
    }

    private static func reads(_ operand: Operand) -> Bool {
        switch operand {
        case .api, .value: true
        case .literal: false
        case .property(_, let side): side != nil
        case .condition(let condition): condition.readsDirection
        }
    }

    /// Reads words as the grammar in the type's summary; `index` stops at the first word not read.
    private struct Reader {
        let words: [Word]
        var index = 0

        mutating func condition() -> LayoutDirectionCondition? {
            guard let (left, leftFlips) = unary() else { return nil }
            guard index < words.count, case .operator(let text) = words[index],
                ["==", "!=", "===", "!=="].contains(text)
            else { return LayoutDirectionCondition.reading(left, flipped: leftFlips) }
            index += 1
            guard let (right, rightFlips) = unary() else { return nil }
            let differs = text.hasPrefix("!")
            if leftFlips || rightFlips {
                // `!a == b`: only Booleans take `!`.
                guard let leftCondition = LayoutDirectionCondition.reading(left, flipped: leftFlips),
                    case .literal(let value) = right, !rightFlips
                else { return nil }
                return LayoutDirectionCondition.reading(.condition(leftCondition), flipped: value == differs)
            }
            return LayoutDirectionCondition.comparison(left, right, differs: differs)
        }

        mutating func unary() -> (Operand, Bool)? {
            var flips = false
            while index < words.count, words[index] == .operator("!") {
                flips.toggle()
                index += 1
            }
            guard let operand = primary() else { return nil }
            return (operand, flips)
        }

        mutating func primary() -> Operand? {
            guard index < words.count else { return nil }
            if words[index] == .punctuation("(") {
                index += 1
                guard let inner = condition(), index < words.count, words[index] == .punctuation(")") else {
                    return nil
                }
                index += 1
                return .condition(inner)
            }
            return chain()
        }

        /// Names, periods, call arguments and message sends, up to an operator or an unmatched `)`.
        mutating func chain() -> Operand? {
            var decider: String?
            var parentheses = 0
            // Per open `[`: whether a selector piece's `:` has been met (the rest are arguments).
            var brackets: [Bool] = []
            let start = index
            loop: while index < words.count {
                switch words[index] {
                case .operator(let text) where parentheses == 0 && brackets.isEmpty:
                    if text == "." || text == "->" { break }
                    break loop
                case .operator: break
                case .punctuation("("): parentheses += 1
                case .punctuation(")"):
                    if parentheses == 0 { break loop }
                    parentheses -= 1
                case .punctuation("["): brackets.append(false)
                case .punctuation("]"):
                    guard !brackets.isEmpty else { return nil }
                    brackets.removeLast()
                case .punctuation(":"):
                    if parentheses == 0, !brackets.isEmpty { brackets[brackets.count - 1] = true }
                case .punctuation("."): break
                case .punctuation: if parentheses == 0 && brackets.isEmpty { return nil }
                case .name(let name):
                    if parentheses == 0 && !(brackets.last ?? false) { decider = name }
                }
                index += 1
            }
            guard index > start, parentheses == 0, brackets.isEmpty, let decider else { return nil }
            switch decider {
            case "true", "YES": return .literal(true)
            case "false", "NO": return .literal(false)
            default: break
            }
            if LayoutDirectionCondition.isKnownAPI(decider) { return .api }
            if LayoutDirectionCondition.isDirectionValue(decider) {
                return LayoutDirectionCondition.side(named: decider).map(Operand.value)
            }
            return .property(decider, side: LayoutDirectionCondition.side(named: decider))
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
