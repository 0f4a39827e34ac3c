import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Stack enough for the deepest tree Plumb lays out, on whatever thread asks.
///
/// Resolving, measuring, placing and the walks over a laid-out tree recurse once per level
/// of nesting, as SwiftUI's view graph does, and a level costs stack: in a debug build up to
/// about 11 KB (a `ZStack { ... }.background(...)` level; a `VStack` 9 KB, a `.frame` 5 KB),
/// in an optimised one several times less (ResolutionLimits.swift has the measurements). An
/// 8 MB thread (the main thread on Linux) holds about 700 levels in a debug build, a 512 KB
/// one (a secondary thread on Darwin) about 40. So where the free stack of the calling thread
/// is less than the work may need, the work runs on a new thread with a stack that large and
/// the caller waits for it: a tree of up to ``LayoutTree/maximumNesting`` levels lays out the
/// same in every build, on any thread, and a shallow tree never leaves its thread.
///
/// The recursive walks check at every ``checkInterval`` levels (resolving, sizing, placing),
/// or at their entry from the tree's depth (``LayoutTree/withStack(_:)``), so that a tree
/// that deepens while it is laid out (a lazy stack's rows, a GeometryReader's content) is
/// covered too. The new thread's stack is reserved address space: only what is used is
/// committed, and it is unmapped when the thread ends.
package enum StackSpace {
    /// The most stack one level of nesting may take (with a margin over the measurements).
    #if DEBUG
    package static let bytesPerLevel = 16 << 10
    #else
    package static let bytesPerLevel = 4 << 10
    #endif

    /// How many levels a recursion goes between checks of the free stack.
    package static let checkInterval = 256

    /// The bytes of stack free below the caller's frame on this thread, or nil when the
    /// system does not say.
    package static func available() -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        #if os(Linux)
        guard let getAttributes = threadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        return here - Int(bitPattern: low)
        #elseif canImport(Darwin)
        let high = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return here - (high - pthread_get_stacksize_np(pthread_self()))
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// glibc's `pthread_getattr_np`, a GNU extension the C module does not export: looked
    /// up once.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let threadAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
    #endif

    /// Runs `body` where at least `levels` levels of nesting fit: on this thread when its
    /// free stack holds them, otherwise on a new thread with a stack that holds them, waiting
    /// for it to finish.
    package static func ensuring<R>(levels: Int, _ body: () -> R) -> R {
        let needed = max(levels, 0) * bytesPerLevel + (1 << 20)
        if let free = available(), free >= needed { return body() }
        return onNewThread(stackSize: needed, body)
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes, and waits for it.
    private static func onNewThread<R>(stackSize: Int, _ body: () -> R) -> R {
        return withoutActuallyEscaping(body) { body in
            let work = StackWork(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.run()
                done.signal()
            }
            let page = 1 << 16
            thread.stackSize = (stackSize + page - 1) / page * page
            thread.start()
            done.wait()
            return work.result!
        }
    }
}

/// A closure run on another thread, and its result: the caller waits for it, so nothing is
/// shared while both run.
private final class StackWork<R>: @unchecked Sendable {
    /// Dropped once run: the thread object may outlive the wait, and the closure must not.
    var body: (() -> R)?
    var result: R?
    init(_ body: @escaping () -> R) { self.body = body }

    func run() {
        result = body!()
        body = nil
    }
}

extension LayoutTree {
    /// Runs `body`, a walk over this tree, where the tree's deepest nesting fits
    /// (``StackSpace``). Package API, for the walks of the other modules.
    package func withStack<R>(_ body: () -> R) -> R {
        guard deepestNesting > StackSpace.checkInterval else { return body() }
        return StackSpace.ensuring(levels: deepestNesting + StackSpace.checkInterval, body)
    }
}
