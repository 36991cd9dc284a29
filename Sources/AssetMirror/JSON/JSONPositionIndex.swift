import Foundation

/// Where every value of a parsed document starts, as line and column, and where each
/// container's children sit in document order: what ``JSONDocument/position(of:)`` reads.
///
/// Built once, on the first look-up, in one pass over the bytes and one walk of the value, so
/// that a set with thousands of findings costs a linear pass rather than one per finding.
/// Documents nobody asks about never build one.
final class JSONPositionIndex: @unchecked Sendable {
    /// 1-based line and column (Unicode scalars, a BOM not counted) of each value, by ordinal.
    let lines: [Int]
    let columns: [Int]
    /// For a container's ordinal, where its children's ordinals start in ``children``.
    let firstChild: [Int]
    /// The ordinals of every container's children, each container's together and in order.
    let children: [Int]
    /// Bytes read to build the index: the work a test can count.
    let bytesScanned: Int

    init(bytes: [UInt8], offsets: [Int], root: JSONValue) {
        var lines: [Int] = []
        var columns: [Int] = []
        lines.reserveCapacity(offsets.count)
        columns.reserveCapacity(offsets.count)
        var line = 1
        var column = 1
        var position = 0
        let bomLength = bytes.starts(with: JSONParser.byteOrderMark) ? 3 : 0
        // Offsets rise in document order, so one walk of the bytes serves them all.
        for offset in offsets {
            while position < offset {
                let byte = bytes[position]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80, position >= bomLength {
                    column += 1
                }
                position += 1
            }
            lines.append(line)
            columns.append(column)
        }
        self.lines = lines
        self.columns = columns
        bytesScanned = position

        var firstChild = [Int](repeating: 0, count: offsets.count)
        var children: [Int] = []
        children.reserveCapacity(offsets.count)
        /// Stores `value`'s children, which start at ordinal `ordinal + 1`; returns the ordinal after it.
        func walk(_ value: JSONValue, at ordinal: Int) -> Int {
            let elements: [JSONValue]
            switch value {
            case .object(let object): elements = object.members.map(\.value)
            case .array(let array): elements = array
            default: return ordinal + 1
            }
            let start = children.count
            firstChild[ordinal] = start
            children.append(contentsOf: repeatElement(0, count: elements.count))
            var next = ordinal + 1
            for (index, element) in elements.enumerated() {
                children[start + index] = next
                next = walk(element, at: next)
            }
            return next
        }
        _ = walk(root, at: 0)
        self.firstChild = firstChild
        self.children = children
    }

    /// The ordinal of child `index` of the container at `ordinal`.
    func child(_ index: Int, of ordinal: Int) -> Int {
        children[firstChild[ordinal] + index]
    }
}

/// Builds a ``JSONPositionIndex`` the first time one is asked for, once, whichever thread asks.
final class JSONPositionIndexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var index: JSONPositionIndex?

    func index(_ build: () -> JSONPositionIndex) -> JSONPositionIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let built = build()
        index = built
        return built
    }

    /// The index if one was built: for tests that count the work.
    var built: JSONPositionIndex? {
        lock.lock()
        defer { lock.unlock() }
        return index
    }
}
