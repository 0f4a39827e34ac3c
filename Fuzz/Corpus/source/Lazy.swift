import SwiftUI

struct Feed: View {
    @State private var selection = 0
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 6) {
                ForEach(1...40, id: \.self) { n in
                    HStack { Circle().frame(width: 12, height: 12); Text("Row \(n)").lineLimit(1) }
                }
            }
        }
        .overlay(alignment: .topTrailing) { Capsule().fill(.blue).frame(width: 30, height: 10) }
    }
}

#Preview("Feed", traits: .fixedLayout(width: 80, height: 120)) { Feed() }
