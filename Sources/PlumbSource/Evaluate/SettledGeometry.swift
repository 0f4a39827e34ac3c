import Foundation
import PlumbCore

/// What views learn of their own geometry once laid out, fed back into a second read: the
/// picture after SwiftUI's next frame.
///
/// `onPreferenceChange(WidthKey.self) { width = $0 }` under a `GeometryReader` that publishes its
/// size, and `onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }`,
/// are how apps measure a view and size another by it (Mastodon's sign-up field: `Text("@domain")
/// .measureWidth { usernameRightViewWidth = $0 }.frame(width: min(300, usernameRightViewWidth))`).
/// SwiftUI calls these actions after a layout; their state change is laid out in the next frame,
/// the one a user sees. A still picture of the first frame shows the state before the
/// measurement (the field squeezed by a 300-point placeholder width).
///
/// So a read records, during layout, the value each such action would be called with
/// (``GeometryReports``, by the modifier's place in the source and its occurrence there), and
/// the caller reads the files again with those values: in the second read each action runs
/// with its value as the view's body is built, as an `onAppear` action does (AppearActions.swift:
/// a transaction; the body is built again if the state changed). `SourceProgram.settled` repeats
/// this until the values no longer change, at most ``maximumRereads`` times (SwiftUI's own
/// loop stops when the values settle; one that never settles stops here).
public struct GeometryReports {
    /// Each action's value, by ``Interpreter/geometrySite(at:)``.
    var values: [String: Value] = [:]

    public init() {}

    /// Whether no view reported anything.
    public var isEmpty: Bool { values.isEmpty }

    /// Whether `other` holds the same values (compared as the reader describes them).
    func matches(_ other: GeometryReports) -> Bool {
        values.count == other.values.count
            && values.allSatisfy { key, value in
                other.values[key].map { String(describing: $0) == String(describing: value) } ?? false
            }
    }

    /// The most times the files are read again.
    public static let maximumRereads = 3
}

extension SourceProgram {
    /// What the views of this read reported of their geometry in the layouts made of ``view``
    /// so far.
    public var geometryReports: GeometryReports {
        var reports = GeometryReports()
        reports.values = interpreter.geometryReports
        return reports
    }

    /// The read and its layout once the views' measurements have been acted on: `layOut` lays
    /// a read out; while the reports of the last layout differ from the values the read was
    /// given, the files are read again with them (``GeometryReports``). A read that fails
    /// keeps the last one.
    public func settled<Layout>(_ layOut: (SourceProgram) throws -> Layout) throws -> (SourceProgram, Layout) {
        var program = self
        var layout = try layOut(program)
        for _ in 0..<GeometryReports.maximumRereads {
            let reports = program.geometryReports
            var given = GeometryReports()
            given.values = program.interpreter.geometryHints
            guard !reports.isEmpty, !reports.matches(given), let reread = program.rereading,
                let next = try? reread(reports)
            else { break }
            program = next
            layout = try layOut(program)
        }
        return (program, layout)
    }
}

extension Interpreter {
    /// The key of a geometry action's modifier written at `offset`, built for the `n`th time
    /// in this read (a row's modifier is built once a row): stable between reads, since the
    /// views are built in the same order. A body built again after its actions ran builds its
    /// sites again under the same keys (``buildingAppearing(_:_:)``).
    func geometrySite(at offset: Int) -> String {
        let n = geometrySiteCounts[offset, default: 0]
        geometrySiteCounts[offset] = n + 1
        return "\(offset)#\(n)"
    }

    /// Runs `action` with the value reported for `site` in the last layout, if any, as an
    /// action of the body being built (with the value as its one argument, or as both of
    /// `(oldValue, newValue)`).
    func noteGeometryAction(_ action: Value, site: String, at offset: Int) {
        guard let value = geometryHints[site], case .closure(let c) = action, let frame = appearing.frames.last,
            c.scope.instance === frame.instance
        else { return }
        let values = c.closure.parameters.count >= 2 ? [value, value] : [value]
        appearing.frames[appearing.frames.count - 1].actions.append((c, offset, values))
    }
}
