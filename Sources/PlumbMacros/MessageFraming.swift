import Foundation

/// The plugin protocol's framing: each message is its JSON's byte count as a little-endian
/// 64-bit integer, then the JSON. A count of 0, or the end of the input, ends the session.
enum MessageFraming {
    /// The largest message the plugin accepts (a `#Preview`'s source is a few kilobytes; this
    /// keeps a garbled header from asking for gigabytes).
    static let maximumLength = 64 << 20

    /// `payload` with its header.
    static func frame(_ payload: Data) -> Data {
        var data = Data(capacity: 8 + payload.count)
        var count = UInt64(payload.count).littleEndian
        withUnsafeBytes(of: &count) { data.append(contentsOf: $0) }
        data.append(payload)
        return data
    }

    /// The length an 8-byte header gives, or `nil` if `header` is not 8 bytes.
    static func length(ofHeader header: Data) -> UInt64? {
        guard header.count == 8 else { return nil }
        return header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// What reading the next message found.
    enum Next: Equatable {
        case message(Data)
        /// A 0 header, or the input ended between messages: the compiler is done.
        case end
        /// The input is not framed as the protocol frames it.
        case malformed(String)
    }

    /// Reads the next message through `read`, which returns up to the count of bytes asked
    /// for, and an empty `Data` at the end of the input.
    static func next(reading read: (Int) -> Data) -> Next {
        guard let header = readExactly(8, read) else { return .end }
        guard let length = length(ofHeader: header) else { return .malformed("a header was cut short") }
        if length == 0 { return .end }
        guard length <= UInt64(maximumLength) else { return .malformed("a message of \(length) bytes") }
        guard let payload = readExactly(Int(length), read), payload.count == Int(length) else {
            return .malformed("a message of \(length) bytes ended early")
        }
        return .message(payload)
    }

    /// Exactly `count` bytes, fewer only if the input ends (`nil` if it ended before any).
    private static func readExactly(_ count: Int, _ read: (Int) -> Data) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = read(count - data.count)
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return data.isEmpty ? nil : data
    }
}
