// Seed 000: a frame proposes, it does not impose. Run:
//   swift run plumb layout Examples/Frames.swift --canvas 390x600 --image montana=800x600
import SwiftUI

struct FrameLessons: View {
    var body: some View {
        VStack(spacing: 20) {
            // A rigid frame proposes 100×100; the image (not resizable) keeps 800×600 and
            // overflows, centred. The frame still measures 100×100.
            Image("montana")
                .id("image")
                .frame(width: 100, height: 100)
                .id("frame")
            // resizable() accepts the proposal.
            Image("montana")
                .resizable()
                .frame(width: 100, height: 100)
                .id("resizable")
            // A flexible frame clamps the proposal: 390 is offered, 300 is answered.
            Text("corto")
                .frame(minWidth: 100, maxWidth: 300)
                .background(Color.yellow)
                .id("clamped")
            // Order matters: the background paints the text's size, then the frame's 200.
            Text("A").background(Color.red).frame(width: 200).id("text-size")
            Text("B").frame(width: 200).background(Color.red).id("frame-size")
        }
    }
}
