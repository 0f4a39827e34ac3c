import Foundation
import PlumbTestSupport
import Plumb
@testable import PlumbSource
import Testing

/// The app around a file, found as Xcode and SwiftPM find it (issue 27: "Real apps, read as
/// Xcode reads them"): package targets, Xcode targets (listed and folder-synchronized),
/// local packages, and one bad file costing only itself.
struct ModuleContextTests {
    /// A fresh folder holding `files` (path → text); returns its path.
    static func tree(_ files: [String: String]) throws -> String {
        let root = Scratch.folder.appendingPathComponent("plumb-module-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    static func names(_ context: ModuleContext, in root: String) -> [String] {
        let base = (root as NSString).standardizingPath
        return context.files.map { $0.hasPrefix(base + "/") ? String($0.dropFirst(base.count + 1)) : $0 }
    }

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let shared: [Target.Dependency] = ["Styleguide"]
        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["Feature"]), .singleTargetLibrary("Models")],
            dependencies: [.package(path: "../Fonts"), .package(url: "https://example.com/x/Remote.git", from: "1.0.0")],
            targets: [
                .target(name: "Feature", dependencies: shared + [.models, .product(name: "Fonts", package: "Fonts")]),
                .target(name: "Styleguide", path: "Sources/Style", exclude: ["Old"]),
                .target(name: "Models"),
                .target(name: "Unused"),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ]
        )
        extension Target.Dependency { static let models = byName(name: "Models") }
        """

    @Test("Package.swift is read as a syntax tree: targets, paths, dependencies, products, packages")
    func manifest() throws {
        let m = try PackageManifest.read(ModuleContextTests.manifest)
        #expect(m.name == "Kit")
        #expect(m.targets.map(\.name) == ["Feature", "Styleguide", "Models", "Unused", "FeatureTests"])
        #expect(
            m.targets[0].dependencies == [
                .byName("Styleguide"), .byName("Models"), .product("Fonts", package: "Fonts"),
            ])
        #expect(m.targets[1].path == "Sources/Style")
        #expect(m.targets[1].exclude == ["Old"])
        #expect(m.targets[4].kind == .test)
        #expect(m.products.map(\.name) == ["Kit", "Models"])
        #expect(m.targets(ofProduct: "Models") == ["Models"])
        #expect(m.targets(ofProduct: "Kit") == ["Feature"])
        #expect(m.dependencies.map(\.identity) == ["fonts", "remote"])
        #expect(m.dependencies[0].path == "../Fonts")
    }

    @Test(
        "targets, products and dependencies a manifest builds with result builders it declares (Pizza Helper's buildTargets { Target.target(...) }), an if's branches too"
    )
    func resultBuilderManifest() throws {
        let m = try PackageManifest.read(
            """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "PizzaKitPKG",
                products: buildProducts {
                    Product.library(name: "PZBaseKit", targets: ["PZBaseKit"])
                },
                dependencies: buildPackageDependencies {
                    Package.Dependency.package(path: "../PZCoreDataKit")
                },
                targets: buildTargets {
                    Target.target(name: "PZBaseKit", dependencies: buildTargetDependencies { "Defaults" })
                    if true {
                        Target.target(name: "PZAccountKit", dependencies: ["PZBaseKit"])
                    }
                    Target.testTarget(name: "PZKitTests")
                }
            )
            @resultBuilder enum TargetBuilder { static func buildBlock(_ t: Target...) -> [Target] { t } }
            func buildTargets(@TargetBuilder _ body: () -> [Target]) -> [Target] { body() }
            """)
        #expect(m.targets.map(\.name) == ["PZBaseKit", "PZAccountKit", "PZKitTests"])
        #expect(m.targets[0].dependencies == [.byName("Defaults")])
        #expect(m.targets[1].dependencies == [.byName("PZBaseKit")])
        #expect(m.targets[2].kind == .test)
        #expect(m.products.map(\.name) == ["PZBaseKit"])
        #expect(m.dependencies.map(\.path) == ["../PZCoreDataKit"])
    }

    @Test(
        "targets and products a manifest appends, also inside an if (isowords' app targets), are its own; .targetItem(name:condition:) is a target dependency"
    )
    func appendedTargets() throws {
        let m = try PackageManifest.read(
            """
            // swift-tools-version:5.9
            import Foundation
            import PackageDescription
            var package = Package(name: "Game", products: [], targets: [.target(name: "Build")])
            if ProcessInfo.processInfo.environment["TEST_SERVER"] == nil {
              package.products.append(contentsOf: [.library(name: "SoloFeature", targets: ["SoloFeature"])])
              package.targets.append(contentsOf: [
                .target(name: "SoloFeature", dependencies: ["Styleguide", .targetItem(name: "Build", condition: .none)]),
                .target(name: "Styleguide"),
              ])
            } else {
              package.targets.append(.target(name: "Server"))
            }
            package.targets += [.testTarget(name: "SoloFeatureTests", dependencies: ["SoloFeature"])]
            """)
        #expect(m.targets.map(\.name) == ["Build", "SoloFeature", "Styleguide", "Server", "SoloFeatureTests"])
        #expect(m.targets[1].dependencies == [.byName("Styleguide"), .target("Build")])
        #expect(m.products.map(\.name) == ["SoloFeature"])
        #expect(m.targets(ofProduct: "SoloFeature") == ["SoloFeature"])
    }

    @Test(
        "a target's dependencies given by a computed variable that builds an array (Omnivore's appPackageDependencies: var deps = [...]; deps.append(...); return deps)"
    )
    func computedDependencies() throws {
        let m = try PackageManifest.read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [
              .target(name: "App", dependencies: appPackageDependencies),
              .target(name: "Views"), .target(name: "Models"),
            ])
            var appPackageDependencies: [Target.Dependency] {
              var deps: [Target.Dependency] = ["Views"]
              deps.append(.product(name: "PSPDFKit", package: "PSPDFKit-SP"))
              if true { deps += ["Models"] }
              return deps
            }
            """)
        #expect(
            m.targets[0].dependencies == [
                .byName("Views"), .product("PSPDFKit", package: "PSPDFKit-SP"), .byName("Models"),
            ])
    }

    @Test("a file of a package target is read with the targets and local products it depends on, itself last")
    func packageTarget() throws {
        let root = try ModuleContextTests.tree([
            "Kit/Package.swift": ModuleContextTests.manifest,
            "Kit/Sources/Feature/Screen.swift": "struct Screen {}",
            "Kit/Sources/Feature/Row.swift": "struct Row {}",
            "Kit/Sources/Style/Colors.swift": "struct Colors {}",
            "Kit/Sources/Style/Old/Legacy.swift": "struct Legacy {}",
            "Kit/Sources/Models/Item.swift": "struct Item {}",
            "Kit/Sources/Unused/Other.swift": "struct Other {}",
            "Kit/Tests/FeatureTests/T.swift": "struct T {}",
            "Fonts/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Fonts", products: [.library(name: "Fonts", targets: ["FontsCore"])],
                targets: [.target(name: "FontsCore")])
            """,
            "Fonts/Sources/FontsCore/Plex.swift": "struct Plex {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/Kit/Sources/Feature/Screen.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Kit/Sources/Style/Colors.swift", "Kit/Sources/Models/Item.swift", "Fonts/Sources/FontsCore/Plex.swift",
                "Kit/Sources/Feature/Row.swift", "Kit/Sources/Feature/Screen.swift",
            ])
        #expect(context.summary == "target Feature of package Kit and 1 package")
    }

    static func pbxproj(synchronized: Bool) -> String {
        let targetFiles =
            synchronized
            ? "fileSystemSynchronizedGroups = (G2, );"
            : "buildPhases = (P1, );"
        return """
            // !$*UTF8*$!
            {
              archiveVersion = 1;
              objects = {
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2, ); packageReferences = (L1, ); };
                G1 = {isa = PBXGroup; children = (G2, F3, ); sourceTree = "<group>"; };
                G2 = {isa = \(synchronized ? "PBXFileSystemSynchronizedRootGroup; exceptions = (X1, )" : "PBXGroup; children = (F1, F2, )"); path = App; sourceTree = "<group>"; };
                X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skipped.swift, ); target = T1; };
                F1 = {isa = PBXFileReference; path = "Content View.swift"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Row.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Widget/Widget.swift; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
                T1 = {isa = PBXNativeTarget; name = MyApp; productType = "com.apple.product-type.application"; \(targetFiles) packageProductDependencies = (D1, ); };
                T2 = {isa = PBXNativeTarget; name = MyWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (P2, ); };
                L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };
                D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };
              };
              rootObject = R1;
            }
            """
    }

    /// ``pbxproj(synchronized:)`` (listed files) with MyApp's build configurations: each a
    /// `K1 = {isa = XCBuildConfiguration; ...};` object of list `C1`.
    static func pbxproj(configurations: [String]) -> String {
        let ids = configurations.compactMap { $0.split(separator: " ").first }.map { "\($0), " }.joined()
        return pbxproj(synchronized: false)
            .replacingOccurrences(
                of: "packageProductDependencies = (D1, ); };",
                with: "packageProductDependencies = (D1, ); buildConfigurationList = C1; };"
            )
            .replacingOccurrences(
                of: "D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };",
                with: "D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };\n"
                    + "C1 = {isa = XCConfigurationList; buildConfigurations = (\(ids)); };\n"
                    + configurations.joined(separator: "\n"))
    }

    static let uiPackage = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "UI", products: [.library(name: "UI", targets: ["UI"])], targets: [.target(name: "UI")])
        """

    @Test("a file an Xcode target compiles is read with that target's files and its local package's")
    func xcodeTarget() throws {
        for synchronized in [false, true] {
            let root = try ModuleContextTests.tree([
                "MyApp.xcodeproj/project.pbxproj": ModuleContextTests.pbxproj(synchronized: synchronized),
                "App/Content View.swift": "struct ContentView {}",
                "App/Row.swift": "struct Row {}",
                "App/Skipped.swift": "struct Skipped {}",
                "Widget/Widget.swift": "struct W {}",
                "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
                "Packages/UI/Sources/UI/Button.swift": "struct B {}",
            ])
            let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
            let expected =
                synchronized
                ? ["Packages/UI/Sources/UI/Button.swift", "App/Content View.swift", "App/Row.swift"]
                : ["Packages/UI/Sources/UI/Button.swift", "App/Content View.swift", "App/Row.swift"]
            #expect(ModuleContextTests.names(context, in: root) == expected)
            #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package")
            #expect(context.resourceRoots.first == (root as NSString).standardizingPath + "/App")
            let widget = try #require(ModuleContext.locate(root + "/Widget/Widget.swift"))
            #expect(ModuleContextTests.names(widget, in: root) == ["Widget/Widget.swift"])
            #expect(widget.summary == "target MyWidget of MyApp.xcodeproj")
        }
    }

    @Test("an app target's Info.plist: its file, generated INFOPLIST_KEY_ settings, versions from build settings")
    func infoDictionary() throws {
        let project = ModuleContextTests.pbxproj(
            configurations: [
                #"K1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {MARKETING_VERSION = 9.9; }; };"#,
                #"K2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {MARKETING_VERSION = 2.4.1; CURRENT_PROJECT_VERSION = 57; INFOPLIST_FILE = "App/Info.plist"; INFOPLIST_KEY_CFBundleDisplayName = "My ${TARGET_NAME}"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; }; };"#,
            ])
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Content View.swift": "struct ContentView {}",
            "App/Row.swift": "struct Row {}",
            "App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>APIHost</key><string>example.org</string><key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string></dict></plist>
            """,
            "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Packages/UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(
            context.infoDictionary == [
                "APIHost": "example.org", "CFBundleShortVersionString": "2.4.1", "CFBundleVersion": "57",
                "CFBundleDisplayName": "My MyApp", "CFBundleName": "MyApp", "CFBundleExecutable": "MyApp",
                "CFBundleIdentifier": "com.example.MyApp",
            ])
        var resources = AppResources.none
        resources.infoDictionary = context.infoDictionary
        let program = try SourceReader.read(
            files: [
                (
                    "V.swift",
                    Array(
                        #"""
                        struct V: View {
                            var version: String { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?" }
                            var body: some View {
                                VStack(spacing: 0) {
                                    Text("v\(version)").id("v")
                                    Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?").id("b")
                                }
                            }
                        }
                        """#.utf8)
                )
            ], canvas: CGSize(width: 400, height: 400), resources: resources)
        let result = LayoutTree.layout(
            program.view, in: CGSize(width: 400, height: 400), scale: 1, environment: .ahem)
        // "v2.4.1" and "57": 6 and 2 Ahem ems of 17 points.
        #expect(result["v"]?.frame.width == CGFloat(6 * 17))
        #expect(result["b"]?.frame.width == CGFloat(2 * 17))
        // The local package the app links runs in the app: its Bundle.main is the app's.
        let package = try #require(ModuleContext.locate(root + "/Packages/UI/Sources/UI/Button.swift"))
        #expect(package.summary == "target UI of package UI")
        #expect(package.infoDictionary == context.infoDictionary)
    }

    @Test("a synchronized folder of another target adds the files its exception set names for this target")
    func synchronizedMembershipAdditions() throws {
        let project = ModuleContextTests.pbxproj(synchronized: true)
            .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, G3, );")
            .replacingOccurrences(
                of: "L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };",
                with: """
                    L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };
                    G3 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X2, ); path = Shared; sourceTree = "<group>"; };
                    X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Models/Item.swift, Views, ); target = T1; };
                    """)
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Content View.swift": "struct ContentView {}",
            "App/Row.swift": "struct Row {}",
            "Shared/Models/Item.swift": "struct Item {}",
            "Shared/Models/Other.swift": "struct Other {}",
            "Shared/Views/Card.swift": "struct Card {}",
            "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Packages/UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Packages/UI/Sources/UI/Button.swift", "App/Content View.swift", "Shared/Models/Item.swift",
                "Shared/Views/Card.swift", "App/Row.swift",
            ])
    }

    /// The app project of ``pbxproj(synchronized:)`` linking `Style.framework`, and the
    /// project whose framework target `Style` builds it from `Style/Colors.swift`.
    static func styleFrameworkProjects() -> (app: String, style: String) {
        let project = ModuleContextTests.pbxproj(synchronized: false)
            .replacingOccurrences(of: "buildPhases = (P1, );", with: "buildPhases = (P1, P9, );")
            .replacingOccurrences(
                of: "L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };",
                with: """
                    L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };
                    P9 = {isa = PBXFrameworksBuildPhase; files = (B9, ); };
                    B9 = {isa = PBXBuildFile; fileRef = F9; };
                    F9 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Style.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    """)
        let style = """
            // !$*UTF8*$!
            {
              objects = {
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                G1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F1, ); path = Style; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Colors.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                T1 = {isa = PBXNativeTarget; name = Style; productType = "com.apple.product-type.framework"; buildPhases = (P1, ); };
              };
              rootObject = R1;
            }
            """
        return (project, style)
    }

    @Test("a framework the app links that another project of its workspace builds: its files and resources")
    func workspaceFramework() throws {
        let (project, style) = ModuleContextTests.styleFrameworkProjects()
        let files = [
            "MyApp.xcodeproj/project.pbxproj": project,
            "MyApp.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:MyApp.xcodeproj"></FileRef>
               <FileRef location = "group:Style/Style.xcodeproj"></FileRef>
            </Workspace>
            """,
            "Style/Style.xcodeproj/project.pbxproj": style,
            "Style/Style/Colors.swift": "struct Colors {}",
        ]
        let (context, root) = try ModuleContextTests.appWithFramework(files, framework: "Style/Style/Colors.swift")
        #expect(context.resourceRoots.contains((root as NSString).standardizingPath + "/Style/Style"))
    }

    /// `files` beside the app's two files and its local package: the context of `App/Row.swift`,
    /// checked to read the package's file, then `framework`, then the app's, and to say so.
    static func appWithFramework(_ files: [String: String], framework: String) throws -> (ModuleContext, String) {
        let root = try ModuleContextTests.tree(
            files.merging([
                "App/Content View.swift": "struct ContentView {}",
                "App/Row.swift": "struct Row {}",
                "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
                "Packages/UI/Sources/UI/Button.swift": "struct B {}",
            ]) { own, _ in own })
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Packages/UI/Sources/UI/Button.swift", framework, "App/Content View.swift", "App/Row.swift",
            ])
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package and 1 framework")
        return (context, root)
    }

    @Test("a framework target of the app's own project that the app links (BookPlayer's BookPlayerKit): its files")
    func sameProjectFramework() throws {
        let (project, _) = ModuleContextTests.styleFrameworkProjects()
        let own =
            project
            .replacingOccurrences(of: "targets = (T1, T2, );", with: "targets = (T1, T2, T9, );")
            .replacingOccurrences(
                of: "D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };",
                with: """
                    D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };
                    G9 = {isa = PBXGroup; children = (F8, ); path = Shared; sourceTree = SOURCE_ROOT; };
                    F8 = {isa = PBXFileReference; path = Constants.swift; sourceTree = "<group>"; };
                    B8 = {isa = PBXBuildFile; fileRef = F8; };
                    P8 = {isa = PBXSourcesBuildPhase; files = (B8, ); };
                    T9 = {isa = PBXNativeTarget; name = Style; productType = "com.apple.product-type.framework"; buildPhases = (P8, ); };
                    """
            )
            .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, G9, );")
        _ = try ModuleContextTests.appWithFramework(
            ["MyApp.xcodeproj/project.pbxproj": own, "Shared/Constants.swift": "enum Constants {}"],
            framework: "Shared/Constants.swift")
    }

    @Test(
        "a framework another project builds, listed by a workspace one folder above the project (openedx's root OpenEdX.xcworkspace), though a workspace beside the project lists only itself"
    )
    func parentWorkspaceFramework() throws {
        let (project, style) = ModuleContextTests.styleFrameworkProjects()
        let root = try ModuleContextTests.tree([
            "Feature/MyApp.xcodeproj/project.pbxproj": project,
            "Feature/MyApp.xcodeproj.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0"><FileRef location = "group:MyApp.xcodeproj"></FileRef></Workspace>
            """,
            "All.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Feature/MyApp.xcodeproj"></FileRef>
               <FileRef location = "group:Style/Style.xcodeproj"></FileRef>
            </Workspace>
            """,
            "Style/Style.xcodeproj/project.pbxproj": style,
            "Style/Style/Colors.swift": "struct Colors {}",
            "Feature/App/Content View.swift": "struct ContentView {}",
            "Feature/App/Row.swift": "struct Row {}",
            "Feature/Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Feature/Packages/UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/Feature/App/Row.swift"))
        #expect(ModuleContextTests.names(context, in: root).contains("Style/Style/Colors.swift"))
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package and 1 framework")
    }

    @Test(
        "frameworks of sub-projects (projectReferences, linked through reference proxies), and a framework's own framework that only the app's project references"
    )
    func subprojectFrameworks() throws {
        let project = ModuleContextTests.pbxproj(synchronized: false)
            .replacingOccurrences(of: "buildPhases = (P1, );", with: "buildPhases = (P1, P9, );")
            .replacingOccurrences(
                of: "packageReferences = (L1, ); ",
                with:
                    "packageReferences = (L1, ); projectReferences = ({ProductGroup = G8; ProjectRef = F7; }, {ProductGroup = G9; ProjectRef = F8; }, ); "
            )
            .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, F7, F8, );")
            .replacingOccurrences(
                of: "L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };",
                with: """
                    L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };
                    F7 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = "Layers/Data/Data.xcodeproj"; sourceTree = "<group>"; };
                    F8 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = "Layers/Kit/Kit.xcodeproj"; sourceTree = "<group>"; };
                    P9 = {isa = PBXFrameworksBuildPhase; files = (B9, ); };
                    B9 = {isa = PBXBuildFile; fileRef = F9; };
                    F9 = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Data.framework; remoteRef = C9; sourceTree = BUILT_PRODUCTS_DIR; };
                    """)
        func framework(_ name: String, file: String, links: String?) -> String {
            let phases = links == nil ? "P1, " : "P1, P2, "
            let linked =
                links.map {
                    """
                    P2 = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    F2 = {isa = PBXFileReference; path = \($0).framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    """
                } ?? ""
            return """
                // !$*UTF8*$!
                {
                  objects = {
                    R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                    G1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F1, ); path = \(name); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = \(file); sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    \(linked)
                    T1 = {isa = PBXNativeTarget; name = \(name); productType = "com.apple.product-type.framework"; buildPhases = (\(phases)); };
                  };
                  rootObject = R1;
                }
                """
        }
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "Layers/Data/Data.xcodeproj/project.pbxproj": framework("Data", file: "Store.swift", links: "Kit"),
            "Layers/Data/Data/Store.swift": "struct Store {}",
            "Layers/Kit/Kit.xcodeproj/project.pbxproj": framework("Kit", file: "Callbacks.swift", links: nil),
            "Layers/Kit/Kit/Callbacks.swift": "typealias VoidCallback = () -> Void",
            "App/Content View.swift": "struct ContentView {}",
            "App/Row.swift": "struct Row {}",
            "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Packages/UI/Sources/UI/Button.swift": "struct B {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Packages/UI/Sources/UI/Button.swift", "Layers/Kit/Kit/Callbacks.swift", "Layers/Data/Data/Store.swift",
                "App/Content View.swift", "App/Row.swift",
            ])
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package and 2 frameworks")
    }

    @Test(
        "a framework the app links is found by its product's name (Shared.framework built by Shared-iOS, the iOS one of two), and the packages it links are read too (Home Assistant's design system)"
    )
    func frameworkByProductName() throws {
        let project = ModuleContextTests.pbxproj(synchronized: false)
            .replacingOccurrences(of: "targets = (T1, T2, );", with: "targets = (T1, T2, T4, T3, );")
            .replacingOccurrences(of: "buildPhases = (P1, );", with: "buildPhases = (P1, P9, );")
            .replacingOccurrences(of: "packageProductDependencies = (D1, ); };", with: "};")
            .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, G3, );")
            .replacingOccurrences(
                of: "D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };",
                with: """
                    D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };
                    G3 = {isa = PBXGroup; children = (F4, ); path = Shared; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = Env.swift; sourceTree = "<group>"; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    P4 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
                    F10 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    F11 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    P9 = {isa = PBXFrameworksBuildPhase; files = (B9, ); };
                    B9 = {isa = PBXBuildFile; fileRef = F10; };
                    T3 = {isa = PBXNativeTarget; name = "Shared-iOS"; productName = Shared; productReference = F10; productType = "com.apple.product-type.framework"; buildPhases = (P4, ); packageProductDependencies = (D1, ); buildConfigurationList = C3; };
                    T4 = {isa = PBXNativeTarget; name = "Shared-watchOS"; productName = Shared; productReference = F11; productType = "com.apple.product-type.framework"; buildPhases = (); buildConfigurationList = C4; };
                    C3 = {isa = XCConfigurationList; buildConfigurations = (K3, ); };
                    K3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
                    C4 = {isa = XCConfigurationList; buildConfigurations = (K4, ); };
                    K4 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = watchos; }; };
                    """)
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Content View.swift": "struct ContentView {}",
            "App/Row.swift": "struct Row {}",
            "Shared/Env.swift": "struct Env {}",
            "Packages/UI/Package.swift": ModuleContextTests.uiPackage,
            "Packages/UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Packages/UI/Sources/UI/Button.swift", "Shared/Env.swift", "App/Content View.swift", "App/Row.swift",
            ])
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package and 1 framework")
    }

    @Test(
        "a package folder added to the project as a file reference is a local package (path = ..; lastKnownFileType wrapper, folder, or text as older Xcodes wrote it: Pocket Casts' Modules/Utils)"
    )
    func folderReferencePackage() throws {
        for type in ["wrapper", "text"] {
            let project = ModuleContextTests.pbxproj(synchronized: false)
                .replacingOccurrences(of: "packageReferences = (L1, ); ", with: "")
                .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, F9, );")
                .replacingOccurrences(
                    of: "L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UI; };",
                    with:
                        "F9 = {isa = PBXFileReference; lastKnownFileType = \(type); name = UI; path = ../UIKitPackage; sourceTree = \"<group>\"; };"
                )
            let root = try ModuleContextTests.tree([
                "Project/MyApp.xcodeproj/project.pbxproj": project,
                "Project/App/Content View.swift": "struct ContentView {}",
                "Project/App/Row.swift": "struct Row {}",
                "UIKitPackage/Package.swift": ModuleContextTests.uiPackage,
                "UIKitPackage/Sources/UI/Button.swift": "struct B {}",
            ])
            let context = try #require(ModuleContext.locate(root + "/Project/App/Row.swift"))
            #expect(
                ModuleContextTests.names(context, in: root) == [
                    "UIKitPackage/Sources/UI/Button.swift", "Project/App/Content View.swift", "Project/App/Row.swift",
                ])
            #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package")
        }
    }

    @Test("a package an app links reads the app's resources too: Image(\"logo\") in its code is the main bundle's")
    func packageReadsAppResources() throws {
        let root = try ModuleContextTests.tree([
            "Project/MyApp.xcodeproj/project.pbxproj": ModuleContextTests.pbxproj(synchronized: false)
                .replacingOccurrences(of: "packageReferences = (L1, ); ", with: ""),
            "Project/App/Content View.swift": "struct ContentView {}",
            "Project/App/Row.swift": "struct Row {}",
            "UI/Package.swift": ModuleContextTests.uiPackage,
            "UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/UI/Sources/UI/Button.swift"))
        let base = (root as NSString).standardizingPath
        #expect(context.resourceRoots == [base + "/UI/Sources/UI", base + "/Project/App"])
        #expect(context.summary == "target UI of package UI")
    }

    @Test("what a target's Resources phase copies from outside its folders is read too (a root Localizable.xcstrings)")
    func resourcesPhase() throws {
        let project = ModuleContextTests.pbxproj(synchronized: false)
            .replacingOccurrences(of: "children = (G2, F3, );", with: "children = (G2, F3, F4, );")
            .replacingOccurrences(of: "buildPhases = (P1, );", with: "buildPhases = (P1, P3, );")
            .replacingOccurrences(
                of: "P1 = {isa = PBXSourcesBuildPhase;",
                with: """
                    F4 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    P3 = {isa = PBXResourcesBuildPhase; files = (B4, ); };
                    P1 = {isa = PBXSourcesBuildPhase;
                    """)
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Content View.swift": "struct ContentView {}",
            "App/Row.swift": "struct Row {}",
            "Localizable.xcstrings":
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Key"}}}}}, "version": "1.0"}"#,
            "Other/Big.xcstrings": "{}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        let base = (root as NSString).standardizingPath
        #expect(context.resourceRoots == [base + "/App", base + "/Localizable.xcstrings"])
        let (resources, _) = AppResources.scan(roots: context.resourceRoots, locale: nil)
        #expect(resources.stringsFileCount == 1)
        #expect(resources.localizedString("k", table: nil) == "Key")
    }

    @Test("a file no target lists is read with the project's folder, tests left out")
    func unlistedFile() throws {
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": ModuleContextTests.pbxproj(synchronized: false),
            "App/Row.swift": "struct Row {}",
            "App/Loose.swift": "struct Loose {}",
            "AppTests/RowTests.swift": "struct RowTests {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Loose.swift"))
        #expect(ModuleContextTests.names(context, in: root) == ["App/Row.swift", "App/Loose.swift"])
        #expect(context.summary == "the folder of MyApp.xcodeproj (no target lists Loose.swift), tests left out")
    }

    @Test("an XcodeGen app (project.yml, its project not committed): the spec's folder is read, tests left out")
    func xcodeGenSpec() throws {
        let root = try ModuleContextTests.tree([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    sources:\n      - path: Views/\n",
            "Views/Home.swift": "struct Home {}",
            "Views/Score/ScoreEntryView.swift": "struct ScoreEntryView {}",
            "Tests/HomeTests.swift": "struct HomeTests {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let context = try #require(ModuleContext.locate(root + "/Views/Home.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == ["Views/Score/ScoreEntryView.swift", "Views/Home.swift"])
        #expect(
            context.summary
                == "the folder of project.yml (XcodeGen's spec; its project is made from it), tests left out")
    }

    @Test(
        "an XcodeGen spec's local packages and referenced projects are read before its folder (Canvas's Horizon: HorizonUI, Core)"
    )
    func xcodeGenDependencies() throws {
        let root = try ModuleContextTests.tree([
            "Horizon/project.yml": """
            name: Horizon
            attributes: {
              LastUpgradeCheck: "2610"
            }
            sources:
              - path: ./
            include:
              - Horizon/horizon.yml # the targets
            projectReferences:
              Core:
                path: ../Core/Core.xcodeproj
            packages:
              # Local
              HorizonUI:
                path: ../packages/HorizonUI
              Remote:
                url: https://github.com/example/remote
                exactVersion: 1.0.0
            """,
            "Horizon/Horizon/horizon.yml":
                "targets:\n  Horizon:\n    type: framework\n    sources:\n      - path: ./\n",
            "Horizon/Horizon/Account.swift": "struct Account {}",
            "Core/project.yml":
                "name: Core\ntargets:\n  Core:\n    type: framework\n    sources:\n      - path: Core\n",
            "Core/Core/Environment.swift": "struct Environment {}",
            "Core/CoreTester/Tester.swift": "struct Tester {}",
            "packages/HorizonUI/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "HorizonUI", products: [.library(name: "HorizonUI", targets: ["HorizonUI"])],
                targets: [.target(name: "HorizonUI"), .testTarget(name: "HorizonUITests", dependencies: ["HorizonUI"])])
            """,
            "packages/HorizonUI/Sources/HorizonUI/Spaces.swift": "struct Spaces {}",
            "packages/HorizonUI/Tests/HorizonUITests/SpacesTests.swift": "struct SpacesTests {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let spec = XcodeGenSpec.read(root + "/Horizon/project.yml")
        #expect(spec.localPackages.map(\.name) == ["HorizonUI"])
        #expect(spec.projectReferences.map(\.path) == [root + "/Core/Core.xcodeproj"])
        #expect(spec.targets == ["Horizon": [root + "/Horizon/Horizon"]])
        let context = try #require(ModuleContext.locate(root + "/Horizon/Horizon/Account.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "packages/HorizonUI/Sources/HorizonUI/Spaces.swift", "Core/Core/Environment.swift",
                "Horizon/Horizon/Account.swift",
            ])
        #expect(
            context.summary
                == "the folder of project.yml (XcodeGen's spec; its project is made from it), tests left out, with 1 local package, with 1 referenced project"
        )
        #expect(context.resourceRoots.contains(root + "/Core/Core"))
    }

    @Test(
        "a Tuist project (Project.swift importing ProjectDescription, no committed .xcodeproj) reads its folder, the manifests left out"
    )
    func tuistManifest() throws {
        let root = try ModuleContextTests.tree([
            "Project.swift": "import ProjectDescription\nlet project = Project(name: \"App\", targets: [])\n",
            "Tuist/Package.swift":
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
            "Tuist/Config.swift": "import ProjectDescription\n",
            "App/Sources/View/TaskListView.swift": "struct TaskListView {}",
            "App/Sources/View/Cells/TaskCellView.swift": "struct TaskCellView {}",
            "App/Tests/TaskTests.swift": "struct TaskTests {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Sources/View/TaskListView.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "App/Sources/View/Cells/TaskCellView.swift", "App/Sources/View/TaskListView.swift",
            ])
        #expect(
            context.summary
                == "the folder of Project.swift (Tuist's manifest; its project is made from it), tests left out")
        // A folder read whole (`plumb previews DIR`, `--module DIR`) leaves the manifests out too.
        #expect(
            ModuleContextTests.names(ModuleContext.folder(root, including: nil), in: root) == [
                "App/Sources/View/Cells/TaskCellView.swift", "App/Sources/View/TaskListView.swift",
            ])
        // A Project.swift that is not Tuist's is no project.
        let plain = try ModuleContextTests.tree([
            "Project.swift": "struct Project {}", "App/Row.swift": "struct Row {}", ".git/HEAD": "ref: refs/heads/main",
        ])
        #expect(ModuleContext.locate(plain + "/App/Row.swift") == nil)
    }

    @Test(
        "a Package.swift whose targets are made by its own code (Mochi's `Package { Repos() }`): its folder is read, tests left out; a project beside it comes first"
    )
    func programmaticManifest() throws {
        let root = try ModuleContextTests.tree([
            "Package.swift":
                "// swift-tools-version: 5.9\nlet package = Package {\n    Repos()\n}\n.defaultLocalization(\"en\")\n",
            "Sources/Features/Repos/ReposFeature+View.swift": "extension ReposFeature.View {}",
            "Sources/Features/Repos/ReposFeature.swift": "enum ReposFeature {}",
            "Tests/ReposTests.swift": "struct ReposTests {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let context = try #require(ModuleContext.locate(root + "/Sources/Features/Repos/ReposFeature+View.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "Sources/Features/Repos/ReposFeature.swift",
                "Sources/Features/Repos/ReposFeature+View.swift",
            ])
        #expect(
            context.summary
                == "the folder of Package.swift (its targets are made by code Plumb does not run), tests left out")
        #expect(context.warnings.count == 1)
        // A package with no target beside a project (a tools-only manifest): the project's folder.
        let beside = try ModuleContextTests.tree([
            "Package.swift":
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Tools\")\n",
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { }; rootObject = X; }\n",
            "App/Row.swift": "struct Row {}",
            ".git/HEAD": "ref: refs/heads/main",
        ])
        let app = try #require(ModuleContext.locate(beside + "/App/Row.swift"))
        #expect(app.summary.hasPrefix("the folder of App.xcodeproj"))
    }

    @Test("a damaged project file is a warning and its folder is read; a file with no project has no context")
    func damagedProject() throws {
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": "{ objects = { ((((",
            "App/Row.swift": "struct Row {}",
            "App/Other.swift": "struct Other {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Row.swift"))
        #expect(ModuleContextTests.names(context, in: root) == ["App/Other.swift", "App/Row.swift"])
        #expect(context.warnings.count == 1)
        #expect(context.warnings.first?.contains("project.pbxproj") == true)
        let deep = String(repeating: "(", count: 100_000)
        switch XcodeProject.parse(Data(deep.utf8), folder: root, name: "Deep") {
        case .success: Issue.record("a project nested 100,000 deep was read")
        case .failure(let failure): #expect(failure.reason == "it is nested more than 64 levels deep")
        }
        let lone = try ModuleContextTests.tree([".git/HEAD": "ref", "Lone.swift": "struct Lone {}"])
        #expect(ModuleContext.locate(lone + "/Lone.swift") == nil)
    }

    @Test("a target's synchronized folders are its resource folders too: an Assets folder with no Swift file")
    func synchronizedResourceFolders() throws {
        let project = """
            // !$*UTF8*$!
            {
              objects = {
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                G1 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Source; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Assets; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S2, S1, ); };
              };
              rootObject = R1;
            }
            """
        let root = try ModuleContextTests.tree([
            "App.xcodeproj/project.pbxproj": project, "Source/Screen.swift": "struct Screen {}",
            "Assets/Localizable.xcstrings": "{}",
        ])
        guard case .success(let parsed) = XcodeProject.read(root + "/App.xcodeproj") else {
            Issue.record("the project was not read")
            return
        }
        let target = try #require(parsed.targets.first)
        #expect(target.swiftFiles.map { ($0 as NSString).lastPathComponent } == ["Screen.swift"])
        #expect(target.resources.map { ($0 as NSString).lastPathComponent } == ["Assets", "Source"])
    }

    @Test("the root comes from the primary file: its preview, else the view named after it; others are context")
    func primaryRoot() throws {
        let row = Array(
            """
            struct Helper: View { var body: some View { Color.red.frame(width: 5, height: 5) } }
            struct Row: View { var body: some View { Badge().frame(width: 40, height: 10).id("row") } }
            struct Tiny: View { var body: some View { Color.blue } }
            """.utf8)
        let badge = Array(
            """
            struct Badge: View { var body: some View { Color.green.id("badge") } }
            #Preview { Badge().frame(width: 99, height: 99) }
            """.utf8)
        let program = try SourceReader.read(files: [("Badge.swift", badge), ("Row.swift", row)], primary: "Row.swift")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 100, height: 100), environment: .ahem)
        #expect(r["row"]?.frame == CGRect(x: 30, y: 45, width: 40, height: 10))
        #expect(r["badge"]?.frame == CGRect(x: 30, y: 45, width: 40, height: 10))
        #expect(program.previews.isEmpty)
        // Without a primary file, the module's first preview is the root, as before.
        let whole = try SourceReader.read(files: [("Badge.swift", badge), ("Row.swift", row)])
        let w = LayoutTree.layout(whole.view, in: CGSize(width: 100, height: 100), environment: .ahem)
        #expect(w["badge"]?.frame.size == CGSize(width: 99, height: 99))
    }

    @Test("one file that is not Swift costs only itself: the rest is read, its error kept")
    func badFileLeftOut() throws {
        let good = Array(
            "struct Row: View { var body: some View { Color.red.frame(width: 20, height: 10).id(\"r\") } }".utf8)
        let bad = Array("struct Broken {\n  let a = (\n}\n".utf8)
        let program = try SourceReader.read(files: [("Bad.swift", bad), ("Row.swift", good)], primary: "Row.swift")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 100, height: 100), environment: .ahem)
        #expect(r["r"]?.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(program.failures.count == 1)
        #expect(program.failures.first?.location.file == "Bad.swift")
        #expect(program.failures.first?.location.line == 3)
        // The primary file itself failing is an error.
        #expect(throws: Diagnostic.self) {
            _ = try SourceReader.read(files: [("Row.swift", good), ("Bad.swift", bad)], primary: "Bad.swift")
        }
        let module = try SourceModule.parse(
            files: [("Bad.swift", bad), ("Row.swift", good + Array("\n#Preview { Row() }".utf8))])
        #expect(module.previews.count == 1)
        #expect(module.failures.map(\.location.file) == ["Bad.swift"])
    }

    @Test("a model whose default value Plumb cannot evaluate is a stub; the view holding it still draws")
    func unevaluableDefault() throws {
        let (result, program) = try layOut(
            """
            enum Cookies { static func make(_ a: Int) -> Int { a } }
            final class Store { private let cookies = Cookies.make(1, 2); var title = "Hi" }
            struct Row: View {
                let store = Store()
                var body: some View { Text(store.title).id("t") }
            }
            """)
        #expect(result["t"]?.frame.size == CGSize(width: 34, height: 17))
        #expect(program.warnings.contains { $0.message.hasPrefix("'cookies' is a stub") })
    }

    @Test("a PreviewProvider's previews see its static members and may be statements ending in return")
    func previewProviders() throws {
        let (result, program) = try layOut(
            """
            struct Row: View {
                let width: CGFloat
                var body: some View { Color.red.frame(width: width, height: 10).id("r") }
            }
            struct Row_Previews: PreviewProvider {
                static let sample: CGFloat = 30
                static var previews: some View {
                    let extra: CGFloat = 12
                    return Row(width: sample + extra)
                }
            }
            """)
        #expect(program.previews.count == 1)
        #expect(result["r"]?.frame.size == CGSize(width: 42, height: 10))
    }

    @Test("two PreviewProviders of one name in different files are two previews (a folder of several targets)")
    func sameNamedProviders() throws {
        let ios = Array(
            "struct Settings_Previews: PreviewProvider { static var previews: some View { Color.red } }".utf8)
        let mac = Array(
            "struct Settings_Previews: PreviewProvider { static var previews: some View { Color.blue } }".utf8)
        let module = try SourceModule.parse(files: [("iOS/Settings.swift", ios), ("macOS/Settings.swift", mac)])
        #expect(module.previews.map(\.location.file) == ["iOS/Settings.swift", "macOS/Settings.swift"])
    }

    @Test("an unknown container given content draws the content in a labelled frame, marked as a placeholder")
    func stubContainer() throws {
        let code = """
            VStack(spacing: 0) {
                CardView { Text("abc").id("inside") }.id("card")
                FancyBadge().id("badge")
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let r = tree.result()
        #expect(r["inside"]?.frame == CGRect(x: 74.5, y: 27.5, width: 51, height: 17))
        #expect(r["card"]?.frame == CGRect(x: 74.5, y: 27.5, width: 51, height: 17))
        let placeholders = r.root.allViews.compactMap(\.placeholder)
        #expect(
            placeholders == [
                "'CardView' is not in the files read: its content is drawn in a labelled frame",
                "'FancyBadge' is not in the files read",
            ])
        #expect(program.placeholderCount(in: tree).placeholders == 2)
        #expect(r.json().contains("\"placeholder\": \"'FancyBadge' is not in the files read\""))
    }
}
