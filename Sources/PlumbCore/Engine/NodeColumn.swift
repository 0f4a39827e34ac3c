/// One column of the tree's struct-of-arrays storage: a growable buffer of plain values,
/// indexed by node number.
///
/// The engine keeps per-node data (sizes, caches, placements) in columns instead of one
/// object per node: no reference counting in the layout loop, no allocation per view, and
/// the values of neighbouring nodes share cache lines (ENGINE-NOTES: "allocate flat").
///
/// Elements must be plain values (no references): the column never deinitializes them.
/// The column does not own its memory automatically; the owning ``LayoutTree`` calls
/// ``deallocate()`` in its `deinit`. Element reads and writes do not check bounds in release
/// builds: every index comes from the tree's own structure.
struct NodeColumn<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private(set) var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 4)
        self.base = .allocate(capacity: self.capacity)
        self.count = 0
    }

    func deallocate() { base.deallocate() }

    @inline(__always)
    subscript(index: Int32) -> Element {
        get {
            assert(index >= 0 && Int(index) < count, "node column index out of range")
            return base[Int(index)]
        }
        nonmutating set {
            assert(index >= 0 && Int(index) < count, "node column index out of range")
            base[Int(index)] = newValue
        }
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "node column index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "node column index out of range")
            base[index] = newValue
        }
    }

    /// A pointer to one element, for in-place updates of larger values.
    @inline(__always)
    func pointer(_ index: Int32) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && Int(index) < count, "node column index out of range")
        return base + Int(index)
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(_ element: Element, count n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(repeating: element, count: n)
        count += n
    }

    /// Drops the last `n` elements (used as a stack by placement's scratch space).
    mutating func removeLast(_ n: Int) {
        assert(n <= count)
        count -= n
    }

    mutating func removeAll() { count = 0 }

    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
