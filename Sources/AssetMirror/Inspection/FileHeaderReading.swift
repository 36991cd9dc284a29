import Foundation

/// Reads files' formats and sizes from their first bytes and headers, in parallel.
enum FileHeaderReading {
    struct Result: Sendable {
        var format: ImageFormat?
        var extent: ImageExtent?
        var error: String?
    }

    /// The format, size and error of each file. `displayPaths` name the files in errors;
    /// `dataAllowed` says where a file that is not an image is not an error.
    static func read(_ urls: [URL], displayPaths: [String], dataAllowed: [Bool]) -> [Result] {
        ParallelWork.map(count: urls.count, jobs: max(urls.count, 1)) { index in
            read(urls[index], displayPath: displayPaths[index], dataAllowed: dataAllowed[index])
        }
    }

    /// One file: its first bytes tell the format; only files of a format with an adapter are
    /// read whole (for their header), so a big data file costs one small read.
    static func read(_ url: URL, displayPath: String, dataAllowed: Bool) -> Result {
        do throws(FileIOError) {
            let head = try FileContents.prefix(of: url.path, count: 512)
            guard let format = ImageFormat.sniff(head) else {
                return Result(error: dataAllowed ? nil : "not an image (checked the file's signature, not its name)")
            }
            guard let codec = ImageCodecs.codec(for: format) else { return Result(format: format) }
            let data = try FileContents.read(url.path)
            do {
                let header = try codec.header(of: data)
                if let vector = header.vector {
                    return Result(format: format, extent: .points(width: vector.width, height: vector.height))
                }
                return Result(format: format, extent: .pixels(width: header.width, height: header.height))
            } catch {
                return Result(format: format, error: error.description)
            }
        } catch {
            var error = error
            error.path = displayPath
            return Result(error: error.description)
        }
    }
}
