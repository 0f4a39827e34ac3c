import Foundation
import Testing
import PlumbTesting

/// The example, against references committed in `__Snapshots__/CardSnapshotTests/`.
/// (Record them again after an intended change with `PLUMB_RECORD=all swift test --filter
/// CardSnapshotTests`, then look at the pictures before committing.)
@Suite("Card snapshots")
struct CardSnapshotTests {
    @Test func card() {
        assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone16)))
        assertSnapshot(
            of: Card(), as: .image(layout: .fixed(width: 390, height: 280), colorScheme: .dark), named: "dark")
        assertSnapshot(of: Card(), as: .frames)
    }

    @Test func cardAsJSONAndSVG() {
        assertSnapshots(of: Card(), as: ["json": .json, "svg": .svg])
    }

    /// Text styles grow with Dynamic Type; the fixed sizes of the card do not.
    @Test func dynamicType() {
        assertSnapshot(of: ProfileRow(), as: .image(scale: 2), named: "large")
        assertSnapshot(of: ProfileRow(), as: .image(scale: 2, dynamicType: .accessibility3), named: "ax3")
    }
}
