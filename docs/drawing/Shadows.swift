// canvas: 390x170
// note: `shadow` blurs the view's alpha (the radius is the Gaussian's standard deviation). On a container, each view inside casts its own shadow, as SwiftUI does; `compositingGroup()` makes the whole cast one.
import SwiftUI

struct Shadows: View {
    var body: some View {
        HStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 14)
                .fill(.white)
                .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 6)
            // Without a compositing group, each view inside casts its own shadow...
            VStack {
                Text("Each")
                Circle().fill(Color.blue).frame(width: 30, height: 30)
            }
            .padding(12)
            .background(Color.white)
            .shadow(color: .black.opacity(0.5), radius: 2, x: 3, y: 3)
            // ...with one, the whole casts one.
            VStack {
                Text("Whole")
                Circle().fill(Color.blue).frame(width: 30, height: 30)
            }
            .padding(12)
            .background(Color.white)
            .compositingGroup()
            .shadow(color: .black.opacity(0.5), radius: 2, x: 3, y: 3)
        }
        .padding(24)
        .background(Color(white: 0.94))
    }
}
