import Foundation

/// The size a review page is meant to stay under, and what is said when one does not.
///
/// Issue 17's budget is 20 MB of HTML, so that a page opens quickly from a CI artifact. Nothing is
/// left out to meet it: every set and every image of a larger page is still on it, and the page is
/// written whole; the command says on stderr how large it is, so that it is never a surprise.
/// What makes a page large is the embedded images (a PDF drawn with embedded pictures, an SVG of
/// many paths), so reviewing fewer catalogs at a time makes smaller pages.
public enum ReviewPageSize {
    /// Bytes of HTML: 20 MB, in decimal megabytes as the issue counts them.
    public static let budget = 20_000_000

    /// The warning for a page of `byteCount` bytes written to `name`, or nil within the budget.
    public static func warning(byteCount: Int, name: String) -> String? {
        guard byteCount > budget else { return nil }
        let megabytes = String(format: "%.1f", Double(byteCount) / 1_000_000)
        return "\(name) is \(megabytes) MB (\(byteCount) bytes), over the \(budget / 1_000_000) MB a review page is "
            + "meant to stay under; it is written whole, every image included, but may open slowly: review fewer "
            + "catalogs at a time for smaller pages."
    }
}
