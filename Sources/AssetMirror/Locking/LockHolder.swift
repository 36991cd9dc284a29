import Foundation

/// Which process holds the `flock` on a folder, where the system says: on Linux, `/proc/locks`
/// lists each lock with its process and the device and inode it is on. Elsewhere (macOS has no
/// such list for `flock`) the holder is not known, and a refusal names the folder only.
enum LockHolder {
    /// `process 1234, assetmirror` for the process holding a `flock` on the file open at
    /// `descriptor`, or `nil` when it cannot be told.
    static func describe(lockOn descriptor: Int32) -> String? {
        #if os(Linux)
        var status = stat()
        guard fstat(descriptor, &status) == 0, let locks = fopen("/proc/locks", "r") else { return nil }
        defer { fclose(locks) }
        // `1: FLOCK  ADVISORY  WRITE 1234 08:01:5513 0 EOF`: the device as major:minor in hex.
        let device = UInt64(status.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
        let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
        let file = String(format: "%02llx:%02llx:%llu", major, minor, UInt64(status.st_ino))
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, locks) > 0, let line {
            let fields = String(cString: line).split(separator: " ", omittingEmptySubsequences: true)
            // A waiting request is listed with `->` before its fields; it holds nothing.
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == file, let pid = Int32(fields[4]),
                pid != getpid()
            else { continue }
            return "process \(pid)" + (name(of: pid).map { ", " + $0 } ?? "")
        }
        return nil
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// The program's name (its first argument's last component), from `/proc/PID/cmdline`.
    private static func name(of pid: Int32) -> String? {
        guard let file = fopen("/proc/\(pid)/cmdline", "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var byte = fgetc(file)
        while byte > 0 && bytes.count < 4096 {
            bytes.append(UInt8(byte))
            byte = fgetc(file)
        }
        let program = String(decoding: bytes, as: UTF8.self)
        let name = program.split(separator: "/").last.map(String.init) ?? program
        return name.isEmpty ? nil : name
    }
    #endif
}
