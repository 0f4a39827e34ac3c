import SwiftUI

@Observable
final class CounterModel {
    var count = 0
    var step = 1
    var history: [Int] = []

    func increment() {
        count += step
        history.append(count)
    }
}

struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("\(model.count)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
                .monospacedDigit()
            Stepper("Step: \(model.step)", value: $model.step, in: 1...10)
            HStack {
                Button("Reset", role: .destructive) { model.count = 0 }
                    .buttonStyle(.bordered)
                Button("Add") { model.increment() }
                    .buttonStyle(.borderedProminent)
            }
            ProgressView(value: Double(min(model.count, 100)), total: 100)
        }
        .padding()
    }
}

#Preview("Counter") {
    CounterView()
}
