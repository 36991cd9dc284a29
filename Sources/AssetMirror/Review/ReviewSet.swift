/// One set on the review page: what it is called, where it is built, which way it goes, its
/// files side by side in both layout directions, and what `verify` found about it.
public struct ReviewSet: Sendable, Equatable {
    /// The catalog's path as the user gave it.
    public var catalogPath: String
    /// The set's folder inside the catalog (`Navigation/back.imageset`).
    public var relativePath: String
    /// The name code loads it by, namespace included (`Navigation/back`).
    public var qualifiedName: String
    /// The namespace part of ``qualifiedName`` (`Navigation`); empty for none.
    public var namespace: String
    public var type: AssetSetType
    /// The targets that build the catalog, sorted; empty when no target found builds it.
    public var targets: [String]
    /// Nil for set types that have no direction (colours, data).
    public var direction: SetDirectionState?
    /// The word that makes the name look directional (`back`), as written; nil when none does.
    public var directionalWord: String?
    public var files: [ReviewFile]
    /// The slots, each as both directions draw it; empty for sets without images.
    public var rows: [ReviewRow]
    /// `verify`'s findings about the set, in report order.
    public var findings: [Finding]
    /// Why `verify`'s rules left the set alone on purpose (``LeftAloneSet``), when they did.
    public var leftAlone: [LeftAloneSet]
    /// Whether the set's `Contents.json` says `"template-rendering-intent": "template"`: the
    /// system draws its images in the tint colour, by their alpha alone.
    public var isTemplate: Bool

    public init(
        catalogPath: String, relativePath: String, qualifiedName: String, namespace: String, type: AssetSetType,
        targets: [String], direction: SetDirectionState?, directionalWord: String?, files: [ReviewFile],
        rows: [ReviewRow], findings: [Finding], leftAlone: [LeftAloneSet] = [], isTemplate: Bool = false
    ) {
        self.catalogPath = catalogPath
        self.relativePath = relativePath
        self.qualifiedName = qualifiedName
        self.namespace = namespace
        self.type = type
        self.targets = targets
        self.direction = direction
        self.directionalWord = directionalWord
        self.files = files
        self.rows = rows
        self.findings = findings
        self.leftAlone = leftAlone
        self.isTemplate = isTemplate
    }

    /// The set's name without its namespace.
    public var name: String {
        qualifiedName.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? qualifiedName
    }

    /// Whether a person should look at it: exactly when `verify`, under the same configuration,
    /// found something about it. One verdict: a name that looks directional is not one by
    /// itself, since `verify` looks at the drawing and the catalog before it reports.
    public var needsLook: Bool { !findings.isEmpty }
}
