import Foundation
import PlumbCore

/// Renders many views at once on all cores: each item laid out in a tree of its own and
/// drawn on one of a bounded number of worker threads, the results in the items' order.
///
/// Each item gets its own ``LayoutTree``, display list and bitmap; what the items share is
/// the text measurer (PlumbText's `FontTextMeasurer`, whose caches are sharded and whose shaping runs
/// outside its locks) and the fonts, so the bytes are the same as rendering the items one
/// after another, whatever the number of workers and whatever order they finish in.
///
/// ```swift
/// let cards = RenderBatch()   // one worker per core
/// let pngs = cards.pngs(count: users.count, canvas: CGSize(width: 390, height: 280), scale: 3) { i in
///     ProfileCard(user: users[i])
/// }
/// ```
///
/// ``map(_:_:)`` runs any per-item work the same way (a `SourceReader` preview read, laid
/// out and written as `plumb previews` does).
public struct RenderBatch: Sendable {
    /// The most items in flight at once; at least 1. Dispatch runs at most one thread per
    /// core, so more than ``cores`` gains nothing.
    public var workers: Int

    /// The cores of this machine (`ProcessInfo.activeProcessorCount`).
    public static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// A batch of at most `workers` items at a time (by default one per core).
    public init(workers: Int = RenderBatch.cores) {
        self.workers = max(1, workers)
    }

    /// `work(i)` for every `i` in `0..<count`, on up to ``workers`` threads; the results in
    /// index order. Each index runs once; a worker takes the next unclaimed index when it
    /// finishes one, so slow items do not hold up a fixed slice.
    public func map<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let threads = min(workers, count)
        if threads == 1 { return (0..<count).map(work) }
        let slots = BatchSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let i = slots.claim() { slots.store(work(i), at: i) }
        }
        return slots.values
    }

    /// The PNG of each view `makeView(i)` makes for `i` in `0..<count`: laid out in `canvas`
    /// at `scale` inside `safeArea` with `environment` (by default the standard text
    /// measurer, shared), drawn with ``DrawingOptions``' defaults, encoded by
    /// ``RasterRenderer/png(_:compression:)``.
    public func pngs<V: View & SendableMetatype>(
        count: Int, canvas: CGSize, scale: Double = 3, safeArea: EdgeInsets = EdgeInsets(),
        environment: @escaping @Sendable () -> EnvironmentValues = { EnvironmentValues() },
        _ makeView: @escaping @Sendable (Int) -> V
    ) -> [Swift.Result<[UInt8], PNGError>] {
        map(count) { i in
            let tree = LayoutTree.presenting(makeView(i), environment: environment())
            tree.layout(in: canvas, scale: CGFloat(scale), safeArea: safeArea)
            let list = DisplayList(tree)
            return Swift.Result { () throws(PNGError) -> [UInt8] in try RasterRenderer(scale: scale).png(list) }
        }
    }
}

/// Results filled in by several threads: each slot claimed once and written once.
private final class BatchSlots<Value: Sendable>: @unchecked Sendable {
    // Safety: `next` and `slots` are read and written only with `lock` held.
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next index no thread has claimed, or `nil` when all are.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every slot's value, once all are stored.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
