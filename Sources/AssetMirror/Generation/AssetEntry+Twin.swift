extension AssetEntry {
    /// The entry for this entry's mirror image: the same slot keys, in the same order, with
    /// `filename` and `language-direction` set, and everything that measures from the left or
    /// the right edge swapped, because mirroring swaps those edges:
    ///
    /// - `resizing.cap-insets`: the 9-part or 3-part caps (a speech bubble's tail cap moves to
    ///   the other side);
    /// - `alignment-insets`: the alignment rectangle.
    ///
    /// Top and bottom, the centre's size and the mode are unchanged.
    public func twinObject(filename: String, direction: LanguageDirection) -> JSONObject {
        var twin = object
        twin["filename"] = .string(filename)
        twin["language-direction"] = .string(direction.rawValue)
        if case .object(var resizing)? = twin["resizing"], case .object(let insets)? = resizing["cap-insets"] {
            resizing["cap-insets"] = .object(Self.swappingLeftAndRight(insets))
            twin["resizing"] = .object(resizing)
        }
        if case .object(let insets)? = twin["alignment-insets"] {
            twin["alignment-insets"] = .object(Self.swappingLeftAndRight(insets))
        }
        return twin
    }

    /// `insets` with the values of `left` and `right` exchanged, each key where it stands; an
    /// inset given on one side only moves to the other.
    static func swappingLeftAndRight(_ insets: JSONObject) -> JSONObject {
        let left = insets["left"]
        let right = insets["right"]
        // Put each value back at the position of the key it replaces, so the diff shows values only.
        var members = insets.members.compactMap { member -> JSONObject.Member? in
            switch member.key.value {
            case "left": right.map { JSONObject.Member(key: member.key, value: $0) }
            case "right": left.map { JSONObject.Member(key: member.key, value: $0) }
            default: member
            }
        }
        if left == nil, let right { members.append(JSONObject.Member(key: JSONString("left"), value: right)) }
        if right == nil, let left { members.append(JSONObject.Member(key: JSONString("right"), value: left)) }
        return JSONObject(members)
    }
}
