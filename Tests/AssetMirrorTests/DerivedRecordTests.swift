import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// The derived record's own reading, sorting and writing give what the general ways give: the
/// JSON layer's document, the paths split by `Character`, a `Set` sorted.
@Suite struct DerivedRecordTests {
    /// Paths of every kind the record may hold: escapes, control characters, non-ASCII.
    static let records: [[String]] = [
        ["a.png"],
        ["Chat/Contents.json", "Chat/bubble.imageset/Contents.json", "Chat/bubble.imageset/bubble@2x.png"],
        ["quote\"d/back\\slash.png", "tab\there/new\nline.png", "bell\u{7}/nul\u{0}.png", "slash/a\\/b"],
        ["caf\u{E9}/\u{212B}.png", "cafe\u{301}/x.png", "\u{1F600}.png", "a.png"],
        [],
    ]

    @Test(arguments: records)
    func theRecordIsWrittenAsTheJSONLayerWritesIt(paths: [String]) throws {
        let record = DerivedRecord(paths: paths)
        #expect(record.serialized() == record.document.serialized())
        #expect(try DerivedRecord(parsing: record.serialized()) == record)
    }

    @Test func aRecordIsWrittenInXcodesStyle() {
        #expect(
            String(decoding: DerivedRecord(paths: ["b/\"q\".png", "a.png"]).serialized(), as: UTF8.self) == """
                {
                  "files" : [
                    "a.png",
                    "b/\\"q\\".png"
                  ],
                  "generator" : "assetmirror",
                  "version" : 1
                }

                """)
    }

    /// The first formula, kept here as the reference.
    static func isInsideByCharacters(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.isEmpty && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// Every path of up to five characters from an alphabet that makes every kind of
    /// component (empty, `.`, `..`, `...`, a name, CR LF), by bytes and by characters alike.
    @Test func anASCIIPathIsInsideByBytesExactlyWhenItIsByCharacters() {
        let alphabet: [String] = ["a", ".", "/", "\r", "\n"]
        var paths: [String] = [""]
        var last: [String] = [""]
        for _ in 0..<5 {
            last = last.flatMap { path in alphabet.map { path + $0 } }
            paths += last
        }
        #expect(paths.count == 3906)
        for path in paths {
            #expect(
                DerivedRecord.isInside(ascii: path.utf8) == Self.isInsideByCharacters(path), "\(path.debugDescription)")
            #expect(DerivedRecord.isInside(path) == Self.isInsideByCharacters(path))
        }
    }

    /// A path with a byte above ASCII is left to the split by characters, where a `/` followed
    /// by a combining mark is one character, not a separator.
    @Test func aPathBeyondASCIIIsSplitByCharacters() {
        #expect(DerivedRecord.isInside(ascii: "a//\u{301}b".utf8) == nil)
        #expect(DerivedRecord.isInside("a//\u{301}b") == Self.isInsideByCharacters("a//\u{301}b"))
        #expect(DerivedRecord.isInside("a//\u{301}b"))
        #expect(!DerivedRecord.isInside("caf\u{E9}//x"))
    }

    /// Sorted and rid of repeats as a `Set` sorted would be, whatever order they come in.
    @Test(arguments: 0..<20)
    func pathsInAnyOrderGiveTheRecordASetSortedWould(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let names = ["a", "a.png", "a-b", "a/b", "Z", "a/Contents.json", "b/c/d", "b.c", "b/c"]
        let paths = (0..<40).map { _ in names[Int.random(in: 0..<names.count, using: &generator)] }
        #expect(DerivedRecord(paths: paths).paths == Array(Set(paths)).sorted())
    }
}
