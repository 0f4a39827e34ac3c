import Foundation

/// A proposal in a form that compares bit for bit: `nil` is stored as a NaN with a payload
/// that no arithmetic produces.
struct ProposalKey: Equatable {
    var width: UInt64
    var height: UInt64

    static let nilBits: UInt64 = 0x7FF8_5EED_0000_0001
    /// A key no proposal maps to: an empty memo slot, or "no placement recorded yet".
    static let never = ProposalKey(width: 0x7FF8_5EED_0000_0002, height: 0x7FF8_5EED_0000_0002)
    /// The key of every proposal for a node whose size does not depend on its proposal.
    static let any = ProposalKey(width: 0x7FF8_5EED_0000_0003, height: 0x7FF8_5EED_0000_0003)

    @inline(__always)
    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { Double($0).bitPattern } ?? ProposalKey.nilBits
        height = proposal.height.map { Double($0).bitPattern } ?? ProposalKey.nilBits
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(
            width: width == ProposalKey.nilBits ? nil : CGFloat(Double(bitPattern: width)),
            height: height == ProposalKey.nilBits ? nil : CGFloat(Double(bitPattern: height)))
    }
}

/// A node's memo of its recent answers: a few proposals and the sizes it answered.
///
/// Stacks ask each child at 0, at infinity and at its share, so without memoisation nested
/// stacks cost 3^depth; a handful of slots per node makes every workload of ENGINE-NOTES
/// linear (W3 needs three distinct proposals per view). Each slot keeps its key beside its
/// size, so a hit in the first slot reads one cache line; empty slots hold a key no
/// proposal has. Slots are replaced round-robin (the cursor lives in `LayoutTree.cacheCursor`).
struct SizeCache {
    struct Slot {
        var key: ProposalKey
        var size: CGSize
    }

    static let slots = 4
    private var s0, s1, s2, s3: Slot

    static let empty = SizeCache(
        s0: Slot(key: .never, size: .zero), s1: Slot(key: .never, size: .zero),
        s2: Slot(key: .never, size: .zero), s3: Slot(key: .never, size: .zero))

    private init(s0: Slot, s1: Slot, s2: Slot, s3: Slot) {
        self.s0 = s0
        self.s1 = s1
        self.s2 = s2
        self.s3 = s3
    }

    @inline(__always)
    func lookup(_ key: ProposalKey) -> CGSize? {
        if s0.key == key { return s0.size }
        if s1.key == key { return s1.size }
        if s2.key == key { return s2.size }
        if s3.key == key { return s3.size }
        return nil
    }

    @inline(__always)
    mutating func insert(_ key: ProposalKey, _ size: CGSize, at slot: UInt8) {
        switch slot & 3 {
        case 0: s0 = Slot(key: key, size: size)
        case 1: s1 = Slot(key: key, size: size)
        case 2: s2 = Slot(key: key, size: size)
        default: s3 = Slot(key: key, size: size)
        }
    }
}
