import SwiftUI
struct V: View {
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: 1e19)
    }
}
