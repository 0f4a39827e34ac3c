import Foundation
import PlumbCore

// Workload U: W2's 10,000 rows, each a view struct of the user's (resolved through the
// default `View._makeNodes`, which gives dynamic properties their environment): rows
// without dynamic properties, and rows with an `@Environment` property that their body
// reads. The build figure is what the per-type check and the environment update cost.

/// A row as an app writes it: no dynamic properties.
struct PlainRow: View {
    let first: CGFloat
    var body: some View {
        HStack(spacing: 0) {
            leaf(first, 20)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity, minHeight: 20, maxHeight: 20)
            leaf(20, 20)
        }
    }
}

/// The same row reading the environment.
struct EnvironmentRow: View {
    let first: CGFloat
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        HStack(spacing: 0) {
            leaf(isEnabled ? first : 0, 20)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity, minHeight: 20, maxHeight: 20)
            leaf(20, 20)
        }
    }
}

func userViewWorkload<Row: View>(_ name: String, _ row: @escaping (CGFloat) -> Row) -> Workload {
    Workload(
        name: name, views: 40_001, canvas: CGSize(width: 390, height: 844),
        make: {
            AnyView(
                VStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { i in
                        if i == 5_000 { leaf(20, 20).id("change") } else { row(20) }
                    }
                })
        },
        changed: { toggled in AnyView(leaf(toggled ? 21 : 20, 20)) })
}

func runUserViewBench(options: Options) {
    run(userViewWorkload("U-plain", { PlainRow(first: $0) }), options: options)
    run(userViewWorkload("U-environment", { EnvironmentRow(first: $0) }), options: options)
}
