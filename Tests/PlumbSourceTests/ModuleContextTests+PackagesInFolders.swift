import Foundation
import Plumb
import Testing

extension ModuleContextTests {
    @Test(
        "a package inside a synchronized folder is a local package: its product is linked by name with no package reference (SotkaApp's Libraries/SWDesignSystem)"
    )
    func packageInSynchronizedFolder() throws {
        let project = """
            // !$*UTF8*$!
            {
              archiveVersion = 1;
              objects = {
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                G1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };
                G2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, ); path = App; sourceTree = "<group>"; };
                X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Libraries/UI, ); target = T1; };
                T1 = {isa = PBXNativeTarget; name = MyApp; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (G2, ); packageProductDependencies = (D1, ); };
                D1 = {isa = XCSwiftPackageProductDependency; productName = UI; };
              };
              rootObject = R1;
            }
            """
        let root = try ModuleContextTests.tree([
            "MyApp.xcodeproj/project.pbxproj": project,
            "App/Screen.swift": "struct Screen {}",
            "App/Libraries/UI/Package.swift": ModuleContextTests.uiPackage,
            "App/Libraries/UI/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/App/Screen.swift"))
        #expect(
            ModuleContextTests.names(context, in: root) == [
                "App/Libraries/UI/Sources/UI/Button.swift", "App/Screen.swift",
            ])
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package")
    }
}

extension ModuleContextTests {
    @Test(
        "a product the project links by name with no package reference is read from the package beside the project that declares it, its one target's sources in Sources/ itself (ProtonDrive's PDLocalization)"
    )
    func productFromPackageBesideProject() throws {
        let project = """
            // !$*UTF8*$!
            {
              archiveVersion = 1;
              objects = {
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                G1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };
                G2 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = MyApp; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (G2, ); packageProductDependencies = (D1, D2, ); };
                D1 = {isa = XCSwiftPackageProductDependency; productName = Strings; };
                D2 = {isa = XCSwiftPackageProductDependency; productName = Absent; };
              };
              rootObject = R1;
            }
            """
        let strings = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Strings", products: [.library(name: "Strings", targets: ["Strings"])], targets: [.target(name: "Strings")])
            """
        let root = try ModuleContextTests.tree([
            "README.md": "MyApp, with its packages beside it",
            "MyApp/MyApp.xcodeproj/project.pbxproj": project,
            "MyApp/App/Screen.swift": "struct Screen {}",
            "Strings/Package.swift": strings,
            "Strings/Sources/Strings.swift": "enum L10n {}",
            "Other/Package.swift": ModuleContextTests.uiPackage,
            "Other/Sources/UI/Button.swift": "struct B {}",
        ])
        let context = try #require(ModuleContext.locate(root + "/MyApp/App/Screen.swift"))
        // The package that declares `Strings` is read; `Other` (declaring only `UI`) is not,
        // and `Absent`, which no package declares, is left out.
        #expect(
            ModuleContextTests.names(context, in: root) == ["Strings/Sources/Strings.swift", "MyApp/App/Screen.swift"])
        #expect(context.summary == "target MyApp of MyApp.xcodeproj and 1 package")
        // Without the README, the folder above the project is not known to be its repository:
        // nothing beside the project is read.
        try FileManager.default.removeItem(atPath: root + "/README.md")
        let alone = try #require(ModuleContext.locate(root + "/MyApp/App/Screen.swift"))
        #expect(ModuleContextTests.names(alone, in: root) == ["MyApp/App/Screen.swift"])
    }
}
