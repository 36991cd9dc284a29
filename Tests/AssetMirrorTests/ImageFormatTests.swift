import Testing

@testable import AssetMirror

@Suite struct ImageFormatTests {
    @Test func sniffsBySignatureNotExtension() {
        #expect(ImageFormat.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageFormat.sniff([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.sniff(Array("%PDF-1.7\n".utf8)) == .pdf)
        #expect(
            ImageFormat.sniff(Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
                == .svg)
        let illustrator =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\" [\n"
            + String(repeating: "  <!ENTITY ns_extend \"http://ns.adobe.com/Extensibility/1.0/\">\n", count: 12)
            + "]>\n<svg/>"
        #expect(ImageFormat.sniff(Array(illustrator.utf8)) == .svg)
        #expect(ImageFormat.sniff(Array("hello".utf8)) == nil)
        #expect(ImageFormat.sniff([]) == nil)
    }
}
