import SwiftUI
import Testing

/// The view files in `Views/` are typical iOS SwiftUI files, compiled here unchanged against
/// the `SwiftUI` product, their `#Preview`s too (expanded by Plumb's own compiler plugin;
/// PreviewMacroTests finds them). That they compile is the first test; these lay them out
/// on an iPhone 16 (393 × 852, safe area 59 and 34) with the default font, Inter, and check
/// the frames that do not depend on the font's widths.
struct CompatibilityTests {
    static let screen = CGSize(width: 393, height: 852)
    static let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    static func lay(_ view: some View) -> LayoutResult {
        let tree = LayoutTree(view)
        tree.layout(in: screen, scale: 3, safeArea: safeArea)
        return tree.result()
    }

    static func all(_ type: String, in result: LayoutResult) -> [LaidOutView] {
        result.root.allViews.filter { $0.type == type }
    }

    @Test("the login screen: fields and the toggle span the padded width; the Sign In button is full width")
    func login() {
        let r = Self.lay(LoginView())
        let width: CGFloat = 393 - 2 * 24
        let fields = Self.all("TextField", in: r) + Self.all("SecureField", in: r)
        #expect(fields.count == 2)
        // A rounded-border field's text area is inset 7 on each side.
        #expect(fields.allSatisfy { abs($0.frame.width - (width - 14)) < 0.01 })
        #expect(Self.all("Toggle", in: r).map(\.frame.width) == [width])
        #expect(Self.all("Switch", in: r).map(\.frame.size) == [CGSize(width: 63, height: 28)])
    }

    @Test("the counter: a stepper row and a progress bar as wide as the padded screen")
    func counter() {
        let r = Self.lay(CounterView())
        #expect(Self.all("Stepper", in: r).map(\.frame.width) == [393 - 32])
        #expect(Self.all("ProgressBar", in: r).map(\.frame.size) == [CGSize(width: 393 - 32, height: 4)])
    }

    @Test("the card: at least 160 tall and as wide as offered; the flow layout wraps its tags into rows")
    func cardAndFlow() {
        let card = Self.lay(GradientCard(title: "Run", subtitle: "5 km", systemImage: "figure.run").padding())
        #expect(card.root.frame.height >= 160)
        #expect(card.root.frame.width == 393)
        let tags = Self.lay(TagCloud())
        let rows = Set(Self.all("padding", in: tags).filter { $0.children.first?.type == "padding" }.map(\.frame.minY))
        #expect(rows.count >= 2)
    }

    @Test("the profile, weather, chat, onboarding and empty-state views lay out without warnings")
    func others() {
        for result in [
            Self.lay(ProfileHeader(name: "Ada Lovelace", handle: "ada", followers: 1815, following: 42)),
            Self.lay(WeekForecast()), Self.lay(ChatView()),
            Self.lay(OnboardingPage(symbol: "sparkles", title: "Layouts", message: "Every view's size.")),
            Self.lay(EmptyStateView(isLoading: false) {}), Self.lay(EmptyStateView(isLoading: true) {}),
        ] {
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            #expect(result.root.frame.width <= 393)
        }
        // The onboarding button's label fills the width less 2 × 32 and the bordered padding.
        let onboarding = Self.lay(OnboardingPage(symbol: "sparkles", title: "Layouts", message: "Every view's size."))
        let prominent = onboarding.root.allViews.first {
            $0.type == "background" && $0.children.first?.type == "padding"
        }
        #expect(abs((prominent?.frame.width ?? 0) - (393 - 64)) < 0.01)
    }
}
