// canvas: 390x250
// note: Linear, radial, angular (conic, clockwise from 3 o'clock), elliptical and mesh gradients, `Color.gradient` (Apple publishes no values for it: Plumb lightens the top and darkens the bottom by 8%), and a gradient as a text style. A mesh gradient's patches are bilinear here (iOS's are Bézier patches): with points off the grid, its seams show.
import SwiftUI

struct Gradients: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 45))
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .teal]))
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange.gradient)
                RoundedRectangle(cornerRadius: 12).fill(Color.green.gradient)
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.8, 0.3], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
                .clipShape(RoundedRectangle(cornerRadius: 12))
                Text("Glow")
                    .font(.title2)
                    .bold()
                    .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
            }
        }
        .padding()
    }
}
