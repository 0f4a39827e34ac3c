// Seed 004 §3.6 and §3.8: padding takes space, offset only moves the drawing. Run:
//   swift run plumb layout Examples/PaddingVsOffset.swift --canvas 320x100 --scale 2
// Orange with padding(20) occupies 70 points; purple is drawn at 90–120 but laid out at
// 70–100, so pink starts at 100 and overlaps it.
import SwiftUI

struct Row: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.orange.frame(width: 30, height: 30).id("orange")
                .padding(20)
            Color.purple.frame(width: 30, height: 30).id("purple-drawn")
                .offset(x: 20)
                .id("purple-laid-out")
            Color.pink.frame(width: 30, height: 30).id("pink")
        }
        .frame(width: 320, alignment: .leading)
    }
}
