/// Bounds-checked, big-endian access to font bytes.
///
/// `FontData` is a window (`start ..< start + count`) onto a shared, immutable
/// byte array. Every read is checked against the window and returns `nil`
/// instead of trapping, so malformed fonts can never cause an out-of-range
/// access. This file (together with ``ByteReader``) is the only place in the
/// font reader that indexes raw bytes; all table parsers go through it.
///
/// All multi-byte values in OpenType are big-endian
/// (OpenType spec, "Data types").
public struct FontData: Sendable {
    @usableFromInline let storage: [UInt8]
    @usableFromInline let start: Int
    /// Number of bytes visible through this window.
    public let count: Int

    /// Wraps a whole byte array.
    public init(_ bytes: [UInt8]) {
        self.storage = bytes
        self.start = 0
        self.count = bytes.count
    }

    @inlinable
    init(storage: [UInt8], start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// `true` when the window holds no bytes.
    public var isEmpty: Bool { count == 0 }

    /// A copy of the bytes in this window.
    public var bytes: [UInt8] { Array(storage[start..<start + count]) }

    /// Returns `true` if `length` bytes starting at `offset` lie inside the window.
    @inlinable
    public func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// A sub-window of `length` bytes at `offset`, or `nil` if it does not fit.
    @inlinable
    public func slice(at offset: Int, length: Int) -> FontData? {
        guard contains(offset: offset, length: length) else { return nil }
        return FontData(storage: storage, start: start + offset, count: length)
    }

    /// The sub-window from `offset` to the end, or `nil` if `offset` is out of range.
    @inlinable
    public func slice(from offset: Int) -> FontData? {
        guard offset >= 0, offset <= count else { return nil }
        return FontData(storage: storage, start: start + offset, count: count - offset)
    }

    /// The sub-window from `offset` with at most `length` bytes (clamped to the end).
    @inlinable
    public func slice(from offset: Int, atMost length: Int) -> FontData? {
        guard offset >= 0, offset <= count, length >= 0 else { return nil }
        return FontData(storage: storage, start: start + offset, count: Swift.min(length, count - offset))
    }

    // MARK: Scalar reads

    /// The unsigned byte at `offset`, or `nil` past the end.
    @inlinable
    public func u8(at offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        return storage[start + offset]
    }

    /// The signed byte at `offset`, or `nil` past the end.
    @inlinable
    public func i8(at offset: Int) -> Int8? {
        u8(at: offset).map { Int8(bitPattern: $0) }
    }

    /// The big-endian `uint16` at `offset`, or `nil` past the end.
    @inlinable
    public func u16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset < count - 1 else { return nil }
        let p = start + offset
        return UInt16(storage[p]) << 8 | UInt16(storage[p + 1])
    }

    /// The big-endian `int16` at `offset`, or `nil` past the end.
    @inlinable
    public func i16(at offset: Int) -> Int16? {
        u16(at: offset).map { Int16(bitPattern: $0) }
    }

    /// The big-endian `uint24` at `offset`, or `nil` past the end.
    @inlinable
    public func u24(at offset: Int) -> UInt32? {
        guard offset >= 0, offset < count - 2 else { return nil }
        let p = start + offset
        return UInt32(storage[p]) << 16 | UInt32(storage[p + 1]) << 8 | UInt32(storage[p + 2])
    }

    /// The big-endian `uint32` at `offset`, or `nil` past the end.
    @inlinable
    public func u32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset < count - 3 else { return nil }
        let p = start + offset
        return UInt32(storage[p]) << 24 | UInt32(storage[p + 1]) << 16
            | UInt32(storage[p + 2]) << 8 | UInt32(storage[p + 3])
    }

    /// The big-endian `int32` at `offset`, or `nil` past the end.
    @inlinable
    public func i32(at offset: Int) -> Int32? {
        u32(at: offset).map { Int32(bitPattern: $0) }
    }

    /// The four-byte tag at `offset`, or `nil` past the end.
    @inlinable
    public func tag(at offset: Int) -> FontTag? {
        u32(at: offset).map { FontTag(rawValue: $0) }
    }

    /// The 2.14 fixed-point number at `offset`, or `nil` past the end.
    @inlinable
    public func f2dot14(at offset: Int) -> F2Dot14? {
        i16(at: offset).map { F2Dot14(rawValue: $0) }
    }

    /// The 16.16 fixed-point number at `offset`, or `nil` past the end.
    @inlinable
    public func fixed(at offset: Int) -> Fixed16Dot16? {
        i32(at: offset).map { Fixed16Dot16(rawValue: $0) }
    }

    /// Reads a 16-bit offset at `offset` and returns the window it points to
    /// (relative to this window), or `nil` when the offset is zero (NULL) or out of range.
    @inlinable
    public func offset16Slice(at offset: Int) -> FontData? {
        guard let o = u16(at: offset), o != 0 else { return nil }
        return slice(from: Int(o))
    }

    /// Like ``offset16Slice(at:)`` for 32-bit offsets.
    @inlinable
    public func offset32Slice(at offset: Int) -> FontData? {
        guard let o = u32(at: offset), o != 0 else { return nil }
        return slice(from: Int(o))
    }

    /// A sequential reader starting at `offset`; errors name `table`.
    public func reader(at offset: Int = 0, table: FontTag? = nil) -> ByteReader {
        ByteReader(data: self, offset: offset, table: table)
    }
}

/// A forward cursor over ``FontData`` whose reads throw ``FontError`` with
/// reason `.truncated` (naming the table being parsed) instead of reading out
/// of range.
public struct ByteReader: Sendable {
    /// The bytes read.
    public let data: FontData
    /// Current position, relative to the start of `data`.
    public private(set) var offset: Int
    /// The table named in errors.
    public let table: FontTag?

    /// A cursor over `data` at `offset`, naming `table` in its errors.
    public init(data: FontData, offset: Int = 0, table: FontTag? = nil) {
        self.data = data
        self.offset = offset
        self.table = table
    }

    /// Bytes left between the cursor and the end of the window.
    public var remaining: Int { Swift.max(0, data.count - offset) }

    @inline(__always)
    func truncated() -> FontError { FontError(.truncated, table: table) }

    /// Reads an unsigned byte and moves past it.
    public mutating func u8() throws(FontError) -> UInt8 {
        guard let v = data.u8(at: offset) else { throw truncated() }
        offset += 1
        return v
    }

    /// Reads a signed byte and moves past it.
    public mutating func i8() throws(FontError) -> Int8 {
        Int8(bitPattern: try u8())
    }

    /// Reads a big-endian `uint16` and moves past it.
    public mutating func u16() throws(FontError) -> UInt16 {
        guard let v = data.u16(at: offset) else { throw truncated() }
        offset += 2
        return v
    }

    /// Reads a big-endian `int16` and moves past it.
    public mutating func i16() throws(FontError) -> Int16 {
        Int16(bitPattern: try u16())
    }

    /// Reads a big-endian `uint32` and moves past it.
    public mutating func u32() throws(FontError) -> UInt32 {
        guard let v = data.u32(at: offset) else { throw truncated() }
        offset += 4
        return v
    }

    /// Reads a big-endian `int32` and moves past it.
    public mutating func i32() throws(FontError) -> Int32 {
        Int32(bitPattern: try u32())
    }

    /// Reads a four-byte tag and moves past it.
    public mutating func tag() throws(FontError) -> FontTag {
        FontTag(rawValue: try u32())
    }

    /// Reads a 2.14 fixed-point number and moves past it.
    public mutating func f2dot14() throws(FontError) -> F2Dot14 {
        F2Dot14(rawValue: try i16())
    }

    /// Reads a 16.16 fixed-point number and moves past it.
    public mutating func fixed() throws(FontError) -> Fixed16Dot16 {
        Fixed16Dot16(rawValue: try i32())
    }

    /// Advances the cursor by `n` bytes; throws if that passes the end.
    public mutating func skip(_ n: Int) throws(FontError) {
        guard n >= 0, data.contains(offset: offset, length: n) else { throw truncated() }
        offset += n
    }

    /// Returns the next `n` bytes as a window and advances past them.
    public mutating func slice(_ n: Int) throws(FontError) -> FontData {
        guard let s = data.slice(at: offset, length: n) else { throw truncated() }
        offset += n
        return s
    }

    /// Moves the cursor to an absolute position inside the window.
    public mutating func seek(to position: Int) throws(FontError) {
        guard position >= 0, position <= data.count else { throw truncated() }
        offset = position
    }
}
