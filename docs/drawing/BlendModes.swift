// canvas: 390x110
// note: Blend modes follow W3C Compositing and Blending Level 1: multiply, screen, overlay, difference, hue (and the rest of `BlendMode`).
import SwiftUI

struct BlendModes: View {
    var body: some View {
        HStack(spacing: 14) {
            pair(.multiply)
            pair(.screen)
            pair(.overlay)
            pair(.difference)
            pair(.hue)
        }
        .padding()
    }

    func pair(_ mode: BlendMode) -> some View {
        ZStack {
            Circle().fill(Color.yellow).frame(width: 44, height: 44).offset(x: -10)
            Circle().fill(Color.blue).frame(width: 44, height: 44).offset(x: 10).blendMode(mode)
        }
        .compositingGroup()
    }
}
