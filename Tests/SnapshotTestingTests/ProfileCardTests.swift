#if !canImport(Darwin)  // (On a Mac this file is the real package's to compile; the target has none there.)
import SnapshotTesting
import SwiftUI
import XCTest

// Snapshot tests as swift-snapshot-testing's README and documentation write them, compiled
// unchanged against Plumb's `SnapshotTesting` product. Only the two `#if` lines are not a
// team's: their file is compiled by the real package on a Mac and by Plumb's on Linux.

final class ProfileCardTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing) {
            super.invokeTest()
        }
    }

    func testProfileCard() {
        assertSnapshot(of: ProfileCard(), as: .image(layout: .device(config: .iPhone13Pro)))
    }

    func testProfileCardInDarkMode() {
        assertSnapshot(
            of: ProfileCard(),
            as: .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark))
        )
    }

    func testProfileCardWithLargeText() {
        assertSnapshot(
            of: ProfileCard(),
            as: .image(
                layout: .device(config: .iPhoneSe),
                traits: .init(preferredContentSizeCategory: .extraExtraLarge)
            ),
            named: "xxl"
        )
    }

    func testProfileCardRightToLeft() {
        assertSnapshot(
            of: ProfileCard(), as: .image(layout: .sizeThatFits, traits: .init(layoutDirection: .rightToLeft)))
    }

    func testProfileCardEverywhere() {
        let traits = UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark),
            .init(preferredContentSizeCategory: .accessibilityMedium),
        ])
        assertSnapshot(
            of: ProfileCard(),
            as: .image(
                precision: 0.99,
                perceptualPrecision: 0.98,
                layout: .device(config: .iPhone13Pro(.landscape)),
                traits: traits
            )
        )
    }

    func testProfileCardOnDevices() {
        assertSnapshots(
            of: ProfileCard(),
            as: [
                .image(layout: .device(config: .iPhone8)),
                .image(layout: .device(config: .iPadMini(.portrait))),
            ]
        )
    }

    func testProfileCardAppearances() {
        assertSnapshots(
            of: ProfileCard(),
            as: [
                "light": .image(layout: .device(config: .iPhone13Pro)),
                "dark": .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark)),
            ]
        )
    }

    func testBadge() {
        assertSnapshot(of: Badge(title: "beta"), as: .image)
        assertSnapshot(of: Badge(title: "beta"), as: .image(layout: .fixed(width: 120, height: 44)))
    }

    func testUser() {
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.", tags: ["admin", "beta"])

        assertSnapshot(of: user, as: .dump)
        assertSnapshot(of: user, as: .json)
        assertSnapshot(of: user.bio, as: .lines)
        assertSnapshot(of: user.name, as: .description)
    }
}
#endif
