import CDeflate

/// Whole-buffer zlib compression (RFC 1950 streams of RFC 1951 deflate data, PNG spec §10) by
/// libdeflate, which compresses a buffer held whole in memory, as a PNG's image data is, without
/// zlib's streaming machinery.
///
/// Measured on the card's and a screen's filtered rows (issue 16): libdeflate at level 6 makes
/// streams 0.3–1% smaller than zlib's level 6 in a third to a fifth of the time; level 1 is
/// faster again for 7% more bytes. Decompression stays with zlib (``Zlib``), which streams.
enum Deflate {
    /// The highest level libdeflate offers (its near-optimal parser, for the smallest output).
    static let maximumLevel = 12

    /// Compresses `input` at `level` (0–12, clamped: 0 stores, 1 is fastest, 6 libdeflate's
    /// default, 12 the smallest).
    ///
    /// - Throws: ``PNGError/zlib(code:)`` if libdeflate cannot allocate its compressor or
    ///   the output does not fit its bound (neither happens with memory to spare).
    static func zlib(_ input: UnsafeBufferPointer<UInt8>, level: Int) throws(PNGError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(min(maximumLevel, max(0, level)))) else {
            throw PNGError.zlib(code: -4)  // Z_MEM_ERROR: no memory for the compressor
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            written = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
            count = written
        }
        // libdeflate returns 0 only when the output would exceed the space given, which its own
        // bound rules out.
        guard written > 0 else { throw PNGError.zlib(code: -5) }  // Z_BUF_ERROR
        return output
    }
}
