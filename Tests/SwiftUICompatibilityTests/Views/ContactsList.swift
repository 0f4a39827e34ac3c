import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let email: String
    var isFavorite = false
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.blue.opacity(0.2))
                .frame(width: 40, height: 40)
                .overlay(Text(String(contact.name.prefix(1))).font(.headline))
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name).font(.body)
                Text(contact.email).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if contact.isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
    }
}

struct ContactsList: View {
    @State private var query = ""
    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com", isFavorite: true),
        Contact(id: 2, name: "Alan Turing", email: "alan@example.com"),
        Contact(id: 3, name: "Grace Hopper", email: "grace@example.com", isFavorite: true),
        Contact(id: 4, name: "Katherine Johnson", email: "katherine@example.com"),
    ]

    var filtered: [Contact] {
        query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(filtered.filter(\.isFavorite)) { contact in
                        NavigationLink(value: contact) { ContactRow(contact: contact) }
                    }
                }
                Section("All") {
                    ForEach(filtered) { contact in
                        NavigationLink(value: contact) { ContactRow(contact: contact) }
                    }
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.name)
            }
            .searchable(text: $query, prompt: "Search contacts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
        }
    }
}

#Preview {
    ContactsList()
}
