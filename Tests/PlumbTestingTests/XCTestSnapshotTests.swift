import Foundation
import PlumbTestSupport
@testable import PlumbTesting
import XCTest

/// `assertSnapshot` in an XCTestCase, as teams with XCTest suites write it; the references
/// are in `__Snapshots__/XCTestSnapshotTests/`.
final class XCTestSnapshotTests: XCTestCase {
    func testCard() {
        assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 390, height: 280)))
        assertSnapshot(of: Card(), as: .frames)
    }

    /// The failure message XCTest gets is verifySnapshot's, and reaches XCTFail (not an Issue).
    func testFailureGoesThroughXCTest() throws {
        let dir = Scratch.folder.appendingPathComponent("plumb-xctest-\(UUID().uuidString)")
            .path
        XCTAssertNotNil(verifySnapshot(of: Squares(), as: .frames, named: "x", snapshotDirectory: dir))
        XCTAssertNil(verifySnapshot(of: Squares(), as: .frames, named: "x", snapshotDirectory: dir))
        let failure = try XCTUnwrap(
            verifySnapshot(of: Squares(rightWidth: 30), as: .frames, named: "x", snapshotDirectory: dir))
        XCTAssertTrue(failure.contains("+     frame #right  x 35 y 5  30×20"))
        XCTAssertNil(SnapshotContext.currentTestKey, "under XCTest no Swift Testing test is current")
    }
}
