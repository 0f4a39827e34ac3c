#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// How a value becomes a reference file and is compared with it: swift-snapshot-testing's
/// strategy type, by its name and shape, so that `as: .image(...)`, `as: .lines` and a team's
/// own `SimplySnapshotting.lines.pullback { ... }` compile as they do there.
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13Pro)))
/// assertSnapshot(of: user, as: .dump)
/// ```
///
/// `Format` says what a snapshot is: `String` for the text strategies, ``UIImage`` (a
/// stand-in; Plumb writes PNGs) for pictures. Unlike the package's, a strategy here is not
/// built from a `Diffing` and an `Async` snapshot: Plumb draws synchronously and compares
/// with PlumbTesting's comparison, so those types are not provided. `pullback` is.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension (`png`, `txt`, `json`), or `nil` for none.
    public var pathExtension: String?

    /// Makes the snapshot of a value and records or compares it at a reference, as a mode says.
    let check: (_ value: () throws -> Value, _ reference: SnapshotReference, _ mode: SnapshotRecordMode) -> Outcome

    typealias Outcome = SnapshotAssertion.Outcome

    init(
        pathExtension: String?,
        check:
            @escaping (_ value: () throws -> Value, _ reference: SnapshotReference, _ mode: SnapshotRecordMode)
            -> Outcome
    ) {
        self.pathExtension = pathExtension
        self.check = check
    }

    /// A strategy for values of another type, made by turning them into this strategy's values:
    ///
    /// ```swift
    /// extension Snapshotting where Value == Money, Format == String {
    ///     static let amount = SimplySnapshotting.lines.pullback { (money: Money) in money.formatted }
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value)
        -> Snapshotting<NewValue, Format>
    {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension) { value, reference, mode in
            self.check({ transform(try value()) }, reference, mode)
        }
    }
}

/// A strategy whose values are their own snapshots: `SimplySnapshotting.lines` compares strings.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
#endif
