import Foundation
import Plumb
import PlumbText
import Testing

/// ``RenderBatch`` renders views on several threads with the bytes one thread gives, in the
/// items' order.
struct RenderBatchTests {
    /// A card of text in several scripts and shapes: the i-th differs from the others.
    struct Card: View {
        var i: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Card \(i): the layout negotiation").font(.headline)
                Text("A parent proposes a size, the child chooses its own \(i * 7) times; 布局 مرحبا 👍🏽")
                    .font(.body)
                HStack {
                    Circle().fill(.blue).frame(width: 20, height: 20)
                    Text("\(i % 3 == 0 ? "Bold" : "Regular") row").fontWeight(i % 3 == 0 ? .bold : .regular)
                    Spacer()
                }
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.2)))
        }
    }

    @Test("16 cards on 1 and on 4 workers, each measurer fresh: the same PNG bytes, in order")
    func sameBytes() throws {
        let fonts = try FontCollection.standard()
        func render(workers: Int) -> [[UInt8]] {
            let measurer = FontTextMeasurer(fonts: fonts)
            return RenderBatch(workers: workers).pngs(
                count: 16, canvas: CGSize(width: 240, height: 160), scale: 2,
                environment: {
                    var environment = EnvironmentValues()
                    environment.textMeasurer = measurer
                    return environment
                }
            ) { i in Card(i: i) }.map { (try? $0.get()) ?? [] }
        }
        let serial = render(workers: 1)
        #expect(serial.allSatisfy { $0.count > 1000 })
        #expect(Set(serial).count == 16)
        #expect(render(workers: 4) == serial)
    }

    @Test("map runs every index once and keeps the order")
    func mapOrder() {
        let batch = RenderBatch(workers: 3)
        #expect(batch.map(100) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(batch.map(0) { $0 }.isEmpty)
        #expect(RenderBatch(workers: 0).workers == 1)
    }
}
