import Foundation

extension DirectionTable {
    /// The XML property-list form: a dictionary with `symbols` and `assets` arrays of
    /// dictionaries (empty fields left out), `deployment_target` and `catalog` when set. Written
    /// by hand so the output is byte-for-byte the same on Linux and macOS.
    public var propertyList: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        if let target = symbols.deploymentTarget {
            text += "\t<key>deployment_target</key>\n\t<string>\(target.number)</string>\n"
        }
        if let catalogPath {
            text += "\t<key>catalog</key>\n\t<string>\(Self.xmlEscaped(catalogPath))</string>\n"
        }
        for (key, rows) in [("symbols", keyedSymbolRows), ("assets", keyedAssetRows)] {
            text += "\t<key>\(key)</key>\n"
            guard !rows.isEmpty else {
                text += "\t<array/>\n"
                continue
            }
            text += "\t<array>\n"
            for row in rows {
                text += "\t\t<dict>\n"
                for (column, value) in row {
                    guard let value else { continue }
                    text += "\t\t\t<key>\(column)</key>\n\t\t\t<string>\(Self.xmlEscaped(value))</string>\n"
                }
                text += "\t\t</dict>\n"
            }
            text += "\t</array>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    private static func xmlEscaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
