import Foundation

/// What planning learns of one directional set (``SetPlanner``): its plan and its operations,
/// which the plan keeps, and what the rest of planning needs from it, which it does not: the
/// names a derived copy leaves to the set, and the set's side of the direction table.
struct PlannedSet {
    var plan: SetPlan
    /// The set's operations, in the order they are carried out; their ``PlannedOperation/set``
    /// is filled in when the plan lists them.
    var operations: [PlannedOperation] = []
    /// File names in the set folder that the set's operations write (its written variants, a
    /// changed `Contents.json`, its record): a derived copy leaves them alone.
    var generatedNames: Set<String> = []
    /// The names the set's record lists (it may list more than the set still has).
    var recordedNames: Set<String> = []
    /// The set's `Contents.json` once its operations are done; `nil` when that is the one read
    /// (every set of a no-op run, and a set the run leaves as it is).
    var contentsAfterRun: JSONDocument?
    /// The files the direction table counts as generated once the set's operations are done.
    var generatedAfterRun: Set<String> = []
    /// The files the direction table counts as generated if the set is not completed: those
    /// whose bytes are still the ones its record gives.
    var generatedBeforeRun: Set<String> = []
}
