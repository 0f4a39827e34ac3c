// canvas: 390x300
// schemes: light, dark
// note: Materials blur what is below (a Gaussian of 20 to 30 points), raise its saturation and lay a translucent tint over it: values from Apple's WWDC 2013 blur sample code (see `MaterialMetrics`); never opaque. SVG cannot blur what is below an element, so an SVG shows the tint alone. Right: the same materials in dark mode: the dark effect's grey (11% white) at the same steps of opacity.
import SwiftUI

struct Materials: View {
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
