import Foundation
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// Line breaks inside Thai, Lao, Khmer and Myanmar words, which have no spaces between
/// them: UAX #14 gives their characters class SA ("complex context dependent") and leaves
/// the breaks to "dictionary-based" segmentation (UAX #14 §5.1, LB1), which is what Core
/// Text does with ICU's dictionaries. Plumb asks ICU's line break iterator, with its Thai,
/// Lao, Khmer and Burmese dictionaries, for each run of SA characters: the ICU that
/// Foundation ships with Swift on Linux (`_FoundationICU`, its functions prefixed `swift_`),
/// so nothing more is installed. Where that module is absent, SA text breaks only where
/// UAX #14 alone allows (at spaces).
enum DictionaryBreaks {
    /// The character offsets inside `characters` (a run of SA characters) after which a line
    /// may end, in increasing order (the run's own end is not among them).
    static func opportunities(in characters: ArraySlice<Character>) -> [Int] {
        var utf16: [UInt16] = []
        // The character that ends at each UTF-16 offset.
        var characterEnding: [Int: Int] = [:]
        for (i, character) in characters.enumerated() {
            utf16 += character.utf16
            characterEnding[utf16.count] = i
        }
        guard utf16.count > 1, utf16.count < Int(Int32.max) else { return [] }
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        // The text is copied by nothing: ICU reads `utf16` while the iterator lives, inside
        // the closure.
        return utf16.withUnsafeBufferPointer { buffer -> [Int] in
            guard let iterator = swift_ubrk_open(UBRK_LINE, "th", buffer.baseAddress, Int32(buffer.count), &status),
                status.rawValue <= U_ZERO_ERROR.rawValue
            else { return [] }
            defer { swift_ubrk_close(iterator) }
            var result: [Int] = []
            while true {
                let boundary = swift_ubrk_next(iterator)
                if boundary == UBRK_DONE || Int(boundary) >= buffer.count { break }
                // A boundary inside a character (ICU works on code units) is no opportunity.
                if let character = characterEnding[Int(boundary)] { result.append(character) }
            }
            return result
        }
        #else
        return []
        #endif
    }
}
