// Seed 001: a long headline and a short subtitle share a row of one-line texts. The
// subtitle is less flexible, so the stack serves it first; the headline gets what is left
// and is cut. Run:
//   swift run plumb explain Examples/TruncatedHeadline.swift --font ahem --canvas 380x100 --id headline
import SwiftUI

struct TruncatedHeadline: View {
    var body: some View {
        HStack {
            Text("A long headline that truncates")
                .id("headline")
            Text("3 min ago")
                .id("subtitle")
        }
        .lineLimit(1)
        .font(.system(size: 10))
    }
}

#Preview {
    TruncatedHeadline()
}
