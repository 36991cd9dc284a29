import AssetMirrorTestSupport
import Foundation
import Testing

@testable import AssetMirror

/// The AVX-512 kernels are held against the scalar one by the tests that run every variant in
/// ``FlipKernel/available`` (``FlipKernelTests``, ``FlipKernelImageTests``). Those tests cannot
/// tell "checked" from "this CPU has none", so this suite reads the CPU's flags itself: where
/// the CPU has AVX-512 the variants must be available and chosen, and where it has not, the
/// tests below are skipped with that reason rather than passing.
@Suite struct FlipKernelAVX512Tests {
    /// The CPU's feature flags as Linux reports them; empty elsewhere (the tests are then skipped).
    static let cpuFlags: Set<Substring> = {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") })
        else { return [] }
        return Set(line.split(separator: " "))
    }()
    static let hasAVX512BW = ["avx512f", "avx512bw", "avx512vl"].allSatisfy { cpuFlags.contains(Substring($0)) }
    static let hasAVX512VBMI = hasAVX512BW && cpuFlags.contains("avx512vbmi")

    @Test(
        .enabled(
            if: hasAVX512BW, "no AVX-512 F/BW/VL in /proc/cpuinfo: the avx512bw kernels are not checked on this machine"
        ))
    func avx512bwIsAvailableAndChecked() {
        #expect(FlipKernel.available.contains(.avx512bw))
        #expect(FlipKernel.best.rawValue >= FlipKernel.avx512bw.rawValue)
    }

    @Test(
        .enabled(
            if: hasAVX512VBMI,
            "no AVX-512 VBMI in /proc/cpuinfo: the avx512vbmi kernels are not checked on this machine"))
    func avx512vbmiIsAvailableAndChosen() {
        #expect(FlipKernel.available.contains(.avx512vbmi))
        #expect(FlipKernel.best == .avx512vbmi)
    }

    /// Rows whose ends fall at every offset of a 64-byte vector and of a 64-pixel RGB group,
    /// both ways, against the scalar kernel: what the generic tests do, for widths past 70.
    @Test(
        .enabled(if: hasAVX512BW, "no AVX-512 F/BW/VL in /proc/cpuinfo"),
        arguments: FlipKernelTests.bitDepths.filter { $0 >= 8 })
    func everyRowEndUpToTwoGroups(bits: Int) {
        let kernels = FlipKernel.available.filter { $0.rawValue >= FlipKernel.avx512bw.rawValue }
        var random = SplitMix64(seed: UInt64(bits) &+ 900)
        for kernel in kernels {
            for width in 71...300 {
                let image = PaddedImage(
                    tight: width * bits / 8, stride: width * bits / 8 + 7, height: 2, random: &random)
                #expect(
                    image.flipped(by: kernel, bits: bits, width: width)
                        == image.flipped(by: .scalar, bits: bits, width: width),
                    "\(kernel) \(bits)-bit width \(width)")
                #expect(
                    image.flippedInPlace(by: kernel, bits: bits, width: width)
                        == image.flippedInPlace(by: .scalar, bits: bits, width: width),
                    "\(kernel) \(bits)-bit width \(width) in place")
            }
        }
    }
}
