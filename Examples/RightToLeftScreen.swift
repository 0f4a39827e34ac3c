// A right-to-left screen: an avatar beside Arabic text that wraps, with a number and an English
// word inside it, a row of colours and padded Hebrew. `plumb render --locale ar` (or
// `--layout-direction rtl`) mirrors it as SwiftUI does: docs/right-to-left.png.
import SwiftUI
struct RightToLeftScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "person.circle.fill").font(.largeTitle)
                VStack(alignment: .leading) {
                    Text("مرحبا بالعالم").font(.headline)
                    Text("هذا نص عربي طويل يلتف على عدة أسطر في الشاشة، مع رقم ١٢٣ وكلمة English.")
                        .font(.subheadline)
                }
                Spacer()
            }
            HStack(spacing: 8) {
                Color.red.frame(width: 40, height: 20)
                Color.green.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20)
            }
            Text("שלום עולם").padding(.leading, 30).background(Color.yellow.opacity(0.3))
        }
        .padding()
    }
}

#Preview {
    RightToLeftScreen()
}
