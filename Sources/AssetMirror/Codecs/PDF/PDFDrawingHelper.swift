/// A second, small copy of the program that starts each PDF drawing's child process
/// (``PDFPageSVG``) for it, so that the child is forked from a process of one thread and a few
/// megabytes of its own memory rather than from the whole tool.
///
/// Forking the tool for each drawing costs what the tool is: about 10 ms of CPU per drawing in
/// page-table copies and copy-on-write faults, four times what poppler and cairo spend drawing a
/// 24-point glyph. The helper is the tool's own executable started again with ``argument``, at
/// the first drawing (the library reads neither its path nor the environment: the executable
/// names itself, and the helper inherits the environment as a forked child does). It forks one
/// child per drawing, held to the same budget and read the same way as a child forked from the
/// tool, so each drawing and each refusal is what it would be without it. When the helper
/// cannot be started, or stops, each drawing forks the caller as before.
public final class PDFDrawingHelper: @unchecked Sendable {
    /// The one argument that makes the executable serve drawings (``serve()``) instead of
    /// running a command. Not a documented option: only a helper's parent passes it.
    public static let argument = "--pdf-drawing-helper"

    /// The shim's helper; nil in a build that draws no PDF (``PopplerShim``).
    let handle: OpaquePointer?

    /// A helper that runs `executable` (a path, not looked up in `PATH`) with ``argument``
    /// when the first PDF is drawn through it.
    public init(executable: String) {
        handle = PopplerShim.createHelper(executable: executable, argument: Self.argument)
    }

    deinit { PopplerShim.destroyHelper(handle) }

    /// Makes every later drawing (``PDFPageSVG/draw(_:maxBytes:helper:)`` without a helper of
    /// its own) go through `helper`, which then lives as long as the process. Set it once, before
    /// the first drawing.
    public static func drawEveryPDF(through helper: PDFDrawingHelper) {
        PopplerShim.setDefaultHelper(Unmanaged.passRetained(helper).takeUnretainedValue().handle)
    }

    /// Drawings whose child process this helper started (0 when it could not start).
    public var drawings: Int { PopplerShim.drawings(by: handle) }

    /// The helper's side: serves the drawings asked for on descriptor 3 until its parent closes
    /// it. Returns the process's exit status: 0, or 64 when descriptor 3 is not a helper's
    /// socket (the argument was typed by hand) or this build draws no PDF.
    public static func serve() -> Int32 { PopplerShim.serve(descriptor: 3) }
}
