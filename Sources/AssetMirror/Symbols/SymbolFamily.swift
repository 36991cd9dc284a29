/// Which kind of thing a name's direction token belongs to, which decides whether mirroring may
/// be offered at all.
///
/// Only ``interface`` names are offered a counterpart or a direction-aware name: the HIG says to
/// flip what shows reading or navigation direction, and to keep real-world objects and controls
/// that point at an actual place as they are.
public enum SymbolFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// Chevrons, arrows, arrowshapes, arrowtriangles, delete keys, sidebars, half and third
    /// layouts, text alignment and justification; and every name Apple also drew in a
    /// direction-aware version.
    case interface
    /// Cars, seats, doors, earbuds, device buttons, pointing hands, standalone `left`/`right`.
    case physical
    /// Everything else (speech bubbles, half-filled shapes, radio waves): a counterpart may be
    /// listed, but whether to use it is the app's decision.
    case other
}
