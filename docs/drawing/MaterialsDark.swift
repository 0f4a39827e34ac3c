// canvas: 390x300
// scheme: dark
// note: The same materials in dark mode: the dark effect's grey (11% white) at the same steps of opacity.
import SwiftUI

struct MaterialsDark: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 0) {
                ForEach(0..<12) { i in
                    Rectangle().fill(i % 2 == 0 ? Color.white : Color.black).frame(height: 6)
                }
            }
            .rotationEffect(.degrees(-20))
            VStack(spacing: 10) {
                label("ultraThinMaterial").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                label("thinMaterial").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
                label("regularMaterial").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                label("thickMaterial").background(.thickMaterial, in: RoundedRectangle(cornerRadius: 10))
                label("ultraThickMaterial").background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .clipped()
    }

    func label(_ name: String) -> some View {
        Text(name).font(.headline).padding(.vertical, 8).frame(width: 220)
    }
}
