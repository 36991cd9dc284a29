/// The grid view: each set on one row (name, direction, verdict, and its images small, as each
/// layout direction draws them, slot by slot), so that a catalog of hundreds of directional sets
/// can be read at a glance; the detail view shows the same sets whole.
extension ReviewPageRenderer {
    /// What the page shows of one set's files: each shown file's source, and which are dark glyphs.
    struct SetImages {
        var sources: [Int: ReviewImageSource] = [:]
        /// Files whose image is a dark glyph (``ReviewDarkGlyph``).
        var darkFiles: Set<Int> = []

        /// Why `file` is tinted on the black tile; nil when it is drawn as it is.
        func tint(_ file: Int, in set: ReviewSet) -> Tint? {
            set.isTemplate ? .template : darkFiles.contains(file) ? .darkGlyph : nil
        }
    }

    /// Why an image is tinted on the black tile, in the words of its caption.
    enum Tint {
        case template
        case darkGlyph

        var reason: String {
            switch self {
            case .template: "a template image, which the system draws in the tint colour, by its alpha alone"
            case .darkGlyph: "it is drawn nearly all in dark colours, which would not show on black"
            }
        }
    }

    static func gridView(rows: String, hidden: Bool) -> String {
        """
        <div id="sets-grid" role="table" aria-label="Sets, one per row"\(hidden ? " hidden" : "")>
        <div class="grid-head" role="row"><span role="columnheader">Set</span><span role="columnheader">Direction</span>\
        <span role="columnheader">Verdict</span><span role="columnheader">Left to right</span>\
        <span role="columnheader">Right to left</span></div>
        \(rows)</div>

        """
    }

    /// One set's row: its name is a button that opens the set in the detail view (a button, not
    /// a link: the page has no `href` at all).
    static func gridRow(_ set: ReviewSet, number: Int, images: SetImages) -> String {
        var html = """
            <div class="row\(set.needsLook ? " look" : "")" role="row"><span role="cell">\
            <button type="button" class="open" value="set-\(number)">\(HTMLText.escaped(set.name))</button>
            """
        if !set.namespace.isEmpty { html += " <span class=\"ns\">\(HTMLText.escaped(set.namespace))</span>" }
        html += "</span><span role=\"cell\">\(set.direction.map(shortLabel) ?? "none")</span><span role=\"cell\">"
        if set.needsLook {
            var rules: [String] = []
            for finding in set.findings where !rules.contains(finding.ruleID.rawValue) {
                rules.append(finding.ruleID.rawValue)
            }
            html +=
                "<span class=\"verdict\">needs a look</span>: \(rules.map(HTMLText.escaped).joined(separator: ", "))"
        } else if let alone = set.leftAlone.first {
            html += "left alone on purpose (\(HTMLText.escaped(alone.ruleID.rawValue)))"
        } else {
            html += "nothing found"
        }
        html += "</span>"
        for side in ["left-to-right", "right-to-left"] {
            html += "<span role=\"cell\" class=\"thumbs\">"
            for row in set.rows {
                let image = side == "left-to-right" ? row.leftToRight : row.rightToLeft
                html += thumbnail(image, slot: row.slot, set: set, number: number, images: images)
            }
            html += "</span>"
        }
        return html + "</div>\n"
    }

    /// A small tile on a checkerboard (where dark and light images both show), titled by its file
    /// and slot: the title is its text alternative too.
    static func thumbnail(_ image: ReviewImage?, slot: String, set: ReviewSet, number: Int, images: SetImages)
        -> String
    {
        let slot = HTMLText.escaped(slot)
        guard let image else {
            return "<span class=\"thumb missing\" role=\"img\" title=\"\(slot): no file\">–</span>"
        }
        let name = HTMLText.escaped(set.files[image.file].name)
        let label = "\(name), \(slot)\(image.mirroredAtRunTime ? ", mirrored at run time" : "")"
        guard images.sources[image.file]?.dataURI != nil else {
            return "<span class=\"thumb missing\" role=\"img\" title=\"\(label): not drawn\">?</span>"
        }
        return """
            <span class="thumb checker" role="img" title="\(label)">\
            <span class="img f\(number)-\(image.file)\(image.mirroredAtRunTime ? " mirrored" : "")"></span></span>
            """
    }

    static func shortLabel(_ direction: SetDirectionState) -> String {
        switch direction {
        case .fixed: "Fixed"
        case .leftToRight: "Left to Right, Mirrors"
        case .rightToLeft: "Right to Left, Mirrors"
        case .both: "Both"
        case .inconsistent: "Inconsistent"
        }
    }
}
