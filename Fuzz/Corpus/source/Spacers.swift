// Seed 004 §3.4: how much a Spacer takes. Run:
//   swift run plumb layout Examples/Spacers.swift --canvas 200x200 --scale 2
// The four rows are the seed's four measurements (in a 200-point-wide canvas).
import SwiftUI

struct SpacerRows: View {
    var body: some View {
        VStack(spacing: 10) {
            // 1. One Spacer takes everything left: 200 − 20 − 20 = 160.
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Spacer().id("takes-160")
                Color.blue.frame(width: 20, height: 20)
            }
            // 2. Two Spacers share what is left: 70 each.
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Spacer().id("70-a")
                Color.green.frame(width: 20, height: 20)
                Spacer().id("70-b")
                Color.blue.frame(width: 20, height: 20)
            }
            // 3. Without a Spacer the stack hugs its content and is centred.
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .id("hugs")
            // 4. Spacer(minLength: 40) is a floor: 160 + 40 + 20 = 220 overflows 200 by 20.
            HStack(spacing: 0) {
                Color.red.frame(width: 160, height: 20)
                Spacer(minLength: 40).id("at-least-40")
                Color.blue.frame(width: 20, height: 20)
            }
            .id("overflows")
        }
    }
}

#Preview {
    SpacerRows()
}
