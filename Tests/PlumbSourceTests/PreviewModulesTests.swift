import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// A whole app's previews, each drawn in the module its file is compiled in (issue 27: "Real
/// apps, read as Xcode reads them"): the app target, its widget extension and its local
/// package are three modules, as Xcode's canvas builds them.
struct PreviewModulesTests {
    /// The app of ``ModuleContextTests/pbxproj(synchronized:)`` (target MyApp: `App/`, linking
    /// the local package UI; target MyWidget: `Widget/Widget.swift`), with `Size.width`
    /// declared by both targets and a version from MyApp's build settings.
    static func app() throws -> String {
        let project = ModuleContextTests.pbxproj(configurations: [
            "K1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {MARKETING_VERSION = 7; }; };"
        ])
        return try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Content View.swift": """
            import SwiftUI
            enum Size { static let width: CGFloat = 30 }
            struct ContentView: View {
                var version: CGFloat { CGFloat(Double(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "") ?? 1) }
                var body: some View { Color.red.frame(width: Size.width + version, height: 10) }
            }
            #Preview(traits: .sizeThatFitsLayout) { ContentView() }
            """,
            "App/Row.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"row\") } }\n",
            "Widget/Widget.swift": """
            import SwiftUI
            enum Size { static let width: CGFloat = 50 }
            struct W: View { var body: some View { Color.blue.frame(width: Size.width, height: 10) } }
            struct W_Previews: PreviewProvider {
                static var previews: some View { W().previewLayout(.sizeThatFits) }
            }
            """,
            "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Packages/UI/Sources/UI/Badge.swift": """
            import SwiftUI
            public struct Badge: View { public var body: some View { Color.green.frame(width: 20, height: 10) } }
            #Preview("Badge", traits: .sizeThatFitsLayout) { Badge() }
            """,
        ])
    }

    @Test(
        "a folder's previews are grouped by the module each file is compiled in: app target, package target, extension")
    func partition() throws {
        let root = try PreviewModulesTests.app()
        try FileManager.default.createDirectory(atPath: root + "/Extra", withIntermediateDirectories: true)
        let modules = ModuleContext.previewModules(under: root)
        #expect(
            modules.map(\.context.summary) == [
                "target MyApp of MyApp.xcodeproj and 1 package", "target UI of package UI",
                "target MyWidget of MyApp.xcodeproj",
            ])
        #expect(
            modules.map { $0.previewFiles.map { ModuleContextTests.relative($0, in: root) } } == [
                ["App/Content View.swift"], ["Packages/UI/Sources/UI/Badge.swift"], ["Widget/Widget.swift"],
            ])
        #expect(modules.map(\.isFolder) == [false, false, false])
        // The app's module reads its file without a preview too, and its package's.
        #expect(
            ModuleContextTests.names(modules[0].context, in: root).sorted() == [
                "App/Content View.swift", "App/Row.swift", "Packages/UI/Sources/UI/Badge.swift",
            ])
        #expect(modules[0].context.infoDictionary["CFBundleShortVersionString"] == "7")

        // Files in the project's folder that no target lists: one module of the folder, for both.
        try "#Preview { Color.red }".write(toFile: root + "/Extra/A.swift", atomically: false, encoding: .utf8)
        try "#Preview { Color.blue }".write(toFile: root + "/Extra/B.swift", atomically: false, encoding: .utf8)
        let all = ModuleContext.previewModules(under: root)
        #expect(all.count == 4)
        let unlisted = try #require(all.first { $0.context.summary.hasPrefix("the folder of") })
        #expect(
            unlisted.context.summary
                == "the folder of MyApp.xcodeproj (no target lists these 2 files), tests left out")
        #expect(
            unlisted.previewFiles.map { ModuleContextTests.relative($0, in: root) } == [
                "Extra/A.swift", "Extra/B.swift",
            ])
        #expect(unlisted.context.files.count == 6)

        // Files no project or package lists: one module of the folder's files, as before.
        let loose = try ModuleContextTests.tree(["A.swift": "#Preview { Color.red }", "B.swift": "struct B {}"])
        let folder = ModuleContext.previewModules(under: loose)
        #expect(folder.map(\.isFolder) == [true])
        #expect(ModuleContextTests.names(folder[0].context, in: loose) == ["A.swift", "B.swift"])
    }

    @Test(
        "plumb previews APP draws each preview in its own target: each Size.width its target's, the app's Info.plist version"
    )
    func galleryPerTarget() throws {
        let root = try PreviewModulesTests.app()
        let out = try PreviewGalleryTests.folder("targets-out")
        let run = try CommandLineTests.plumb(["previews", root, "--out", out] + PreviewGalleryTests.fast)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains("read 3 files for 1 file with previews: target MyApp of MyApp.xcodeproj and 1 package"))
        #expect(run.stderr.contains("read 1 file for 1 file with previews: target MyWidget of MyApp.xcodeproj"))
        let previews = try PreviewGalleryTests.manifest(out).previews
        // In path order, numbered across the gallery; 30 + version 7, the widget's 50, the package's 20.
        #expect(
            previews.compactMap { $0["id"] as? String } == [
                "App/Content View.swift#1", "Packages/UI/Sources/UI/Badge.swift#Badge",
                "Widget/Widget.swift#W_Previews",
            ])
        #expect(previews.compactMap { $0["number"] as? Int } == [1, 2, 3])
        #expect(previews.compactMap { $0["width"] as? Int } == [37, 20, 50])
        #expect(previews.compactMap { $0["height"] as? Int } == [10, 10, 10])
    }
}

extension ModuleContextTests {
    static func relative(_ path: String, in root: String) -> String {
        let base = (root as NSString).standardizingPath
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
