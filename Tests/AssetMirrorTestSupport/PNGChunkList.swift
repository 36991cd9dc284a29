/// The chunks of a PNG file as a test sees them: type and data, in file order, read without
/// the library's checks (CRCs are not verified), so that tests can look at files the library
/// wrote or is about to refuse.
public struct PNGTestChunk: Equatable, CustomStringConvertible {
    public var type: String
    public var data: [UInt8]

    public init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }

    public var description: String { "\(type)(\(data.count) bytes)" }

    /// The chunks after the 8-byte signature; a file cut short ends the list where it breaks.
    public static func chunks(of png: [UInt8]) -> [PNGTestChunk] {
        var offset = 8
        var result: [PNGTestChunk] = []
        while offset + 12 <= png.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(png[offset + $1]) }
            guard offset + 12 + length <= png.count else { break }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            result.append(PNGTestChunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return result
    }
}
