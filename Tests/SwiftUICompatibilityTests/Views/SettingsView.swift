import SwiftUI

struct SettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("sounds") private var sounds = false
    @State private var theme = "System"
    @State private var fontSize = 17.0
    @State private var refresh = 15
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                    }
                    Stepper("Refresh every \(refresh) min", value: $refresh, in: 5...60, step: 5)
                    VStack(alignment: .leading) {
                        Text("Font size")
                        Slider(value: $fontSize, in: 12...24, step: 1)
                    }
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("The theme applies to every window.")
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    LabeledContent("Version", value: "2.4.1")
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    SettingsView()
}
