/// One token of Swift or Objective-C source, as much as `audit` needs: names, string literals,
/// brackets and operators. Comments and whitespace are dropped.
struct SourceToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`Image`, `systemName`, `let`), or a number.
        case identifier(String)
        /// A string literal. `value` is its text when it is a single-line literal without
        /// interpolation (escapes resolved), else nil: only such literals are symbol names.
        case string(value: String?)
        /// One of `( ) [ ] { } , : ; .`.
        case punctuation(Character)
        /// A run of operator characters: `?`, `??`, `=`, `==`, `!`.
        case `operator`(String)
    }

    var kind: Kind
    /// 1-based line and column (in Unicode scalars) of the token's first character: for a
    /// string, its `"` or the `#` or `@` before it.
    var line: Int
    var column: Int
}
