extension String {
    /// Every occurrence of the single scalar `target` replaced, compared scalar by scalar, so a
    /// CR LF pair (one `Character`) is still seen as a CR and an LF.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
