import SwiftUI
struct V: View {
    var body: some View {
        VStack { ForEach(-9223372036854775807..<9223372036854775807) { _ in Color.red } }
    }
}
