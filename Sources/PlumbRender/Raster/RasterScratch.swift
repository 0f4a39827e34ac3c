/// Working memory of the rasterizer, kept from one fill to the next of a render.
///
/// ``CoverageAccumulator`` works on a `stride × height` grid of cells grouped in blocks of
/// ``CoverageAccumulator/blockSize`` cells of a row, and a byte per block saying whether an
/// edge touched it. A block's cells are zeroed when an edge first touches it, and reading
/// the coverage clears the block's byte again, so between fills every byte is 0 and the cells
/// hold garbage that is never read. A render therefore neither allocates nor clears
/// `width × height` cells for each fill: the card's three canvas-sized shapes (the
/// background, the card, its stroke) each cost only the blocks their edges cross.
///
/// Not `Sendable`: one render owns its scratch and uses it from one thread.
final class RasterScratch {
    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var touched: UnsafeMutablePointer<UInt8>
    private var cellCapacity: Int
    private var blockCapacity: Int

    init() {
        cells = .allocate(capacity: 1)
        touched = .allocate(capacity: 1)
        touched.initialize(to: 0)
        cellCapacity = 1
        blockCapacity = 1
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
    }

    /// Makes room for `cells` cells and `blocks` block bytes (all 0).
    func reserve(cells count: Int, blocks: Int) {
        if count > cellCapacity {
            cells.deallocate()
            cellCapacity = max(count, cellCapacity * 2)
            // Never read before an edge's first touch of its block zeroes it.
            cells = .allocate(capacity: cellCapacity)
        }
        if blocks > blockCapacity {
            touched.deallocate()
            blockCapacity = max(blocks, blockCapacity * 2)
            touched = .allocate(capacity: blockCapacity)
            touched.initialize(repeating: 0, count: blockCapacity)
        }
    }
}
