/// Every element of an XML document with where its tags are in the bytes, so that an edit can
/// insert or remove bytes at a tag's edge and keep every other byte.
///
/// It reads only what libxml2 has already found well-formed (``SVGWellFormedness``): comments,
/// CDATA, processing instructions and the DOCTYPE are skipped, never interpreted.
struct XMLElementTree {
    struct Element {
        var name: String
        var attributes: [XMLRawAttribute]
        /// From `<` to just past `>`.
        var startTag: Range<Int>
        /// From `</` to just past `>`; `nil` for an empty-element tag (`<g/>`).
        var endTag: Range<Int>?
        var parent: Int?
        var children: [Int] = []

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        var id: String? { attribute("id") }
    }

    /// In document order; the root is element 0.
    var elements: [Element] = []
    let bytes: [UInt8]

    /// The tree of `bytes`, or `nil` when they are not well-formed enough to walk.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        guard let root = XMLRootScanner.root(of: bytes) else { return nil }
        var cursor = XMLCursor(bytes: bytes)
        cursor.position = root.startTag.lowerBound
        var open: [Int] = []
        repeat {
            guard cursor.skip(to: UInt8(ascii: "<")) else { return nil }
            if cursor.starts(with: "<!--") {
                guard cursor.skip(past: "-->") else { return nil }
            } else if cursor.starts(with: "<![CDATA[") {
                guard cursor.skip(past: "]]>") else { return nil }
            } else if cursor.starts(with: "<?") {
                guard cursor.skip(past: "?>") else { return nil }
            } else if cursor.starts(with: "</") {
                let start = cursor.position
                guard cursor.skip(past: ">"), let index = open.popLast() else { return nil }
                elements[index].endTag = start..<cursor.position
            } else {
                let start = cursor.position
                guard let tag = cursor.startTag() else { return nil }
                let index = elements.count
                elements.append(
                    Element(
                        name: tag.name, attributes: tag.attributes, startTag: start..<cursor.position, endTag: nil,
                        parent: open.last))
                if let parent = open.last { elements[parent].children.append(index) }
                if !tag.isEmpty { open.append(index) }
            }
        } while !open.isEmpty
    }

    /// The first element with `id`, in document order.
    func first(id: String) -> Int? {
        elements.firstIndex { $0.id == id }
    }

    /// The first element whose id is `name`, or `name` with the suffix Illustrator adds to make
    /// a repeated id unique (`Guides_00000041992385199760718270000017857762855190565270_`).
    func first(idNamed name: String) -> Int? {
        elements.firstIndex { element in
            guard let id = element.id else { return false }
            return id == name
                || (id.hasPrefix(name + "_") && id.dropFirst(name.count + 1).allSatisfy { $0.isNumber || $0 == "_" })
        }
    }

    /// The elements inside `index`, in document order.
    func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(elements[index].children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack += elements[next].children.reversed()
        }
        return result
    }

    /// `index` and its ancestors, outermost first.
    func path(to index: Int) -> [Int] {
        var result = [index]
        while let parent = elements[result[0]].parent { result.insert(parent, at: 0) }
        return result
    }
}
