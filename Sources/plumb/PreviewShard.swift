/// `--shard K/N`: the K-th of N slices of a module's previews. A preview's slice is decided
/// by a hash of its id (file and name or number within the file), so adding a preview to
/// one file moves no other preview to another slice.
struct PreviewShard: Equatable {
    let k: Int
    let n: Int

    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, k >= 1, k <= n else {
            return nil
        }
        self.k = k
        self.n = n
    }

    var description: String { "\(k)/\(n)" }

    /// Whether the preview `id` is in this slice.
    func includes(_ id: String) -> Bool { PreviewShard.hash(id) % UInt64(n) == UInt64(k - 1) }

    /// FNV-1a, 64 bits, of the id's UTF-8: the same on every machine and every run.
    static func hash(_ id: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
