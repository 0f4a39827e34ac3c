/// Adam7 interlacing (spec §8.2): seven passes over 8×8 tiles.
enum Adam7 {
    /// (xStart, yStart, xStep, yStep) of each pass.
    static let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
        (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// Size of the reduced image of pass `(x, y, dx, dy)`; a pass with a zero
    /// dimension is empty and contributes no bytes at all (§8.2).
    static func passSize(width: Int, height: Int, x: Int, y: Int, dx: Int, dy: Int) -> (Int, Int) {
        let pw = width > x ? (width - x + dx - 1) / dx : 0
        let ph = height > y ? (height - y + dy - 1) / dy : 0
        return (pw, ph)
    }
}
