// Seed 001: a long headline and a short subtitle share one row. Without a priority the
// stack serves the less flexible subtitle first (it takes its 90 points) and the headline,
// one line at most, is cut to what is left; with .layoutPriority(1) the headline is served
// first and fits, and the subtitle wraps into the rest. Run:
//   swift run plumb layout Examples/Priorities.swift --canvas 420x200
import SwiftUI

struct Headline: View {
    let prioritised: Bool

    var body: some View {
        HStack {
            Text("A long headline that truncates")
                .lineLimit(1)
                .layoutPriority(prioritised ? 1 : 0)
                .id(prioritised ? "headline-first" : "headline")
            Text("secondary")
                .id(prioritised ? "subtitle-last" : "subtitle")
        }
        .padding()
    }
}

#Preview {
    VStack(spacing: 0) {
        Headline(prioritised: false)
        Headline(prioritised: true)
    }
    .font(.system(size: 10))
}
