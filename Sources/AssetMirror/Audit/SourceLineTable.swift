/// Converts between UTF-8 offsets in a file's text and the 1-based lines and columns findings
/// report, with columns in Unicode scalars (SARIF's `unicodeCodePoints`) and lines ending at
/// `\n`, `\r\n` or `\r`, as ``SourceLexer`` counts them.
struct SourceLineTable {
    let bytes: [UInt8]
    /// The UTF-8 offset at which each line starts; `lineStarts[0]` is 0.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                index += 1
            }
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { starts.append(index + 1) }
            index += 1
        }
        lineStarts = starts
    }

    /// The line and column of the character at `offset`.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
        let column = bytes[lineStarts[low]..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1
        return (low + 1, column)
    }

    /// The UTF-8 offset of the character at `line`, `column`, or nil when there is none.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0 {
            guard offset < bytes.count else { return nil }
            offset += 1
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// Whether the bytes at `offset` are exactly `text`.
    func hasText(_ text: String, at offset: Int) -> Bool {
        let wanted = Array(text.utf8)
        return offset + wanted.count <= bytes.count && Array(bytes[offset..<offset + wanted.count]) == wanted
    }
}
