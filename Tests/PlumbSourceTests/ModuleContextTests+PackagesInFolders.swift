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
