extension MarkdownReporter {
    /// The paragraph added to a Markdown report when the same run writes the review page
    /// (`--reporter html:PATH`), so a reader of the job summary knows where to look at the images.
    /// The path is escaped as a table cell is.
    public static func reviewPageNote(path: String) -> String {
        "\nThe review page, every directional image beside its mirror: \(escapeCell(path)) "
            + "(one HTML file; open it from the job's artifacts or from disk).\n"
    }
}
