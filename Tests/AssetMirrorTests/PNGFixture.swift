import AssetMirrorTestSupport
import Foundation

/// The PNG fixtures in `TestAssets/PNG/`, written by `Scripts/make-png-fixtures`, and a
/// minimal chunk reader of the tests' own, so that assertions about chunks do not rest on the
/// code under test.
enum PNGFixture {
    static let directory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("TestAssets/PNG")
    }()

    /// Every decodable fixture's name (no extension), e.g. `indexed4-trns-adam7`.
    static let images: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".mirrored.raw") }
            .map { String($0.dropLast(".mirrored.raw".count)) }
            .sorted()
    }()

    static func bytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
    }

    static func png(_ name: String) throws -> [UInt8] { try bytes(name + ".png") }

    /// A chunk as the file holds it.
    typealias Chunk = PNGTestChunk

    /// The chunks after the signature (for files known to be whole).
    static func chunks(of png: [UInt8]) -> [Chunk] { PNGTestChunk.chunks(of: png) }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }

    /// A whole chunk (length, type, data, CRC), for building broken files.
    static func encodeChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: slow, obviously right.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
