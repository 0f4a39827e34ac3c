import SwiftUI

/// A view that uses the presentation, gesture, animation, accessibility and focus modifiers
/// apps attach everywhere: all layout-neutral here.
struct InteractionsView: View {
    @State private var showSheet = false
    @State private var showAlert = false
    @State private var showDialog = false
    @State private var expanded = false
    @State private var scale: CGFloat = 1
    @Namespace private var namespace
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("Tap me")
                .font(.title)
                .scaleEffect(scale)
                .onTapGesture { withAnimation(.spring()) { scale = 1.2 } }
                .onLongPressGesture { expanded.toggle() }
                .accessibilityLabel("Greeting")
                .accessibilityAddTraits(.isButton)
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue)
                .frame(height: expanded ? 200 : 100)
                .matchedGeometryEffect(id: "card", in: namespace)
                .animation(.easeInOut, value: expanded)
                .transition(.opacity)
                .gesture(DragGesture().onChanged { _ in })
            Button("Show sheet") { showSheet = true }
                .sheet(isPresented: $showSheet) { Text("Sheet") }
                .alert("Delete?", isPresented: $showAlert) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
                .confirmationDialog("Options", isPresented: $showDialog) {
                    Button("Share") {}
                }
                .fullScreenCover(isPresented: $showSheet) { Text("Cover") }
                .popover(isPresented: $showDialog) { Text("Popover") }
        }
        .padding()
        .onAppear {}
        .onDisappear {}
        .task { await Task.yield() }
        .onChange(of: expanded) { _, _ in }
        .refreshable {}
        .sensoryFeedback(.success, trigger: expanded)
    }
}
