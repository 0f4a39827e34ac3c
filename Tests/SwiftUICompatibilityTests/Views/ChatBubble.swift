import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 48) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.systemGray5), in: .rect(cornerRadius: 18))
            if !message.isMine { Spacer(minLength: 48) }
        }
    }
}

struct ChatView: View {
    @State private var draft = ""
    let messages = [
        Message(id: 1, text: "Did the layout tests pass on Linux?", isMine: false),
        Message(id: 2, text: "Every one of them, frames and all.", isMine: true),
        Message(id: 3, text: "Ship it!", isMine: false),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { ChatBubble(message: $0) }
                }
                .padding()
            }
            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...4)
                    .textFieldStyle(.roundedBorder)
                Button {
                } label: {
                    Image(systemName: "arrow.up.circle.fill").font(.title)
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}

#Preview {
    ChatView()
}
