/// The memory behind a ``PixelBuffer``: `count` bytes whose first byte is on a 64-byte boundary
/// (a cache line, and one AVX-512 vector), owned by one object so that `PixelBuffer` can copy it
/// on write.
///
/// Why not `[UInt8]`: an array's elements follow its 32-byte header, so they start wherever the
/// allocator's 16-byte alignment puts them (32 bytes past a cache line for the 4–16 KB arrays
/// measured). Then every 64-byte store a flip kernel makes into a row spans two lines, and on
/// the benchmark machine a split 64-byte store costs about twice an aligned one (see
/// `docs/benchmarks/flip-kernels.md`).
///
/// `@unchecked Sendable`: the bytes change only through `PixelBuffer`'s mutating methods, which
/// first make sure the buffer holds the only reference (copying otherwise), so no object whose
/// bytes change is ever shared between threads.
final class PixelStorage: @unchecked Sendable {
    /// The boundary `base` sits on.
    static let alignment = 64

    let base: UnsafeMutableRawPointer
    let count: Int

    /// `count` bytes, bound to `UInt8` but not yet written; the caller writes every one.
    init(uninitializedCount count: Int) {
        precondition(count >= 0, "negative byte count \(count)")
        self.count = count
        // One byte at least, so that an empty buffer still has a base address to hand out.
        base = .allocate(byteCount: max(count, 1), alignment: Self.alignment)
        base.bindMemory(to: UInt8.self, capacity: max(count, 1))
    }

    /// `count` zero bytes.
    convenience init(zeroedCount count: Int) {
        self.init(uninitializedCount: count)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: count)
    }

    /// A new object holding the same bytes.
    func copy() -> PixelStorage {
        let copy = PixelStorage(uninitializedCount: count)
        copy.base.copyMemory(from: base, byteCount: count)
        return copy
    }

    deinit { base.deallocate() }
}
