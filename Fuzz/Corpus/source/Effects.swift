// What real screens draw beyond flat colours: gradients, shadows, blurs, colour filters,
// blend modes, rotation and 3D effects, masks and materials. Run:
//   swift run plumb render Examples/Effects.swift --canvas 390x560 --png effects.png
import SwiftUI

struct Effects: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .id("linear")
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 40))
                    .id("radial")
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .id("angular")
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .teal]))
                    .id("elliptical")
            }
            .frame(height: 80)
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(.white)
                    .shadow(color: .black.opacity(0.25), radius: 8, x: 0, y: 6)
                    .id("shadow")
                Text("Blur")
                    .font(.title)
                    .bold()
                    .blur(radius: 2)
                    .id("blur")
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.orange.gradient)
                    .id("anyGradient")
            }
            .frame(height: 80)
            HStack(spacing: 12) {
                Color.red.grayscale(1).id("grayscale")
                Color.red.hueRotation(.degrees(120)).id("hue")
                Color.blue.colorInvert().id("invert")
                Color.green.brightness(0.3).id("bright")
                Color.purple.saturation(0.3).id("saturation")
            }
            .frame(height: 44)
            HStack(spacing: 20) {
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 50, height: 50).offset(x: -12)
                    Circle().fill(Color.cyan).frame(width: 50, height: 50).offset(x: 12).blendMode(.multiply)
                }
                .id("multiply")
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.indigo)
                    .frame(width: 44, height: 44)
                    .rotationEffect(.degrees(30))
                    .id("rotation")
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.pink)
                    .frame(width: 50, height: 50)
                    .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
                    .id("rotation3D")
                LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)
                    .frame(width: 56, height: 56)
                    .mask(Text("M").font(.system(size: 56)).bold())
                    .id("mask")
            }
            .frame(height: 70)
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 0) {
                    ForEach(0..<8) { i in
                        Rectangle().fill(i % 2 == 0 ? Color.white : Color.black).frame(width: 12)
                    }
                }
                Text("ultraThinMaterial")
                    .font(.headline)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .id("material")
            }
            .frame(height: 90)
            .clipShape(RoundedRectangle(cornerRadius: 16))
        }
        .padding(20)
    }
}

struct Effects_Previews: PreviewProvider {
    static var previews: some View {
        Effects()
    }
}
