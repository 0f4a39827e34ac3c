import Foundation

/// An `alignmentGuide(_:computeValue:)` on a node: the guide and the closure that gives it.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}

extension LayoutTree {
    /// The bit that stands for `key` in a node's guide mask (``GuideMask``). SwiftUI's eight
    /// guides have fixed bits; custom guides get the next free bit in order of appearance, and
    /// share the last bit once 56 are taken (the mask only says "may have", so sharing is safe).
    @inline(__always)
    func guideBit(_ key: AlignmentKey) -> UInt64 {
        if key.builtin >= 0 { return GuideMask.bit(key.builtin) }
        return customGuideBit(key)
    }

    private func customGuideBit(_ key: AlignmentKey) -> UInt64 {
        if let bit = customGuideBits[key] { return 1 << UInt64(bit) }
        let bit = min(GuideMask.firstCustomBit + customGuideBits.count, GuideMask.lastBit)
        customGuideBits[key] = bit
        return 1 << UInt64(bit)
    }

    /// Whether `node` or a view inside it may set an explicit value for `key`.
    @inline(__always)
    func mayHaveExplicitGuide(_ key: AlignmentKey, node: Int32) -> Bool {
        guideMasks[node] & guideBit(key) != 0
    }

    /// Adds an `alignmentGuide` override to `node`.
    func addGuideOverride(_ override: GuideOverride, to node: Int32) {
        guideOverrides[node, default: []].append(override)
        flags[node].insert(.hasGuideOverrides)
        guideMasks[node] |= guideBit(override.key)
    }

    /// The explicit value of `key` for `node` at `size`, relative to the node's origin, or `nil`.
    ///
    /// The last `alignmentGuide` for the key (among the first `overrideLimit`) wins, and its
    /// closure sees the values set before it (SPEC §5); otherwise the node's computer answers
    /// (text baselines, values propagated from children).
    func explicitGuide(
        _ key: AlignmentKey, node: Int32, size: CGSize, proposal: ProposedViewSize, overrideLimit: Int32 = .max
    ) -> CGFloat? {
        if flags[node].contains(.hasGuideOverrides), let overrides = guideOverrides[node] {
            var i = min(overrides.count, Int(overrideLimit)) - 1
            while i >= 0 {
                if overrides[i].key == key {
                    let dimensions = ViewDimensions(
                        size: size, tree: self, node: node, proposal: proposal, overrideLimit: Int32(i))
                    return overrides[i].compute(dimensions)
                }
                i -= 1
            }
        }
        guard guideMasks[node] & guideBit(key) != 0 else { return nil }
        // Container values the layout writes while it answers (its child's placement) hold
        // for this query only.
        let scope = flags[node].contains(.usesContainerValues) ? containerValueStack.count : -1
        let value = computers[node]._withUnsafeGuaranteedRef {
            $0.explicitAlignment(key, size: size, proposal: proposal, node: node, tree: self)
        }
        if scope >= 0 { dropContainerValues(above: scope) }
        return value
    }
}
