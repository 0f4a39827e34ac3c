import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// One ``FontTextMeasurer`` shared by threads measuring at once gives each the answers a
/// measurer used by one thread gives, and its threads shape at the same time (each with a
/// shaper of its own).
@Suite struct MeasurerConcurrencyTests {
    static let strings: [String] = {
        let words = [
            "the", "layout", "negotiation", "proposes", "a", "size", "布局", "مرحبا", "שלום", "नमस्ते",
            "สวัสดี", "😀", "👍🏽", "frame", "12:30", "padding",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        return (0..<400).map { _ in (0...next(12)).map { _ in words[next(words.count)] }.joined(separator: " ") }
    }()

    static func answers(_ measurer: FontTextMeasurer, _ i: Int) -> [String] {
        let request = TextLayoutRequest(string: strings[i], font: Font.body.resolved())
        return ([nil, 0, 120, 390] as [CGFloat?]).map { width -> String in
            let layout = measurer.layout(request, proposal: ProposedViewSize(width: width, height: nil))
            let runs = measurer.glyphRuns(for: request, layout: layout)
            return "\(layout.size) \(layout.lines.map { "\($0.text)|\($0.width)|\($0.origin)" }) "
                + "\(runs.map { "\($0.glyphs.map(\.rawValue)) \($0.positions)" })"
        }
    }

    @Test("Four threads sharing a measurer get the answers of a measurer used by one thread")
    func sharedAnswers() throws {
        let fonts = try FontCollection.standard()
        let serial = FontTextMeasurer(fonts: fonts)
        let expected = MeasurerConcurrencyTests.strings.indices.map { MeasurerConcurrencyTests.answers(serial, $0) }
        let shared = FontTextMeasurer(fonts: fonts)
        let results = Results(count: expected.count)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            // Each thread walks all strings from a different start, so threads meet the same
            // new strings at the same time.
            for k in 0..<expected.count {
                let i = (k + worker * 97) % expected.count
                results.set(i, MeasurerConcurrencyTests.answers(shared, i))
            }
        }
        #expect(results.values == expected)
        #expect(shared.shapingCount >= serial.shapingCount)
    }

    final class Results: @unchecked Sendable {
        // Safety: `slots` is only touched with `lock` held.
        private let lock = NSLock()
        private var slots: [[String]]
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ i: Int, _ value: [String]) {
            lock.lock()
            defer { lock.unlock() }
            if slots[i].isEmpty { slots[i] = value } else { precondition(slots[i] == value, "answers differ") }
        }
        var values: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
    }
}
