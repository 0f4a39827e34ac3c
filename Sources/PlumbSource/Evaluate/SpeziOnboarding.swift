import PlumbCore

/// Stanford Spezi's `OnboardingActionsView` (StanfordSpezi/SpeziOnboarding), a remote package no
/// tree holds: the buttons at the foot of an onboarding page. Its body
/// (`Sources/SpeziOnboarding/OnboardingActionsView.swift`) is a `VStack` of the primary
/// button, its title given `.frame(maxWidth: .infinity, minHeight: 38)` and the button
/// `.buttonStyle(.borderedProminent)`, and the secondary button, if any, `.padding(.top, 10)`;
/// both are Spezi `AsyncButton`s, which at rest are their `Button`s (ButtonKit.swift). Its
/// initializers: `(_ text:action:)`, `(verbatim:action:)`, `(primaryText:primaryAction:
/// secondaryText:secondaryAction:)`. None of this applies where the files read declare an
/// `OnboardingActionsView` of their own.
extension Interpreter {
    /// The view, or nil for another name.
    func onboardingActionsCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "OnboardingActionsView", types[name] == nil else { return nil }
        let primary: Text
        if let verbatim = args.take("verbatim") {
            primary = Text(verbatim: try describe(verbatim.value, at: verbatim.offset))
        } else if let given = args.take("primaryText") ?? args.takeUnlabeledValue() {
            primary = try titleText(given)
        } else {
            return nil
        }
        let secondary = try args.take("secondaryText").map { e throws(Diagnostic) in try titleText(e) }
        args.takeAll()
        try countView(at: offset)
        let primaryButton = AnyView(
            Button(action: {}) { primary.frame(maxWidth: .infinity, minHeight: 38) }.buttonStyle(.borderedProminent))
        guard let secondary else { return .view(AnyView(VStack { primaryButton })) }
        return .view(
            AnyView(
                VStack {
                    primaryButton
                    Button(action: {}) { secondary }.padding(.top, 10)
                }))
    }
}
