import SwiftUI

struct EmptyStateView: View {
    var isLoading: Bool
    var retry: () -> Void

    var body: some View {
        Group {
            if isLoading {
                ProgressView("Loading…")
                    .controlSize(.large)
            } else {
                VStack(spacing: 12) {
                    Image(systemName: "tray")
                        .font(.system(size: 48))
                        .foregroundStyle(.secondary)
                    Text("No messages")
                        .font(.title3.weight(.semibold))
                    Text("New messages appear here.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Button("Try Again", action: retry)
                        .buttonStyle(.bordered)
                        .padding(.top, 8)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear {}
        .task {}
    }
}

#Preview {
    EmptyStateView(isLoading: false) {}
}
