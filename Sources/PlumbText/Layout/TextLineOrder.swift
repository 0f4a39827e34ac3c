import Foundation
import PlumbCore

/// The visual order of laid-out lines: each line's directional runs, left to right on
/// screen, from Unicode's bidirectional algorithm (``BidiParagraph``).
///
/// UAX #9 §3.4 and UAX #14 §1: the text is measured and broken into lines in logical
/// order, then each line is reordered. So the paragraph's levels are resolved once (each
/// paragraph of the Text: P1 splits after a newline), every line is found in it by its
/// characters, and ``BidiParagraph/runs(lineRange:)`` applies L1 and L2 to that line. A
/// line that does not appear in the text as it is (a truncated line, with its ellipsis) is
/// resolved alone, at the direction of the paragraph it starts in.
///
/// The paragraph direction is the first strong character's (P2, P3), as Core Text's
/// natural writing direction is; text with no right-to-left character, Arabic number or
/// explicit directional formatting character is skipped in one scan
/// (``BidiParagraph/needsResolution(_:)``): every line is then one left-to-right run.
struct TextLineOrder {
    /// A directional run of a line: characters of the line's text, and its direction.
    struct Run: Equatable {
        var characters: Range<Int>
        var isRightToLeft: Bool
    }

    /// For each line, its runs in visual order; `nil` for a line that is one left-to-right run.
    let lines: [[Run]?]

    init(string: String, lines textLines: [String]) {
        guard BidiParagraph.needsResolution(string) else {
            lines = Array(repeating: nil, count: textLines.count)
            return
        }
        let characters = Array(string)
        // Each character's first scalar (one past the end last), and all the scalars.
        var scalarStart: [Int] = []
        scalarStart.reserveCapacity(characters.count + 1)
        var scalars: [Unicode.Scalar] = []
        for character in characters {
            scalarStart.append(scalars.count)
            scalars += character.unicodeScalars
        }
        scalarStart.append(scalars.count)
        let paragraphRanges = BidiParagraph.paragraphRanges(in: scalars)
        let paragraphs = paragraphRanges.map { BidiParagraph(scalars: scalars[$0], direction: .auto) }
        func paragraph(containing scalar: Int) -> Int {
            paragraphRanges.firstIndex { $0.contains(scalar) } ?? max(paragraphRanges.count - 1, 0)
        }

        var result: [[Run]?] = []
        var position = 0
        for text in textLines {
            let lineCharacters = Array(text)
            // Where the line is in the text: at `position`, after the hanging spaces and
            // line ends of the line before.
            var start: Int? = nil
            var skip = position
            while skip + lineCharacters.count <= characters.count {
                if characters[skip..<(skip + lineCharacters.count)].elementsEqual(lineCharacters) {
                    start = skip
                    break
                }
                guard skip < characters.count, characters[skip].isWhitespace else { break }
                skip += 1
            }
            guard !lineCharacters.isEmpty else {
                result.append(nil)
                continue
            }
            if let start, !paragraphs.isEmpty {
                position = start + lineCharacters.count
                let p = paragraph(containing: scalarStart[start])
                let base = paragraphRanges[p].lowerBound
                let lower = scalarStart[start] - base
                let upper = min(scalarStart[start + lineCharacters.count], paragraphRanges[p].upperBound) - base
                let runs = paragraphs[p].runs(lineRange: lower..<upper)
                result.append(
                    TextLineOrder.characterRuns(
                        runs, scalarOffset: scalarStart[start] - base,
                        scalarStart: Array(scalarStart[start...(start + lineCharacters.count)]).map {
                            $0 - scalarStart[start]
                        }))
            } else {
                // Not found as it is (a cut line): resolve it alone, in its paragraph's direction.
                let p = paragraph(containing: scalarStart[min(position, characters.count)])
                let direction: BidiParagraph.Direction =
                    paragraphs.isEmpty || !paragraphs[p].isRightToLeft ? .leftToRight : .rightToLeft
                let lineScalars = lineCharacters.flatMap(\.unicodeScalars)
                let alone = BidiParagraph(scalars: lineScalars, direction: direction)
                var starts: [Int] = []
                var count = 0
                for character in lineCharacters {
                    starts.append(count)
                    count += character.unicodeScalars.count
                }
                starts.append(count)
                result.append(
                    TextLineOrder.characterRuns(
                        alone.runs(lineRange: 0..<lineScalars.count), scalarOffset: 0, scalarStart: starts))
            }
        }
        lines = result
    }

    /// Runs of scalars (relative to the paragraph, the line starting at `scalarOffset`) as
    /// runs of the line's characters (`scalarStart[i]`: the first scalar of character `i`,
    /// relative to the line); `nil` when the line is one left-to-right run.
    static func characterRuns(_ runs: [BidiRun], scalarOffset: Int, scalarStart: [Int]) -> [Run]? {
        if runs.count <= 1 && !(runs.first?.isRightToLeft ?? false) { return nil }
        let count = scalarStart.count - 1
        // The character of each scalar of the line.
        var characterOf = [Int](repeating: 0, count: scalarStart.last ?? 0)
        for c in 0..<count {
            for s in scalarStart[c]..<scalarStart[c + 1] { characterOf[s] = c }
        }
        var assigned = [Bool](repeating: false, count: count)
        var result: [Run] = []
        for run in runs {
            let lower = run.range.lowerBound - scalarOffset, upper = run.range.upperBound - scalarOffset
            guard lower < upper, lower >= 0, upper <= characterOf.count else { continue }
            // A character whose scalars fall in two runs goes with the first run that has it.
            var first = characterOf[lower], last = characterOf[upper - 1]
            while first <= last && assigned[first] { first += 1 }
            while last >= first && assigned[last] { last -= 1 }
            guard first <= last else { continue }
            for c in first...last { assigned[c] = true }
            result.append(Run(characters: first..<(last + 1), isRightToLeft: run.isRightToLeft))
        }
        return result
    }
}
