// canvas: 390x130
// note: `mask` keeps the view's drawing where the mask is opaque; the mask is laid out like an overlay.
import SwiftUI

struct Masks: View {
    var body: some View {
        HStack(spacing: 24) {
            LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)
                .frame(width: 90, height: 80)
                .mask(Text("Mask").font(.system(size: 34)).bold())
            Color.orange
                .frame(width: 80, height: 80)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            Color.purple
                .frame(width: 80, height: 80)
                .mask(Circle().padding(8))
        }
        .padding()
    }
}
