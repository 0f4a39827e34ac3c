import Foundation
import Testing
@testable import PlumbTesting

/// SnapshotVariants: combining, naming, and assertSnapshot(of:as:variants:).
@Suite("Snapshot variants")
struct SnapshotVariantTests {
    @Test func aMatrixIsEveryCombinationInOrderNamedByWhatItSets() {
        let matrix: SnapshotVariants = .colorSchemes([.light, .dark]) * .devices([.iPhone16, .iPhoneSE])
        #expect(matrix.map(\.name) == ["light.iphone-16", "light.iphone-se", "dark.iphone-16", "dark.iphone-se"])
        let all: SnapshotVariants =
            .colorSchemes([.dark]) * .dynamicTypeSizes([.accessibility3]) * .layoutDirections([.rightToLeft])
            * .locales(["ar"]) * .devices([.iPad])
        #expect(all.map(\.name) == ["dark.accessibility3.rtl.ar.ipad"])
        #expect(SnapshotVariants.lightAndDark.map(\.name) == ["light", "dark"])
        // Listed by hand; a name twice is kept once; the right-hand side wins a combination.
        let picked: SnapshotVariants = [.light, .dark * .rightToLeft, .dynamicType(.xxxLarge), .light]
        #expect(picked.map(\.name) == ["light", "dark.rtl", "xxxLarge"])
        #expect((SnapshotVariant.dark * .light).name == "light")
        #expect(([] as SnapshotVariants) * .lightAndDark == .lightAndDark)
        #expect((SnapshotVariants.lightAndDark + [.rightToLeft]).count == 3)
        #expect(SnapshotVariant().name == "")
    }

    @Test func eachVariantIsAReferenceAtItsDevicesScale() throws {
        let dir = try SnapshotAssertionTests.folder()
        let variants: SnapshotVariants = .colorSchemes([.light, .dark]) * .devices([.iPhone16, .iPhoneSE])
        let first = try #require(
            verifySnapshot(of: Squares(), as: .image, variants: variants, named: "s", snapshotDirectory: dir))
        #expect(first.split(separator: "\n").count == 4)
        #expect(first.hasPrefix("Variant light.iphone-16: No reference snapshot was found; recorded one at "))
        let names = try SnapshotAssertionTests.files(in: dir)
        let test = "eachVariantIsAReferenceAtItsDevicesScale"
        #expect(names == variants.map { "\(test).s.\($0.name).png" }.sorted())
        // 60 × 30 points: 180 × 90 pixels on an iPhone 16, 120 × 60 on an iPhone SE (2x).
        for name in names {
            let png = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))))
            let expected: [Int] = name.contains("iphone-se") ? [120, 60] : [180, 90]
            #expect([png.width, png.height] == expected)
        }
        #expect(
            verifySnapshot(of: Squares(), as: .image, variants: variants, named: "s", snapshotDirectory: dir) == nil)
        // Only the variants that differ are named; the message is assertSnapshot's for each.
        let failure = try #require(
            verifySnapshot(
                of: Squares(right: .green), as: .image, variants: .colorSchemes([.dark]) * .devices([.iPhoneSE]),
                named: "s", snapshotDirectory: dir))
        #expect(
            failure.hasPrefix(
                "Variant dark.iphone-se: Snapshot does not match the reference \(dir)/\(test).s.dark.iphone-se.png (size that fits, @2x):\n"
            ))
        #expect(failure.contains("  22.22% of the pixels differ (1,600 of 7,200;"))
    }

    /// Right to left, by hand or by an Arabic locale: the squares swap sides.
    @Test func directionAndLocaleVariantsLayOutAsTheySay() throws {
        let dir = try SnapshotAssertionTests.folder()
        _ = verifySnapshot(
            of: Squares(), as: .frames, variants: [.leftToRight, .rightToLeft, .locale("ar"), .locale("de_DE")],
            named: "d", snapshotDirectory: dir)
        let test = "directionAndLocaleVariantsLayOutAsTheySay"
        func frames(_ variant: String) throws -> String {
            try String(contentsOfFile: "\(dir)/\(test).d.\(variant).txt", encoding: .utf8)
        }
        #expect(try frames("ltr").contains("frame #left  x 5 y 5  20×20"))
        #expect(try frames("rtl").contains("frame #left  x 35 y 5  20×20"))
        #expect(try frames("ar") == frames("rtl"))
        #expect(try frames("de_DE") == frames("ltr"))
    }

    /// A larger Dynamic Type size lays text out larger.
    @Test func dynamicTypeVariants() throws {
        let large = try Snapshotting.frames.applying(.dynamicType(.large)).render(ProfileRow()).result.root.frame
        let huge = try Snapshotting.frames.applying(.dynamicType(.accessibility3)).render(ProfileRow()).result.root
            .frame
        #expect(huge.height > large.height * 1.5)
    }
}
