/// One place in a source file where `audit` has something to say, before it is worded as a
/// finding: a literal that is a left/right SF Symbol name, or a conditional that mirrors one by hand.
struct SymbolUse: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A string literal whose value is a left/right interface symbol name; `label` is the
        /// argument label or selector piece of the system image API it is given to, or nil when
        /// it stands anywhere else (a variable, a property, an app's own helper).
        case literal(name: String, label: String?)
        /// A ternary, `if`/`else` or `switch` whose branches give counterpart names: one branch
        /// gives `names` (in source order), the other `counterparts`, pairwise mirror images
        /// (`chevron.left` ⇄ `chevron.right`). `namesAreLeftToRight` says whether `names` is
        /// what a left-to-right layout gets: nil when the condition's polarity cannot be read,
        /// and always nil when `readsDirection` is false (the condition is not recognisably the
        /// layout direction). `label` is as for a literal.
        case conditional(
            form: ConditionalForm, names: [String], counterparts: [String], namesAreLeftToRight: Bool?,
            readsDirection: Bool, label: String?)
    }

    enum ConditionalForm: String, Sendable {
        case ternary
        case ifElse = "if/else"
        case `switch`
    }

    var kind: Kind
    /// The UTF-8 offsets of the literal or of the whole conditional expression.
    var start: Int
    var end: Int
    /// Whether `start..<end` may be replaced by one string literal: a literal, or a ternary whose
    /// branches are literals; never an `if` or `switch` statement.
    var isRewritable: Bool
    /// What a string literal starts with in this language: `"` (Swift), `@"` (Objective-C).
    var quote: String
    /// The label of the argument a Swift literal is (`symbolName` in `buildButton(symbolName:)`).
    var argumentLabel: String? = nil
    /// For a conditional, why its sense may be believed; a rewrite needs a proof.
    var proof: LayoutDirectionCondition.Proof = .none
}
