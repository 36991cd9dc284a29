import Foundation

extension SymbolAudit {
    /// Applies the fixes of `findings` to their files, each file rewritten once, atomically
    /// (``AtomicFile``), and only when something changed.
    ///
    /// A fix is applied only when its span still holds the text the finding saw, and never when
    /// it overlaps one applied before it; such fixes are returned as `stale`. Findings without a
    /// fix are ignored. Running the audit again on the rewritten files finds nothing to fix. A
    /// file that is a symbolic link is not rewritten (a failure naming it): writing it would
    /// replace the link with a file; audit the file it points to to fix that. Every other file is
    /// written under the tool's one output-file policy (``OutputFile``): a device, named pipe or
    /// folder is not replaced, and a file reached through two names (a hard link) is rewritten
    /// once, the second name a failure.
    public static func applyFixes(of findings: [Finding]) -> SymbolFixResult {
        var result = SymbolFixResult(changes: [], failures: [], stale: [])
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in findings where finding.fix != nil {
            if byFile[finding.location.file] == nil { files.append(finding.location.file) }
            byFile[finding.location.file, default: []].append(finding)
        }
        var rewrittenAs: [String: String] = [:]
        for file in files {
            // A rename would put a regular file where the link was, and leave its target as it
            // was: the link's target is edited by name, or not at all.
            var status = stat()
            if lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
                result.failures.append(FileIOError(.linkInOutput, path: file, code: 0))
                continue
            }
            let output: OutputFile
            do {
                output = try OutputFile(checking: file)
            } catch {
                result.failures.append(error.asFileIOError)
                continue
            }
            if rewrittenAs.updateValue(file, forKey: output.identity) != nil {
                result.failures.append(FileIOError(.sameFileAsAnother, path: file, code: 0))
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try FileContents.read(file)
            } catch {
                result.failures.append(error)
                continue
            }
            let (rewritten, applied, stale) = apply(byFile[file]!, to: bytes)
            result.stale += stale
            guard !applied.isEmpty else { continue }
            do {
                // Checked again as it is written: something may have been put there since.
                try output.write(rewritten)
                result.changes += applied.map {
                    SymbolFixResult.Change(
                        location: $0.location, original: $0.fix!.original, replacement: $0.fix!.replacement)
                }
            } catch let error as FileIOError {
                result.failures.append(error)
            } catch let error as OutputFileError {
                result.failures.append(error.asFileIOError)
            } catch {
                result.failures.append(FileIOError(.write, path: file, code: 0))
            }
        }
        return result
    }

    /// `bytes` with the fixes applied from the last to the first, the applied findings in file
    /// order, and those left out. Findings without a fix are ignored.
    static func apply(_ findings: [Finding], to bytes: [UInt8]) -> (
        bytes: [UInt8], applied: [Finding], stale: [Finding]
    ) {
        var rewritten = bytes
        var applied: [Finding] = []
        var stale: [Finding] = []
        var lowestStart = Int.max
        let fixable = findings.filter { $0.fix != nil }
        for finding in fixable.sorted(by: { $0.fix!.startOffset > $1.fix!.startOffset }) {
            let fix = finding.fix!
            guard fix.startOffset >= 0, fix.startOffset <= fix.endOffset, fix.endOffset <= lowestStart,
                fix.endOffset <= bytes.count, Array(bytes[fix.startOffset..<fix.endOffset]) == Array(fix.original.utf8)
            else {
                stale.append(finding)
                continue
            }
            rewritten.replaceSubrange(fix.startOffset..<fix.endOffset, with: Array(fix.replacement.utf8))
            lowestStart = fix.startOffset
            applied.insert(finding, at: 0)
        }
        return (rewritten, applied, stale)
    }
}
