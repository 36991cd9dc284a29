/// What a plan was made from and no longer needs: every file planning read (the snapshot) and
/// every folder it listed, held by the plan rather than freed as planning ends.
///
/// For a 10,000-set catalog they are tens of thousands of small buffers and dictionary entries,
/// and freeing them took a tenth of a no-op run; they now go when the plan goes, which the
/// command keeps until the process ends. A run that writes holds them while it writes: the
/// bytes of the directional sets' files and of every `Contents.json`, most of which the plan
/// holds anyway (a variant's source bytes, the parsed catalog).
///
/// Not part of what the plan says: any two compare equal.
struct PlanningReads: Sendable, Equatable {
    var snapshot: GenerationSnapshot?
    var listings: [WalkListings] = []

    static func == (_: PlanningReads, _: PlanningReads) -> Bool { true }
}
