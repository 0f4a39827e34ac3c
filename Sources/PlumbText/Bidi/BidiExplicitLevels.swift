/// Explicit levels and directions (UAX #9 §3.3.2, rules X1-X8): the
/// directional status stack driven by the embedding, override and isolate
/// formatting characters, with the 125-level depth limit and the overflow
/// counters.
extension BidiResolver {
    /// One entry of the directional status stack (X1).
    private struct StatusEntry {
        var level: UInt8
        /// The directional override status: nil for neutral, else L or R.
        var override: BidiClass?
        var isIsolate: Bool
    }

    /// X1-X8. Sets `levels` of every character and, for characters inside
    /// an override (X6, X5a-X5c, X6a), resets `types` to L or R.
    mutating func resolveExplicitLevels() {
        // Without explicit formatting characters every character gets the
        // paragraph level (X6, and X8 for paragraph separators), as the stack
        // below would give: most text takes this path.
        var first = 0
        while first < classes.count && !classes[first].isExplicitFormatting { first += 1 }
        guard first < classes.count else {
            if paragraphLevel != 0 {
                levels = [UInt8](repeating: paragraphLevel, count: classes.count)
            }
            return
        }
        // X1: the stack holds max_depth + 2 entries at most.
        var stack: [StatusEntry] = []
        stack.reserveCapacity(8)
        stack.append(StatusEntry(level: paragraphLevel, override: nil, isIsolate: false))
        var overflowIsolateCount = 0
        var overflowEmbeddingCount = 0
        var validIsolateCount = 0

        let count = classes.count
        var index = 0
        while index < count {
            defer { index += 1 }
            let bidiClass = classes[index]
            let last = stack[stack.count - 1]
            switch bidiClass {
            case .rle, .lre, .rlo, .lro:
                // X2-X5. The character itself is removed by X9; it keeps the
                // level of the last entry meanwhile (§5.2).
                levels[index] = last.level
                let isRightToLeft = bidiClass == .rle || bidiClass == .rlo
                let level =
                    isRightToLeft ? Self.leastOddLevel(above: last.level) : Self.leastEvenLevel(above: last.level)
                if level <= Self.maxDepth && overflowIsolateCount == 0 && overflowEmbeddingCount == 0 {
                    let override: BidiClass? = bidiClass == .rlo ? .r : bidiClass == .lro ? .l : nil
                    stack.append(StatusEntry(level: level, override: override, isIsolate: false))
                } else if overflowIsolateCount == 0 {
                    overflowEmbeddingCount += 1
                }

            case .rli, .lri, .fsi:
                // X5a-X5c: the initiator takes the level (and override) of
                // the last entry, then opens the isolate.
                levels[index] = last.level
                if let override = last.override { types[index] = override }
                var isRightToLeft = bidiClass == .rli
                if bidiClass == .fsi {
                    // X5c: P2-P3 on the text up to the matching PDI (or the
                    // end of the paragraph).
                    let end = isolatePartner(of: index) ?? count
                    isRightToLeft = firstStrongLevel(from: index + 1, to: end) == 1
                }
                let level =
                    isRightToLeft ? Self.leastOddLevel(above: last.level) : Self.leastEvenLevel(above: last.level)
                if level <= Self.maxDepth && overflowIsolateCount == 0 && overflowEmbeddingCount == 0 {
                    validIsolateCount += 1
                    stack.append(StatusEntry(level: level, override: nil, isIsolate: true))
                } else {
                    overflowIsolateCount += 1
                }

            case .pdi:
                // X6a.
                if overflowIsolateCount > 0 {
                    overflowIsolateCount -= 1
                } else if validIsolateCount > 0 {
                    overflowEmbeddingCount = 0
                    while !stack[stack.count - 1].isIsolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolateCount -= 1
                }
                let entry = stack[stack.count - 1]
                levels[index] = entry.level
                if let override = entry.override { types[index] = override }

            case .pdf:
                // X7.
                levels[index] = last.level
                if overflowIsolateCount > 0 {
                } else if overflowEmbeddingCount > 0 {
                    overflowEmbeddingCount -= 1
                } else if !last.isIsolate && stack.count >= 2 {
                    stack.removeLast()
                }

            case .b:
                // X8: "All explicit directional embeddings, overrides and
                // isolates are completely terminated at the end of each
                // paragraph"; the separator takes the paragraph level.
                levels[index] = paragraphLevel
                stack.removeSubrange(1...)
                overflowIsolateCount = 0
                overflowEmbeddingCount = 0
                validIsolateCount = 0

            case .bn:
                // Removed by X9; X6 excludes it.
                levels[index] = last.level

            default:
                // X6.
                levels[index] = last.level
                if let override = last.override { types[index] = override }
            }
        }
    }

    /// "the least odd embedding level greater than" `level` (X2, X4, X5a).
    @inline(__always)
    static func leastOddLevel(above level: UInt8) -> UInt8 { (level &+ 1) | 1 }

    /// "the least even embedding level greater than" `level` (X3, X5, X5b).
    @inline(__always)
    static func leastEvenLevel(above level: UInt8) -> UInt8 { (level &+ 2) & ~1 }
}
