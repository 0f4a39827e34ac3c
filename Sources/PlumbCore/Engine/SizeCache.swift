import Foundation

/// A proposal in a form that compares bit for bit: `nil` is stored as a NaN with a payload
/// that no arithmetic produces.
struct ProposalKey: Equatable {
    var width: UInt64
    var height: UInt64

    static let nilBits: UInt64 = 0x7FF8_5EED_0000_0001
    /// A key no proposal maps to: "no placement recorded yet".
    static let never = ProposalKey(width: 0x7FF8_5EED_0000_0002, height: 0x7FF8_5EED_0000_0002)

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
/// linear (W3 needs three distinct proposals per view). Slots are replaced round-robin.
struct SizeCache {
    static let slots = 4

    private var keys: (ProposalKey, ProposalKey, ProposalKey, ProposalKey)
    private var sizes: (CGSize, CGSize, CGSize, CGSize)
    private var used: Int8
    private var next: Int8

    static let empty = SizeCache(
        keys: (.never, .never, .never, .never), sizes: (.zero, .zero, .zero, .zero), used: 0, next: 0)

    private init(
        keys: (ProposalKey, ProposalKey, ProposalKey, ProposalKey), sizes: (CGSize, CGSize, CGSize, CGSize),
        used: Int8, next: Int8
    ) {
        self.keys = keys
        self.sizes = sizes
        self.used = used
        self.next = next
    }

    @inline(__always)
    func lookup(_ key: ProposalKey) -> CGSize? {
        if used > 0 && keys.0 == key { return sizes.0 }
        if used > 1 && keys.1 == key { return sizes.1 }
        if used > 2 && keys.2 == key { return sizes.2 }
        if used > 3 && keys.3 == key { return sizes.3 }
        return nil
    }

    @inline(__always)
    mutating func insert(_ key: ProposalKey, _ size: CGSize) {
        switch next {
        case 0: keys.0 = key; sizes.0 = size
        case 1: keys.1 = key; sizes.1 = size
        case 2: keys.2 = key; sizes.2 = size
        default: keys.3 = key; sizes.3 = size
        }
        next = (next + 1) & 3
        if used < 4 { used += 1 }
    }
}
