#if !canImport(Darwin)  // (On a Mac this file is the real package's to compile; the target has none there.)
import SnapshotTesting
import SwiftUI
import Testing

// The same, in Swift Testing, as the package's "Integrating with test frameworks" writes it.

@MainActor
@Suite(.snapshots(record: .missing, diffTool: .ksdiff))
struct BadgeSnapshotTests {
    @Test func badge() {
        assertSnapshot(of: Badge(title: "admin"), as: .image)
    }

    @Test func badgeInDarkMode() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Badge(title: "admin"), as: .image(traits: .init(userInterfaceStyle: .dark)))
        }
    }

    @Test func badgeOnAnIPad() {
        assertSnapshot(of: Badge(title: "admin"), as: .image(layout: .device(config: .iPadPro11(.portrait))))
    }
}
#endif
