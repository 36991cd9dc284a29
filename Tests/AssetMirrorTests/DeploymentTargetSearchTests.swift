import Foundation
import Testing

@testable import AssetMirror

/// Issue 25 point 7: `audit` reads the deployment target from the project, and says where.
@Suite struct DeploymentTargetSearchTests {
    static let pbxproj = """
        /* Begin XCBuildConfiguration section */
        		A1 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				IPHONEOS_DEPLOYMENT_TARGET = 16.0;
        				MACOSX_DEPLOYMENT_TARGET = 11.0;
        			};
        		};
        		A2 /* Release */ = {
        			buildSettings = {
        				"IPHONEOS_DEPLOYMENT_TARGET" = "15.4";
        			};
        		};
        """

    @Test func theLowestOfAProjectsBuildConfigurationsIsTheApps() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write(".git/HEAD", Array("ref".utf8))
        _ = try folder.write("App.xcodeproj/project.pbxproj", Array(Self.pbxproj.utf8))
        _ = try folder.write("Sources/App/View.swift", [])
        var notes: [String] = []
        let found = try #require(DeploymentTargetSearch.find(for: folder.url("Sources/App").path, notes: &notes))
        #expect(found.version == IOSVersion(15, 4))
        #expect(found.sources.count == 1)
        #expect(
            found.sources[0].hasSuffix(
                "Sources/App/../../App.xcodeproj/project.pbxproj (IPHONEOS_DEPLOYMENT_TARGET 15.4)"))
        #expect(notes.isEmpty)
    }

    @Test func nothingAboveTheRepositoryIsRead() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("App.xcodeproj/project.pbxproj", Array(Self.pbxproj.utf8))
        _ = try folder.write("repo/.git/HEAD", Array("ref".utf8))
        _ = try folder.write("repo/Sources/View.swift", [])
        var notes: [String] = []
        #expect(DeploymentTargetSearch.find(for: folder.url("repo/Sources").path, notes: &notes) == nil)
        // Without a repository, only the path's own folder.
        _ = try folder.write("plain/Sources/View.swift", [])
        _ = try folder.write("plain/Package.swift", Array(".iOS(.v13)".utf8))
        #expect(DeploymentTargetSearch.find(for: folder.url("plain/Sources").path, notes: &notes) == nil)
        #expect(DeploymentTargetSearch.find(for: folder.url("plain").path, notes: &notes)?.version == IOSVersion(13))
    }

    @Test func aLinkedProjectIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("outside/App.xcodeproj/project.pbxproj", Array(Self.pbxproj.utf8))
        _ = try folder.write("repo/.git/HEAD", Array("ref".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("repo/App.xcodeproj").path, withDestinationPath: folder.url("outside/App.xcodeproj").path
        )
        var notes: [String] = []
        #expect(DeploymentTargetSearch.find(for: folder.url("repo").path, notes: &notes) == nil)
    }

    @Test func xcodeGenTargetsAndOptions() {
        let spec = """
            options:
              deploymentTarget:
                iOS: "15.0"   # the project's
                macOS: 11.0
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: 14.2
                sources: [App]
              Mac:
                platform: macOS
                deploymentTarget: 10.15
            """
        #expect(
            DeploymentTargetSearch.xcodeGenSettings(spec).map { "\($0.0) \($0.1)" }
                == ["iOS 15 deploymentTarget iOS 15.0", "iOS 14.2 deploymentTarget 14.2"])
    }

    @Test func packagePlatforms() {
        let manifest = #"platforms: [.macOS(.v12), .iOS(.v15_4), .iOS("16.1"), .iOS(.v14)]"#
        #expect(
            DeploymentTargetSearch.packagePlatforms(manifest).map(\.0) == [
                IOSVersion(15, 4), IOSVersion(16, 1), IOSVersion(14),
            ])
    }
}
