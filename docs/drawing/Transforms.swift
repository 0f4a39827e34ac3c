// canvas: 390x130
// note: `rotationEffect`, `scaleEffect`, `transformEffect` and `rotation3DEffect` transform the drawing, never the frame (SPEC §5). The 3D rotation is projected with SwiftUI's perspective (a vanishing point at the frame's longer side divided by `perspective`, from OpenSwiftUI's reconstruction); SVG, which has no perspective, gets it as a picture.
import SwiftUI

struct Transforms: View {
    var body: some View {
        HStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 8).fill(Color.indigo).frame(width: 50, height: 50)
                .rotationEffect(.degrees(30))
            RoundedRectangle(cornerRadius: 8).fill(Color.teal).frame(width: 40, height: 40)
                .scaleEffect(x: 1.5, y: 0.8)
            RoundedRectangle(cornerRadius: 8).fill(Color.pink).frame(width: 56, height: 56)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            Text("3D")
                .font(.largeTitle).bold()
                .rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0), perspective: 0.8)
        }
        .padding()
    }
}
