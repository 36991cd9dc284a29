/// The EXIF orientation of a JPEG: how a viewer turns the stored pixels to display them.
///
/// Raw values are the TIFF tag 0x0112 values. Names say where the stored image's top row ends
/// up, as in the TIFF specification ("right top": row 0 is shown on the right, column 0 at the top).
enum ExifOrientation: Int, Sendable, CaseIterable {
    case topLeft = 1
    case topRight, bottomRight, bottomLeft, leftTop, rightTop, rightBottom, leftBottom

    /// Whether displaying swaps the stored image's rows and columns (orientations 5–8). Then a
    /// horizontal mirror of the displayed image is a vertical flip of the stored one.
    var swapsAxes: Bool { rawValue >= 5 }

    /// The orientation in the first APP1 "Exif" segment of `jpeg`, or `nil` when there is none
    /// or it is unreadable. Walks the marker segments up to the first scan, so it never reads
    /// entropy-coded data; every offset is bounds-checked.
    static func read(fromJPEG jpeg: [UInt8]) -> ExifOrientation? {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= jpeg.count {
            guard jpeg[index] == 0xFF else { return nil }
            let marker = jpeg[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            } // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                index += 2
                continue
            } // no length
            if marker == 0xDA || marker == 0xD9 { return nil } // start of scan, end of image
            let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
            let start = index + 4
            let end = index + 2 + length
            guard length >= 2, end <= jpeg.count else { return nil }
            if marker == 0xE1 && end - start >= 6 && jpeg[start..<start + 6].elementsEqual(exifHeader) {
                return orientation(inTIFF: jpeg[(start + 6)..<end])
            }
            index = end
        }
        return nil
    }

    /// "Exif\0\0", which opens an APP1 segment holding a TIFF structure.
    private static let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]

    /// Tag 0x0112 of IFD0 in a TIFF structure of either byte order.
    private static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let base = tiff.startIndex
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= tiff.count else { return nil }
            var value = 0
            for i in 0..<size {
                let byte = Int(tiff[base + offset + (bigEndian ? i : size - 1 - i)])
                value = value << 8 | byte
            }
            return value
        }
        guard integer(at: 2, size: 2) == 42, let ifd = integer(at: 4, size: 4),
            let count = integer(at: ifd, size: 2)
        else { return nil }
        for entry in 0..<count {
            let offset = ifd + 2 + 12 * entry
            guard let tag = integer(at: offset, size: 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type SHORT (3), count 1: the value sits in the first two bytes of the value field.
            guard integer(at: offset + 2, size: 2) == 3, let value = integer(at: offset + 8, size: 2) else {
                return nil
            }
            return ExifOrientation(rawValue: value)
        }
        return nil
    }
}
