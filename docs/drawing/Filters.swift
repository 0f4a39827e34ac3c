// canvas: 390x200
// note: Colour filters are SVG's colour matrices over straight colour (`grayscale`, `hueRotation`, `colorInvert`, `brightness`, `contrast`, `saturation`, `colorMultiply`, `luminanceToAlpha`); `blur` is a Gaussian of the given standard deviation.
import SwiftUI

struct Filters: View {
    let swatch = LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing)

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                swatch
                swatch.grayscale(1)
                swatch.hueRotation(.degrees(90))
                swatch.colorInvert()
            }
            HStack(spacing: 8) {
                swatch.brightness(0.3)
                swatch.contrast(0.4)
                swatch.saturation(0.3)
                swatch.colorMultiply(.orange)
            }
            HStack(spacing: 8) {
                Text("blur").font(.title).bold().blur(radius: 1.5)
                Text("blur 4").font(.title).bold().blur(radius: 4)
                Color.pink.opacity(0.5)
                Color.pink.luminanceToAlpha()
            }
        }
        .padding()
    }
}
