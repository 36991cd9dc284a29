import CXML

/// A limit libxml2 applies to protect itself from hostile XML: a document that passes one is
/// refused for that reason, not called malformed.
public enum XMLParserLimit: Sendable, Equatable {
    /// Elements nested more than 256 deep.
    case depth
    /// An entity reference loop, or entities that expand to far more text than they hold (the
    /// "billion laughs"): libxml2 reports both the same way.
    case entityExpansion
    /// One name, attribute value, comment, processing instruction or text longer than
    /// 10,000,000 bytes.
    case length

    init?(_ limit: Int32) {
        switch UInt32(bitPattern: limit) {
        case CXML_LIMIT_DEPTH.rawValue: self = .depth
        case CXML_LIMIT_ENTITY_EXPANSION.rawValue: self = .entityExpansion
        case CXML_LIMIT_LENGTH.rawValue: self = .length
        default: return nil
        }
    }

    /// What was passed, in words, for ``CodecError/xmlParserLimit(_:line:column:)``.
    var explanation: String {
        switch self {
        case .depth:
            "elements nested more than 256 deep, libxml2's limit; flatten the groups (an editor's \"ungroup\")"
        case .entityExpansion:
            "an entity that refers to itself, or entities that expand to far more text than they hold, past libxml2's limit on entity expansion; replace the entity references with their text"
        case .length:
            "a name, attribute value, comment or text longer than 10,000,000 bytes, libxml2's limit (an embedded image, perhaps: link it rather than embed it)"
        }
    }
}
