import Foundation
import Plumb
import Testing

/// `UserDefaults` as a fresh install has it (`Evaluate/Foundation/UserDefaultsStore.swift`):
/// empty, so an app's own settings extension answers with its defaults; what source sets or
/// registers is read back.
struct FoundationUserDefaultsTests {
    /// As apps write their settings (the shape of GlucoseDirect's `UserDefaults` extension):
    /// a suite of the app's, getters falling back to a default, a setter.
    static let settings = """
        extension UserDefaults {
            static let shared = UserDefaults(suiteName: "group.example.app")!
            var alarmHigh: Int {
                get {
                    if object(forKey: "alarmHigh") == nil { return 180 }
                    return integer(forKey: "alarmHigh")
                }
                set { set(newValue, forKey: "alarmHigh") }
            }
            var userName: String? { string(forKey: "userName") }
        }
        """

    @Test("A fresh install's defaults: an app's getters give their fallbacks, typed getters Foundation's zero values")
    func freshInstall() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(UserDefaults.standard.alarmHigh)")
                Text(UserDefaults.shared.userName ?? "no name")
                Text(UserDefaults.standard.bool(forKey: "onboarded") ? "onboarded" : "new")
                Text("\\(UserDefaults.standard.integer(forKey: "count"))")
                Text("\\(UserDefaults.standard.double(forKey: "ratio"))")
                Text(UserDefaults.standard.string(forKey: "token") ?? "no token")
                """, declarations: Self.settings) == ["180", "no name", "new", "0", "0.0", "no token"])
    }

    @Test("Values set and registered are read back, per suite; a set value wins over a registered one")
    func setAndRegister() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(store.integer(forKey: "limit"))")
                Text(store.bool(forKey: "sound") ? "sound on" : "sound off")
                Text(store.string(forKey: "name") ?? "none")
                Text(UserDefaults.standard.string(forKey: "name") ?? "none")
                Text("\\(store.integer(forKey: "missing"))")
                """,
                declarations: Self.settings + """

                    let store: UserDefaults = {
                        let d = UserDefaults(suiteName: "tests")!
                        d.register(defaults: ["limit": 5, "sound": true])
                        d.set(8, forKey: "limit")
                        d.set("Ada", forKey: "name")
                        return d
                    }()
                    """) == ["8", "sound on", "Ada", "none", "0"])
    }
}
