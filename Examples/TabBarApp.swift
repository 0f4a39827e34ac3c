// A tab-bar app: a navigation stack with a large title, toolbar items and a search field in
// the first tab, a badge on the second. Run:
//   swift run plumb render Examples/TabBarApp.swift --device iphone-16 --png tabs.png
// and with --os ios18 for the classic bars (iOS 26's glass is the default).
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct InboxView: View {
    @State private var query = ""
    let messages = [
        Message(id: 1, sender: "Ada", subject: "Layout notes"),
        Message(id: 2, sender: "Grace", subject: "The compiler is ready"),
        Message(id: 3, sender: "Alan", subject: "A question of state"),
    ]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(messages) { message in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    Divider()
                }
                Spacer()
            }
            .padding(.horizontal)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "square.and.pencil") }
                }
            }
            .searchable(text: $query, prompt: "Search mail")
        }
    }
}

struct TabBarApp: View {
    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") { InboxView() }
                .badge(3)
            Tab("Contacts", systemImage: "person.2") {
                NavigationStack { Text("Contacts").navigationTitle("Contacts") }
            }
            Tab("Settings", systemImage: "gear") {
                NavigationStack { Text("Settings").navigationTitle("Settings") }
            }
        }
    }
}
