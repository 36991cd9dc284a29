/// The review page as one self-contained HTML file: images embedded as `data:` URIs, the style
/// sheet and the filter script inline, and a content security policy that forbids loading
/// anything else, so the page opens from disk or a CI artifact with no network.
///
/// Every name, path and message is escaped (``HTMLText``); SVGs are sanitised
/// (``SVGSanitizer``) and, like every image, drawn as a CSS background, where no browser runs a
/// script or loads a resource. Each file is embedded once, however often it is shown.
public enum ReviewPageRenderer {
    /// The page for `page`. Reads the files the sets show; a file that cannot be read is shown as
    /// a placeholder naming why.
    ///
    /// The files are read, shrunk and drawn (``ReviewImageBatch``) on up to `jobs` workers, PDFs
    /// each in its own child process, once per distinct content; the page is the same, byte for byte,
    /// whatever `jobs` is. `limits` bounds each decode and each PDF's content streams, as it
    /// bounds `verify`'s.
    public static func html(
        _ page: ReviewPage, toolVersion: String, jobs: Int = 1, limits: DecodeLimits = .default
    ) -> String {
        var imageRules = ""
        let targets = Array(Set(page.sets.flatMap(\.targets))).sorted()
        let targetIndex = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1, $0) })
        let shown = page.sets.enumerated().flatMap { setNumber, set in
            Set(set.rows.flatMap { [$0.leftToRight?.file, $0.rightToLeft?.file] }.compactMap { $0 }).sorted()
                .map { (setNumber: setNumber, file: $0) }
        }
        let batch = ReviewImageBatch(
            shown.map { page.sets[$0.setNumber].files[$0.file] }, jobs: jobs, limits: limits)
        var images = Array(repeating: SetImages(), count: page.sets.count)
        for (index, item) in shown.enumerated() {
            images[item.setNumber].sources[item.file] = batch.sources[index]
            if batch.darkGlyphs[index] { images[item.setNumber].darkFiles.insert(item.file) }
            if let uri = batch.sources[index].dataURI {
                imageRules += ".f\(item.setNumber)-\(item.file){background-image:url(\"\(uri)\")}\n"
            }
        }
        var detail = ""
        var grid = ""
        for (setNumber, set) in page.sets.enumerated() {
            detail += article(set, number: setNumber, images: images[setNumber], targetIndex: targetIndex)
            grid += gridRow(set, number: setNumber, images: images[setNumber])
        }
        let gridIsDefault = page.sets.count > gridDefaultAbove
        let lookCount = page.sets.filter(\.needsLook).count
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(ReviewPageStyle.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="assetmirror \(HTMLText.escaped(toolVersion))">
            <title>Direction review: \(HTMLText.escaped(page.catalogPaths.joined(separator: ", ")))</title>
            <style>
            \(ReviewPageStyle.css)
            </style>
            <style>
            \(imageRules)</style>
            <noscript><style>#sets-grid[hidden],#sets-detail[hidden]{display:block!important}</style></noscript>
            </head>
            <body>
            <header>
            <h1>Direction review</h1>
            <p>\(counted(page.sets.count, "set")) from \(page.catalogPaths.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")); \
            \(lookCount) \(lookCount == 1 ? "needs" : "need") a look. Each row shows a slot as a left-to-right layout draws it and as \
            a right-to-left one does, on a checkerboard, on white and on black. A set that mirrors (“Left to Right, \
            Mirrors”) has one file, which the system draws flipped in the other direction; that image is marked \
            “mirrored at run time”. A PDF shows its first page, drawn as an SVG by poppler. A template image, and \
            an image drawn nearly all in dark colours, is tinted white on the black tile, where it would show nothing, \
            and marked so. The grid view shows each set on one row, its images small on a checkerboard.</p>

            """
        html += filters(targets: targets, lookCount: lookCount, gridIsDefault: gridIsDefault)
        html += "</header>\n<main data-view=\"\(gridIsDefault ? "grid" : "detail")\">\n"
        html += gridView(rows: grid, hidden: !gridIsDefault)
        html += "<div id=\"sets-detail\"\(gridIsDefault ? " hidden" : "")>\n\(detail)</div>\n"
        if !page.otherFindings.isEmpty {
            html += "<section aria-labelledby=\"other\"><h2 id=\"other\">Findings about no set</h2>\n"
            html += findingList(page.otherFindings)
            html += "</section>\n"
        }
        if page.sets.isEmpty {
            html += "<p>No set has a direction, a directional name or a finding.</p>\n"
        }
        html += """
            </main>
            <footer><p class="muted">Made by assetmirror \(HTMLText.escaped(toolVersion)).</p></footer>
            <script>
            \(ReviewPageScript.script)
            </script>
            </body>
            </html>

            """
        return html
    }

    /// Pages of more sets than this open in the grid view; smaller ones in the detail view.
    static let gridDefaultAbove = 100

    static func filters(targets: [String], lookCount: Int, gridIsDefault: Bool) -> String {
        var html = """
            <form id="filters" role="search" aria-label="Filter the sets" autocomplete="off">
            <label><input type="checkbox" name="look"> Needs a look (\(lookCount))</label>

            """
        html += "<label>Target <select name=\"target\"><option value=\"\">All</option>"
        for (index, target) in targets.enumerated() {
            html += "<option value=\"\(index)\">\(HTMLText.escaped(target))</option>"
        }
        html += "</select></label>\n<label>Direction <select name=\"direction\"><option value=\"\">All</option>"
        for direction in SetDirectionState.allCases {
            html += "<option value=\"\(direction.rawValue)\">\(label(direction))</option>"
        }
        html += "<option value=\"none\">No direction (not an image)</option></select></label>\n"
        html += """
            <label>Search <input type="search" name="q" placeholder="name, file or target"></label>
            <fieldset id="view"><legend>View</legend>\
            <label><input type="radio" name="view" value="grid"\(gridIsDefault ? " checked" : "")> Grid</label>\
            <label><input type="radio" name="view" value="detail"\(gridIsDefault ? "" : " checked")> Detail</label></fieldset>
            <output id="count" aria-live="polite"></output>
            <noscript>The filters and the choice of view need JavaScript; every set is shown.</noscript>
            </form>

            """
        return html
    }

    static func article(
        _ set: ReviewSet, number: Int, images: SetImages, targetIndex: [String: Int]
    ) -> String {
        let search = ([set.qualifiedName, set.catalogPath] + set.targets + set.files.map(\.name))
            .joined(separator: " ").lowercased()
        var html = """
            <article class="set\(set.needsLook ? " look" : "")" id="set-\(number)" aria-labelledby="set-\(number)-name" \
            data-look="\(set.needsLook ? 1 : 0)" data-direction="\(set.direction?.rawValue ?? "none")" \
            data-targets="\(set.targets.compactMap { targetIndex[$0] }.map(String.init).joined(separator: " "))" \
            data-search="\(HTMLText.escaped(search))" style="contain-intrinsic-size:auto \(estimatedHeight(set))px">
            <h2 id="set-\(number)-name">\(HTMLText.escaped(set.name))</h2>
            <dl class="facts">
            <dt>Namespace</dt><dd>\(set.namespace.isEmpty ? "none" : HTMLText.escaped(set.namespace))</dd>
            <dt>\(set.targets.count == 1 ? "Target" : "Targets")</dt><dd>\(set.targets.isEmpty ? "no target found builds this catalog" : set.targets.map(HTMLText.escaped).joined(separator: ", "))</dd>
            <dt>Direction</dt><dd>\(set.direction.map(label) ?? "none (\(HTMLText.escaped(set.type.folderExtension)) has no direction)")</dd>
            <dt>Folder</dt><dd><code>\(HTMLText.escaped(set.catalogPath + "/" + set.relativePath))</code></dd>

            """
        if let word = set.directionalWord {
            html += "<dt>Name</dt><dd>looks directional (“\(HTMLText.escaped(word))”)"
            html += set.direction == .fixed ? ", and the set never mirrors</dd>\n" : "</dd>\n"
        }
        for item in set.leftAlone {
            html += "<dt>Left alone on purpose</dt><dd>\(HTMLText.escaped(item.ruleID.rawValue)): "
            html += "\(HTMLText.escaped(item.reason))</dd>\n"
        }
        html += "</dl>\n"
        if !set.rows.isEmpty {
            html += """
                <table>
                <thead><tr><th scope="col">Slot</th><th scope="col">Left to right</th><th scope="col">Right to left</th></tr></thead>
                <tbody>

                """
            for row in set.rows {
                html += "<tr><th scope=\"row\">\(HTMLText.escaped(row.slot))</th>"
                html +=
                    "<td>\(figure(row.leftToRight, set: set, number: number, images: images, side: "left-to-right"))</td>"
                html +=
                    "<td>\(figure(row.rightToLeft, set: set, number: number, images: images, side: "right-to-left"))</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        if !set.findings.isEmpty { html += findingList(set.findings) }
        return html + "</article>\n"
    }

    /// About how tall a set's article is, CSS pixels, before the browser has laid it out: the
    /// place `content-visibility: auto` holds for it, so that the scroll bar of a long page is
    /// about right from the start (the browser keeps the real height once it has seen the set).
    /// Measured in Chromium at a 1,100-pixel window: about 150 pixels of heading and margins, 25
    /// a line of facts, 120 a slot, 70 a finding.
    static func estimatedHeight(_ set: ReviewSet) -> Int {
        let facts = 4 + set.leftAlone.count + (set.directionalWord == nil ? 0 : 1)
        return 150 + 25 * facts + 120 * set.rows.count + 70 * set.findings.count
    }

    static func figure(
        _ image: ReviewImage?, set: ReviewSet, number: Int, images: SetImages, side: String
    ) -> String {
        let sources = images.sources
        guard let image else { return "<p class=\"none\">No file for this direction.</p>" }
        let file = set.files[image.file]
        let name = HTMLText.escaped(file.name)
        let description =
            image.mirroredAtRunTime
            ? "\(name) mirrored, as the system draws it in a \(side) layout" : "\(name) as drawn in a \(side) layout"
        let tint = images.tint(image.file, in: set)
        var tiles = ""
        for background in ["checker", "light", "dark"] {
            switch sources[image.file] {
            case .embedded, .thumbnail:
                let classes =
                    "img f\(number)-\(image.file)\(image.mirroredAtRunTime ? " mirrored" : "")"
                    + (background == "dark" && tint != nil ? " tint" : "")
                tiles += "<div class=\"tile \(background)\"><div class=\"\(classes)\"></div></div>"
            case .placeholder(let reason):
                tiles += "<div class=\"tile placeholder\">\(HTMLText.escaped(reason))</div>"
            case nil:
                break
            }
            if case .placeholder = sources[image.file] { break }
        }
        var caption = "\(name) · \(HTMLText.escaped(file.summary))"
        if image.mirroredAtRunTime {
            caption += "<br><span class=\"runtime\">mirrored at run time (the same file, flipped)</span>"
        }
        if case .thumbnail(let thumbnail) = sources[image.file] { caption += downscaledNote(thumbnail, file: file) }
        if let tint, sources[image.file]?.dataURI != nil {
            caption += "<br><span class=\"tinted\">tinted white on the black tile: \(tint.reason)</span>"
        }
        return """
            <figure><div class="tiles" role="img" aria-label="\(description), on a checkerboard, white and black">\(tiles)</div>\
            <figcaption>\(caption)</figcaption></figure>
            """
    }

    /// The mark under a shrunk raster: its sizes, and where the original is.
    static func downscaledNote(_ thumbnail: ReviewThumbnail, file: ReviewFile) -> String {
        if thumbnail.isDrawing {
            return "<br><span class=\"downscaled\">thumbnail: drawn at \(thumbnail.width)×\(thumbnail.height) px "
                + "from its \(thumbnail.originalWidth)×\(thumbnail.originalHeight) pt page, whose SVG is too large "
                + "for this page; full size: <code>\(HTMLText.escaped(file.path))</code></span>"
        }
        return "<br><span class=\"downscaled\">downscaled from \(thumbnail.originalWidth)×\(thumbnail.originalHeight) "
            + "to \(thumbnail.width)×\(thumbnail.height) px for this page; full size: "
            + "<code>\(HTMLText.escaped(file.path))</code></span>"
    }

    static func findingList(_ findings: [Finding]) -> String {
        var html = "<ul class=\"findings\">\n"
        for finding in findings {
            let rule = Rules.rule(finding.ruleID).map { "\($0.name) (\(finding.ruleID))" } ?? finding.ruleID.rawValue
            var location = finding.location.file
            if let line = finding.location.line { location += ":\(line)" }
            html += """
                <li class="\(finding.severity.rawValue)"><span class="sev">\(finding.severity.rawValue)</span> \
                \(HTMLText.escaped(rule)): \(HTMLText.escaped(finding.message)) \
                <span class="muted">(<code>\(HTMLText.escaped(location))</code>)</span></li>

                """
        }
        return html + "</ul>\n"
    }

    static func label(_ direction: SetDirectionState) -> String {
        switch direction {
        case .fixed: "Fixed (never mirrors)"
        case .leftToRight: "Left to Right, Mirrors"
        case .rightToLeft: "Right to Left, Mirrors"
        case .both: "Both (a file for each direction)"
        case .inconsistent: "Inconsistent (entries disagree)"
        }
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
