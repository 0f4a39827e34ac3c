// SnapshotTesting: swift-snapshot-testing's names on Linux, drawn by Plumb, so that a test
// file written for that package (pointfreeco/swift-snapshot-testing) compiles unchanged:
//
//     import SnapshotTesting
//     import SwiftUI
//     import XCTest
//
//     final class CardTests: XCTestCase {
//         func testCard() {
//             assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13Pro)))
//         }
//     }
//
// `assertSnapshot(of:as:)`, `assertSnapshots`, `verifySnapshot`, `Snapshotting<Value, Format>`,
// `.image(precision:perceptualPrecision:layout:traits:)` for views, `ViewImageConfig`'s iPhones
// and iPads, `.lines`, `.description`, `.dump`, `.json`, `withSnapshotTesting(record:diffTool:)`,
// `@Suite(.snapshots(record:))` and `isRecording`, over PlumbTesting's recording, comparison and
// failure messages. The few UIKit names such tests pass (`UITraitCollection` and its traits,
// `UIEdgeInsets`) are stand-ins that set Plumb's environment.
//
// References are named as the package names them, one folder further down: a Mac's
// `__Snapshots__/CardTests/testCard.1.png` is Linux's `__Snapshots__/CardTests/Linux/testCard.1.png`
// (`ReferenceFolder`), so one repository keeps both.
//
// The target exists only where the manifest is read off Apple's platforms (see Package.swift:
// SwiftPM refuses two packages with a target of one name in a graph), and every file of this
// module is inside `#if !canImport(Darwin)` too, so it never stands in for the real package
// where that package runs. A team's manifest picks the package by platform (`#if os(Linux)`);
// the article "Snapshot-test SwiftUI on Linux" shows how.
