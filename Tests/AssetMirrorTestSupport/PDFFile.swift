import Foundation

/// A PDF file put together from its objects, with a correct cross-reference table, for tests
/// that need a document of a known shape (a chevron, a page with a given `/Rotate`, a bomb).
public enum PDFFile {
    /// `objects` numbered from 1 in order (object 1 must be the catalog), each between
    /// `N 0 obj` and `endobj`, then the table of their byte offsets and a trailer.
    public static func assembled(_ objects: [[UInt8]]) -> [UInt8] {
        var file = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let table = file.count
        file += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { file += Array(String(format: "%010d 00000 n \n", offset).utf8) }
        file += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return file
    }

    /// The same, for objects that are text.
    public static func assembled(_ objects: [String]) -> [UInt8] {
        assembled(objects.map { Array($0.utf8) })
    }
}
