import AssetMirror

/// `inspect --format json`: one document, an array with one object per catalog named, in the
/// order named. Every key is always present (`null` when it does not apply), in the order
/// below, whatever the platform, and in snake_case like every JSON document assetmirror prints;
/// written by assetmirror's own JSON writer, two-space indented, ending with a newline.
///
///     [ { "path" : "Demo.xcassets", "targets" : [ "Demo" ], "error" : null,
///         "sets" : [ { "name" : "Navigation/back", "path" : "Navigation/back.imageset",
///                      "type" : "imageset", "direction" : "left-to-right", "enclosing_set" : null,
///                      "files" : [ { "name" : "back@2x.png", "slot" : "universal 2x",
///                                    "language_direction" : "left-to-right", "format" : "png",
///                                    "vector" : false, "width" : 48, "height" : 48, "unit" : "px",
///                                    "error" : null } ],
///                      "problems" : [] } ],
///         "problems" : [] } ]
///
/// `targets` names the targets that build the catalog (empty when none found does, or when the
/// catalog was named on the command line). Problems are `{ "path", "message" }`, `path` inside the catalog. A catalog that could not be
/// read has its `error` and no sets.
enum InspectJSONReport {
    static let style = JSONStyle(sortsKeys: false)

    static func document(_ catalogs: [InspectedCatalog]) -> String {
        let root = JSONValue.array(catalogs.map(catalog))
        return String(decoding: JSONDocument(root: root, style: style).serialized(), as: UTF8.self)
    }

    static func catalog(_ catalog: InspectedCatalog) -> JSONValue {
        switch catalog {
        case .inspected(let inspection, let targets):
            object([
                ("path", .string(inspection.path)),
                ("targets", .array(targets.map(JSONValue.string))),
                ("error", .null),
                ("sets", .array(inspection.sets.map(set))),
                ("problems", .array(inspection.problems.map(problem))),
            ])
        case .unreadable(let path, let reason, let targets):
            object([
                ("path", .string(path)), ("targets", .array(targets.map(JSONValue.string))), ("error", .string(reason)),
                ("sets", .array([])), ("problems", .array([])),
            ])
        }
    }

    static func set(_ set: SetInspection) -> JSONValue {
        object([
            ("name", .string(set.qualifiedName)),
            ("path", .string(set.relativePath)),
            ("type", .string(set.type.folderExtension)),
            ("direction", optional(set.direction?.rawValue)),
            ("enclosing_set", optional(set.enclosingSet)),
            ("files", .array(set.files.map(file))),
            ("problems", .array(set.problems.map(problem))),
        ])
    }

    static func file(_ file: FileInspection) -> JSONValue {
        let width: JSONValue
        let height: JSONValue
        let unit: JSONValue
        switch file.extent {
        case .pixels(let w, let h):
            (width, height, unit) = (.number(JSONNumber(w)), .number(JSONNumber(h)), .string("px"))
        case .points(let w, let h): (width, height, unit) = (number(w), number(h), .string("pt"))
        case nil: (width, height, unit) = (.null, .null, .null)
        }
        return object([
            ("name", .string(file.name)),
            ("slot", optional(file.slot)),
            ("language_direction", optional(file.languageDirection)),
            ("format", optional(file.format?.rawValue)),
            ("vector", .bool(file.isVector)),
            ("width", width),
            ("height", height),
            ("unit", unit),
            ("error", optional(file.error)),
        ])
    }

    static func problem(_ problem: CatalogProblem) -> JSONValue {
        object([("path", .string(problem.path)), ("message", .string(problem.description))])
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: JSONString($0.0), value: $0.1) }))
    }

    static func optional(_ string: String?) -> JSONValue {
        string.map { .string($0) } ?? .null
    }

    /// Written as the text table writes it: `24`, `24.5`.
    static func number(_ value: Double) -> JSONValue {
        JSONNumber(text: InspectTextReport.number(value)).map { .number($0) } ?? .null
    }
}
