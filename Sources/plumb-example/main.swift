// An example of Plumb's main job for now: lay out a SwiftUI view on Linux and print every
// view's frame. Run with `swift run plumb-example`.
import Plumb

/// Seed 001's row: a long headline and a short subtitle competing for 200 points.
struct Headline: View {
    var body: some View {
        HStack {
            Text("A long headline that should never truncate")
                .font(.system(size: 10))
                .layoutPriority(1)
                .id("headline")
            Text("subtitle")
                .font(.system(size: 10))
                .id("subtitle")
        }
        .padding()
        .background(Color.yellow)
        .id("card")
    }
}

let canvas = CGSize(width: 300, height: 120)
let result = LayoutTree.layout(Headline(), in: canvas, scale: 2)
print("Headline() in a \(Int(canvas.width))×\(Int(canvas.height)) canvas at 2x, text measured with Ahem:")
print(result.treeDescription())
for warning in result.warnings { print(warning) }
