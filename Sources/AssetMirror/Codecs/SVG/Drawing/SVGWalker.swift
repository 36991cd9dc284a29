/// The inherited properties of SVG painting at one element.
struct SVGStyle {
    var fill = "black"
    var fillOpacity = 1.0
    var evenOdd = false
    var stroke = "none"
    var strokeWidth = 1.0
    var strokeOpacity = 1.0
    var cap = SVGStroker.Cap.butt
    var join = SVGStroker.Join.miter
    var miterLimit = 4.0
    var color = SVGColor.black
    var visible = true

    /// The style of `element`, a child of an element styled `self`.
    func applying(_ element: SVGElement) -> SVGStyle {
        var style = self
        func value(_ name: String) -> String? {
            element.property(name).flatMap { $0 == "inherit" ? nil : $0 }
        }
        func number(_ name: String) -> Double? { value(name).flatMap { SVGWalker.length($0) } }
        if let v = value("fill") { style.fill = v }
        if let v = number("fill-opacity") { style.fillOpacity = min(max(v, 0), 1) }
        if let v = value("fill-rule") { style.evenOdd = v == "evenodd" }
        if let v = value("stroke") { style.stroke = v }
        if let v = number("stroke-width") { style.strokeWidth = max(v, 0) }
        if let v = number("stroke-opacity") { style.strokeOpacity = min(max(v, 0), 1) }
        if let v = value("stroke-linecap").flatMap(SVGStroker.Cap.init(rawValue:)) { style.cap = v }
        if let v = value("stroke-linejoin").flatMap(SVGStroker.Join.init(rawValue:)) { style.join = v }
        if let v = number("stroke-miterlimit"), v >= 1 { style.miterLimit = v }
        if let v = value("color").flatMap(SVGColor.color) { style.color = v }
        if let v = value("visibility") { style.visible = v == "visible" }
        return style
    }
}

/// Walks an SVG's elements and paints their shapes (``SVGDrawing`` says which).
struct SVGWalker {
    typealias Point = SVGPathData.Point

    /// Elements that are never drawn where they stand.
    static let notRendered: Set<String> = [
        "", "defs", "symbol", "clipPath", "mask", "linearGradient", "radialGradient", "pattern", "marker", "title",
        "desc", "metadata", "style", "script", "filter",
    ]
    /// Elements that draw what this reader does not.
    static let refused: Set<String> = ["text", "image", "foreignObject", "video", "iframe", "canvas"]
    /// Properties whose effect this reader does not draw, when not `none`.
    static let refusedProperties = ["filter", "mask", "clip-path"]

    var raster: SVGRasterizer
    private var ids: [String: SVGElement] = [:]
    private var segmentsLeft = SVGDrawing.maxSegments

    init(root: SVGElement, raster: SVGRasterizer) {
        self.raster = raster
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element.attributes["id"], ids[id] == nil { ids[id] = element }
            pending += element.children
        }
        if containsStyleSheet(root) { styleSheet = true }
    }

    private var styleSheet = false

    private func containsStyleSheet(_ element: SVGElement) -> Bool {
        element.name == "style" || element.children.contains { containsStyleSheet($0) }
    }

    mutating func draw(_ element: SVGElement, transform: SVGTransform, style inherited: SVGStyle, useDepth: Int)
        throws(SVGDrawing.Refusal)
    {
        if styleSheet {
            throw SVGDrawing.Refusal("it styles its shapes with a CSS <style> sheet, which this reader does not apply")
        }
        if Self.refused.contains(element.name) {
            throw SVGDrawing.Refusal("it holds <\(element.name)>, which this reader does not draw")
        }
        guard !Self.notRendered.contains(element.name), element.property("display") != "none" else { return }
        for name in Self.refusedProperties {
            if let value = element.property(name), value != "none" {
                throw SVGDrawing.Refusal("it uses \(name), which this reader does not draw")
            }
        }
        var transform = transform
        if let text = element.attributes["transform"] {
            guard let own = SVGTransform(attribute: text) else { return }
            transform = transform.concatenating(own)
        }
        let style = inherited.applying(element)
        let opacity = min(max(element.property("opacity").flatMap { Self.length($0) } ?? 1, 0), 1)
        guard opacity > 0 else { return }
        switch element.name {
        case "svg", "g", "a", "switch":
            for child in element.children {
                try draw(child, transform: transform, style: style, useDepth: useDepth, opacity: opacity)
            }
        case "use":
            guard useDepth < SVGDrawing.maxUseDepth,
                let href = element.attributes["href"] ?? element.attributes["xlink:href"], href.hasPrefix("#"),
                let target = ids[String(href.dropFirst())]
            else {
                if useDepth >= SVGDrawing.maxUseDepth {
                    throw SVGDrawing.Refusal(
                        "its <use> elements refer to each other more than \(SVGDrawing.maxUseDepth) deep")
                }
                return
            }
            let moved = transform.concatenating(
                SVGTransform(e: Self.length(element.attributes["x"]) ?? 0, f: Self.length(element.attributes["y"]) ?? 0)
            )
            var shown = target
            if shown.name == "symbol" { shown.name = "g" }
            try draw(shown, transform: moved, style: style, useDepth: useDepth + 1, opacity: opacity)
        default:
            guard let path = try shape(element), style.visible else { return }
            try paint(path, transform: transform, style: style, opacity: opacity)
        }
    }

    /// A child drawn with its parent's group opacity folded in (overlapping children are then
    /// each that transparent, a difference no symmetry test sees).
    private mutating func draw(
        _ element: SVGElement, transform: SVGTransform, style: SVGStyle, useDepth: Int, opacity: Double
    ) throws(SVGDrawing.Refusal) {
        guard opacity < 1 else {
            try draw(element, transform: transform, style: style, useDepth: useDepth)
            return
        }
        var faded = element
        let own = element.property("opacity").flatMap { Self.length($0) } ?? 1
        faded.attributes["opacity"] = String(own * opacity)
        if let style = faded.attributes["style"], style.contains("opacity") {
            faded.attributes["style"] = style + ";opacity:\(own * opacity)"
        }
        try draw(faded, transform: transform, style: style, useDepth: useDepth)
    }

    /// The path of a basic shape or `path`, in user units; nil for anything else.
    private mutating func shape(_ element: SVGElement) throws(SVGDrawing.Refusal) -> [SVGPathData.Segment]? {
        func value(_ name: String) -> Double { Self.length(element.attributes[name]) ?? 0 }
        let segments: [SVGPathData.Segment]
        switch element.name {
        case "path":
            segments = try SVGPathData(element.attributes["d"] ?? "", maxSegments: segmentsLeft).segments
        case "rect":
            segments = Self.rect(
                x: value("x"), y: value("y"), width: value("width"), height: value("height"),
                rx: Self.length(element.attributes["rx"]), ry: Self.length(element.attributes["ry"]))
        case "circle":
            segments = Self.ellipse(cx: value("cx"), cy: value("cy"), rx: value("r"), ry: value("r"))
        case "ellipse":
            segments = Self.ellipse(cx: value("cx"), cy: value("cy"), rx: value("rx"), ry: value("ry"))
        case "line":
            segments = [
                .move(Point(x: value("x1"), y: value("y1"))), .line(Point(x: value("x2"), y: value("y2"))),
            ]
        case "polyline", "polygon":
            var scanner = NumberScanner(bytes: Array((element.attributes["points"] ?? "").utf8))
            var points: [Point] = []
            while let x = scanner.number(), let y = scanner.number() { points.append(Point(x: x, y: y)) }
            guard let first = points.first else { return nil }
            segments =
                [.move(first)] + points.dropFirst().map { .line($0) } + (element.name == "polygon" ? [.close] : [])
        default:
            return nil
        }
        segmentsLeft -= segments.count
        guard segmentsLeft >= 0 else {
            throw SVGDrawing.Refusal("its paths hold more than \(SVGDrawing.maxSegments) segments")
        }
        return segments
    }

    private mutating func paint(
        _ path: [SVGPathData.Segment], transform: SVGTransform, style: SVGStyle, opacity: Double
    ) throws(SVGDrawing.Refusal) {
        let subpaths = Self.flatten(path, transform)
        if let color = SVGColor.paint(style.fill, current: style.color, gradient: firstStop) {
            try raster.fill(
                subpaths.map(\.points), evenOdd: style.evenOdd, color: color, opacity: opacity * style.fillOpacity)
        }
        if let color = SVGColor.paint(style.stroke, current: style.color, gradient: firstStop) {
            let stroker = SVGStroker(
                halfWidth: style.strokeWidth * transform.lengthScale / 2, cap: style.cap, join: style.join,
                miterLimit: style.miterLimit)
            let pieces = subpaths.flatMap { stroker.pieces($0.points, closed: $0.closed) }
            try raster.fill(pieces, evenOdd: false, color: color, opacity: opacity * style.strokeOpacity)
        }
    }

    /// The colour of a gradient's first stop (following its `href` once), for a `url(#id)` paint.
    private func firstStop(_ id: String) -> SVGColor? {
        guard var gradient = ids[id] else { return nil }
        if gradient.children.isEmpty, let href = gradient.attributes["href"] ?? gradient.attributes["xlink:href"],
            let linked = ids[String(href.dropFirst())]
        {
            gradient = linked
        }
        guard let stop = gradient.children.first(where: { $0.name == "stop" }) else { return nil }
        var color = stop.property("stop-color").flatMap(SVGColor.color) ?? .black
        color.alpha *= min(max(stop.property("stop-opacity").flatMap { Self.length($0) } ?? 1, 0), 1)
        return color
    }
}
