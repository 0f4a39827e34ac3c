import SwiftUI

// A settings screen: a Form of sections with toggles, navigation links, a picker, labelled
// values, a disclosure group and a destructive button, laid out in iOS's inset-grouped
// style. Rendered to docs/settings-form.png (iOS 26) and docs/settings-form-ios18.png:
//   plumb render Examples/SettingsForm.swift --png docs/settings-form.png --device iphone-16
//   plumb render Examples/SettingsForm.swift --png docs/settings-form-ios18.png --device iphone-16 --os ios18

struct SettingsForm: View {
    @State private var airplane = false
    @State private var notifications = true
    @State private var theme = "System"
    @State private var advanced = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle(isOn: $airplane) { Label("Airplane Mode", systemImage: "airplane") }
                    NavigationLink { Text("Wi-Fi") } label: { Label("Wi-Fi", systemImage: "wifi") }
                    NavigationLink { Text("Bluetooth") } label: { Label("Bluetooth", systemImage: "bluetooth") }
                }
                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $notifications)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                }
                Section {
                    LabeledContent("Version", value: "26.1")
                    LabeledContent("Model", value: "iPhone 16")
                    DisclosureGroup("Advanced", isExpanded: $advanced) {
                        Text("Developer")
                    }
                } header: {
                    Text("About")
                } footer: {
                    Text("Your device name is visible to others nearby.")
                }
                Section {
                    Button("Sign Out", role: .destructive) { }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
