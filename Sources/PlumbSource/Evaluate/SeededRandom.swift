/// The random numbers read source asks for (`Int.random(in:)`, `Double.random(in:)`,
/// `Bool.random()`): SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014) from a fixed seed, so mock data varies from call to call as an
/// app's previews do, and the same source draws the same picture on every run and machine.
/// (`randomElement()` and `shuffled()` stay the first element and the order: Collections.swift.)
struct SeededRandom {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `lower..<upper` (`lower` when the range is empty).
    mutating func integer(in lower: Int, _ upper: Int) -> Int {
        guard upper > lower else { return lower }
        let span = UInt64(bitPattern: Int64(upper &- lower))
        guard span > 0 else { return lower }
        return lower &+ Int(truncatingIfNeeded: next() % span)
    }

    /// A number in `0..<1`, of 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
