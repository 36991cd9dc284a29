/// What reading one image file told: its format by signature, its header, and, only when a
/// pixel rule asked for it, whether its pixels equal their mirror image.
///
/// A vector file (PDF, SVG) is fine once its header parses: it has a size in points and no
/// pixels to decode. When a rule asks for its pixels it is drawn instead (``VectorDrawing``), and
/// its drawing compared with its mirror image as a raster image's pixels are.
///
/// Each file is read and its header decoded once, by one worker, and the facts shared by every
/// rule that needs them; pixels are never kept.
struct ImageFacts: Sendable {
    /// The format the file's extension claims (nil for extensions assetmirror does not know).
    var claimed: ImageFormat?
    /// The format its bytes start with.
    var sniffed: ImageFormat?
    /// The header, when the sniffed format has a codec; nil when there is none.
    var header: Result<ImageHeader, CodecError>?
    /// Set only when a raster file was fully decoded: the decoding error, if any.
    var decodeError: CodecError?
    /// Set only when the file was fully decoded without error.
    var isOwnMirror: Bool?
    /// Set only when the file was fully decoded without error: whether it looks the same
    /// mirrored as displayed (``PixelBuffer/looksSymmetric(acrossRows:)``, rows for a JPEG whose
    /// EXIF orientation is 5–8), so that a directional name cannot point any way.
    var looksSymmetric: Bool?
    /// Set with ``looksSymmetric``: the share of the drawing that mirroring changes
    /// (``PixelBuffer/mirrorChange(acrossRows:)``).
    var mirrorChange: Double?
    /// Set with ``looksSymmetric``: whether the drawing is a media transport control (⏩ ⏭),
    /// which does not mirror (``PixelBuffer/looksLikeMediaControl(ink:)``); false without a
    /// look when the drawing looks symmetric.
    var looksLikeMediaControl: Bool?
    /// Set with ``looksSymmetric``: whether the drawing is a circular arrow (↺, a clock's
    /// history arrow), which does not mirror (``PixelBuffer/looksLikeCircularArrow(ink:)``); false
    /// without a look when the drawing looks symmetric.
    var looksLikeCircularArrow: Bool?
    /// The drawing's size in pixels, set with ``looksSymmetric``.
    var drawnPixels: Int?
    /// Set only when a vector file's drawing was asked for and there is none: why, as the end of
    /// a sentence.
    var notDrawn: String?

    /// How far an image is read: each depth does what the one before does, and more.
    enum Depth: Sendable {
        /// Its signature and header.
        case header
        /// Its pixels decoded, for ``isOwnMirror`` (raster images only).
        case pixels
        /// Its drawing looked at: decoded, or drawn for a vector image, compared with its
        /// mirror image, and told whether it is a media control or a circular arrow
        /// (``looksSymmetric`` and the facts set with it). The drawing checks cost more than the
        /// decode, so only `directional-name-fixed`'s sets are read this far.
        case drawing
    }

    /// The facts for `bytes`, read as far as `depth`.
    init(filename: String, bytes: [UInt8], depth: Depth, limits: DecodeLimits) {
        claimed = ImageFormat(claimedBy: filename)
        sniffed = ImageFormat.sniff(bytes)
        guard let format = sniffed, let codec = ImageCodecs.codec(for: format) else { return }
        do throws(CodecError) {
            header = .success(try codec.header(of: bytes))
        } catch {
            header = .failure(error)
            return
        }
        guard depth != .header else { return }
        guard !format.isVector else {
            guard depth == .drawing else { return }
            switch VectorDrawing.draw(bytes, format: format, limits: limits) {
            case .drawn(let pixels): lookAt(pixels, acrossRows: false)
            case .notDrawn(let reason): notDrawn = reason
            }
            return
        }
        do throws(CodecError) {
            let pixels = try codec.decode(bytes, limits: limits)
            isOwnMirror = pixels.isHorizontallySymmetric
            guard depth == .drawing else { return }
            let sideways = format == .jpeg && (ExifOrientation.read(fromJPEG: bytes)?.swapsAxes ?? false)
            // A PNG is looked at as it is shown: palette indices, 16-bit samples and a tRNS
            // colour key become straight 8-bit RGBA, so its shape and colour are seen as an
            // RGBA image's are (``PixelBuffer/seenDifference(_:_:_:_:samples:alpha:)``).
            let shown = format == .png && pixels.format != .rgba8 ? try PNGCodec().rgba8(of: pixels, in: bytes) : pixels
            lookAt(shown, acrossRows: sideways)
        } catch {
            decodeError = error
        }
    }

    private mutating func lookAt(_ pixels: PixelBuffer, acrossRows: Bool) {
        let change = pixels.mirrorChange(acrossRows: acrossRows)
        mirrorChange = change
        looksSymmetric = change <= PixelBuffer.symmetryShare
        // The two drawings that do not mirror, read from one mask of the ink; a drawing that
        // looks symmetric needs neither.
        let ink = looksSymmetric == true ? nil : pixels.inkMask()
        looksLikeMediaControl = ink.map { pixels.looksLikeMediaControl(ink: $0) } ?? false
        looksLikeCircularArrow = ink.map { pixels.looksLikeCircularArrow(ink: $0) } ?? false
        drawnPixels = pixels.width * pixels.height
    }

    /// A raster image's size in pixels, when its header was read; nil for a vector image.
    var pixelSize: (width: Int, height: Int)? {
        guard case .success(let header)? = header, !header.isVector else { return nil }
        return (header.width, header.height)
    }

    /// A vector image's size in points, when its header was read; nil for a raster image.
    var pointSize: VectorGeometry? {
        guard case .success(let header)? = header else { return nil }
        return header.vector
    }
}
