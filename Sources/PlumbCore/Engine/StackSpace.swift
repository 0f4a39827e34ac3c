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
/// of nesting, as SwiftUI's view graph does, and a level costs stack. Measured with
/// `plumb-bench --only D` on a main thread allowed to grow (`ulimit -s unlimited`, the
/// thread's `VmStk` after resolving, laying out, taking the result and describing 8,000
/// levels of views): 5.1 KB a level in a debug build (VStack 40.6 MB, ZStack with a
/// background 36.9 MB, frame and fixedSize 23.6 MB), 1.0 KB in an optimised one (7.9, 7.9,
/// 4.5 and 4.9 MB). So an 8 MB thread (the main thread on Linux) holds about 1,500 levels in
/// a debug build and just 8,000 in an optimised one, and a 512 KB one (a secondary thread on
/// Darwin) about 100. Where the free stack of the calling thread is less than the work may
/// need (``bytesPerLevel``, the measurement with a margin of about half), the work runs on a
/// worker thread whose stack holds twice the deepest tree, and the caller waits for it: a
/// tree of up to ``LayoutTree/maximumNesting`` levels lays out the same in every build, on
/// any thread, and a tree that fits where it is never leaves its thread.
///
/// The recursive walks check at every ``checkInterval`` levels (resolving, sizing, placing),
/// or at their entry from the tree's depth (``LayoutTree/withStack(_:)``), so that a tree
/// that deepens while it is laid out (a lazy stack's rows, a GeometryReader's content) is
/// covered too. The worker is made on first use and kept (its stack is reserved address
/// space, committed only as deep as it was used); one caller uses it at a time, and a caller
/// that finds it busy gets a thread of its own, so no caller ever waits for another.
package enum StackSpace {
    /// The most stack one level of nesting may take: the measurement above, with a margin.
    #if DEBUG
    package static let bytesPerLevel = (8 << 10) * frameScale
    #else
    package static let bytesPerLevel = 1_536 * frameScale
    #endif

    /// How many times larger than usual frames are: 3 when AddressSanitizer's runtime is in
    /// the process (its redzones around locals), else 1. The evidence: 150 levels of a
    /// computed property calling itself take 4.2 MB of stack in a debug build and overflowed
    /// an 8 MB thread under AddressSanitizer, so its frames are more than twice as large; 3
    /// keeps a margin. Every budget in stack bytes here and in the reader is multiplied by it.
    package static let frameScale: Int = dlsym(defaultHandle, "__asan_init") == nil ? 1 : 3

    /// `RTLD_DEFAULT`, which C defines as a cast Swift does not import: every loaded image.
    #if canImport(Darwin)
    nonisolated(unsafe) private static let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)
    #else
    nonisolated(unsafe) private static let defaultHandle = UnsafeMutableRawPointer(bitPattern: 0)
    #endif

    /// How many levels a recursion goes between checks of the free stack.
    package static let checkInterval = 256

    /// The bytes of stack free below the caller's frame on this thread, or nil when the
    /// system does not say (or a local is not on the stack: AddressSanitizer's fake stack
    /// frames, which Plumb's scripts turn off, live on the heap). Unknown is treated as not
    /// enough.
    package static func available() -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        guard let limit = stackLimit(), here > limit else { return nil }
        return here - limit
    }

    /// The lowest address of this thread's stack, asked of the system once per thread.
    private static func stackLimit() -> Int? {
        #if os(Linux)
        if let known = pthread_getspecific(limitKey) { return Int(bitPattern: known) }
        guard let getAttributes = threadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        pthread_setspecific(limitKey, low)
        return Int(bitPattern: low)
        #elseif canImport(Darwin)
        let high = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return high - pthread_get_stacksize_np(pthread_self())
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// glibc's `pthread_getattr_np`, a GNU extension the C module does not export: looked
    /// up once. (For the main thread it reads /proc/self/maps, hence the cache.)
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let threadAttributes: GetAttributes? = {
        guard let symbol = dlsym(defaultHandle, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
    /// Each thread's stack limit, once known.
    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif

    /// Runs `body` where at least `levels` levels of nesting fit: on this thread when its
    /// free stack holds them, otherwise on the worker, whose stack holds twice the deepest
    /// tree (or, when the worker is busy, on a new thread as large), waiting for it.
    package static func ensuring<R>(levels: Int, _ body: () -> R) -> R {
        ensuring(bytes: max(levels, 0) * bytesPerLevel + (1 << 20), body)
    }

    /// Runs `body` where at least `needed` bytes of stack are free, as ``ensuring(levels:_:)``
    /// does: for recursions whose levels cost other amounts (the source reader's).
    package static func ensuring<R>(bytes needed: Int, _ body: () -> R) -> R {
        if let free = available(), free >= needed { return body() }
        if let result = DeepWorker.shared.runIfFree(body) { return result }
        return onNewThread(stackSize: max(needed, DeepWorker.shared.stackSize), body)
    }

    /// Runs `body`, a walk over a tree `nesting` levels deep, where that nesting fits: in
    /// place, unchecked, for a tree shallower than one ``checkInterval`` (every real screen).
    package static func walking<R>(nesting: Int, _ body: () -> R) -> R {
        guard nesting > checkInterval else { return body() }
        return ensuring(levels: nesting + checkInterval, body)
    }

    /// Runs `body` on a new thread whose stack holds `levels` levels, and waits for it: for
    /// a program's whole work (the `plumb` command line), which must not keep the worker.
    package static func onOwnThread<R>(levels: Int, _ body: () -> R) -> R {
        onNewThread(stackSize: levels * bytesPerLevel + (8 << 20), body)
    }

    /// Runs `body`, a step of a recursion at one of its checks, where the levels to the next
    /// check fit (with one interval to spare); past the worker's first use, the rest of the
    /// recursion runs there.
    @inline(never)
    package static func continuing<R>(_ body: () -> R) -> R {
        ensuring(levels: 2 * checkInterval, body)
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes, and waits for it.
    private static func onNewThread<R>(stackSize: Int, _ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            let work = StackWork(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.run()
                done.signal()
            }
            thread.stackSize = StackSpace.pages(stackSize)
            thread.start()
            done.wait()
            return work.result!
        }
    }

    static func pages(_ bytes: Int) -> Int {
        let page = 1 << 16
        return (bytes + page - 1) / page * page
    }
}

/// A thread with stack for twice the deepest tree, kept once made, running one caller's
/// work at a time while that caller waits.
private final class DeepWorker: @unchecked Sendable {
    static let shared = DeepWorker()

    let stackSize = StackSpace.pages(2 * LayoutTree.maximumNesting * StackSpace.bytesPerLevel + (8 << 20))
    private let lock = NSLock()
    private let ready = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?
    private var thread: Thread?

    /// Runs `body` on the worker and returns its result, or returns nil at once when the
    /// worker is running something else (another thread's work, or the caller itself): then
    /// the caller makes a thread of its own, so no caller ever waits for another.
    func runIfFree<R>(_ body: () -> R) -> R? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        if thread == nil {
            let thread = Thread { [unowned self] in
                while true {
                    ready.wait()
                    job?()
                    job = nil
                    finished.signal()
                }
            }
            thread.stackSize = stackSize
            self.thread = thread
            thread.start()
        }
        return withoutActuallyEscaping(body) { body in
            let work = StackWork(body)
            job = { work.run() }
            ready.signal()
            finished.wait()
            return work.result!
        }
    }
}

/// A closure run on another thread, and its result: the caller waits for it, so nothing is
/// shared while both run.
private final class StackWork<R>: @unchecked Sendable {
    /// Dropped once run: the closure must not outlive the wait.
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
        StackSpace.walking(nesting: deepestNesting, body)
    }
}
