import Foundation

/// The shapers of one ``FontTextMeasurer``, one per thread shaping at a time: a thread takes
/// one (or makes one, when all are busy), shapes without any lock held, and gives it back.
///
/// A ``TextShaper`` is not thread-safe (its face caches and HarfBuzz buffer are mutable), so
/// the measurer used to shape under its one lock, and every thread laying out text waited
/// for the others' shaping. The pool holds as many shapers as threads ever shaped at once
/// (at most one per worker); what they share (faces, HarfBuzz faces and fonts) is immutable
/// once made, or made under the face's own lock.
final class TextShaperPool: @unchecked Sendable {
    // Safety: `idle` is read and written only with `lock` held; a shaper taken from it is
    // used by one thread until it is put back.
    private let lock = NSLock()
    private var idle: [TextShaper] = []
    private let collection: FontCollection

    init(collection: FontCollection) {
        self.collection = collection
    }

    /// Runs `body` with a shaper no other thread is using.
    func withShaper<Result>(_ body: (TextShaper) -> Result) -> Result {
        lock.lock()
        let shaper = idle.popLast() ?? TextShaper(collection: collection)
        lock.unlock()
        defer {
            lock.lock()
            idle.append(shaper)
            lock.unlock()
        }
        return body(shaper)
    }
}
