/// Modifiers real SwiftUI code carries that do not change layout: gestures, navigation and
/// accessibility metadata, animation, styling that draws but does not measure. Source code
/// using them reads silently; their arguments are evaluated but not used, and the view is
/// kept as it is, which is what each library declaration named here does (it returns the
/// view it modifies).
extension Interpreter {
    static let neutralModifiers: [ModifierEntry] = [
        // Previews (Modifiers/Neutral/Previews.swift): the reader sizes the canvas from them.
        .neutral("previewLayout", ["previewLayout(_:)"]),
        .neutral("previewDisplayName", ["previewDisplayName(_:)"]),
        .neutral("previewDevice", ["previewDevice(_:)"]),
        .neutral("previewInterfaceOrientation", ["previewInterfaceOrientation(_:)"]),
        // Gestures and events (Modifiers/Neutral/Gestures.swift, Modifiers/Neutral/Lifecycle.swift)
        .neutral("onTapGesture", ["onTapGesture(count:perform:)"]),
        .neutral(
            "onLongPressGesture",
            [
                "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
            ]),
        .neutral("gesture", ["gesture(_:including:)"]),
        .neutral("simultaneousGesture", ["simultaneousGesture(_:including:)"]),
        .neutral("highPriorityGesture", ["highPriorityGesture(_:including:)"]),
        .neutral("onHover", ["onHover(perform:)"]),
        .neutral("onContinuousHover", ["onContinuousHover(coordinateSpace:perform:)"]),
        .neutral("onAppear", ["onAppear(perform:)"]),
        .neutral("onDisappear", ["onDisappear(perform:)"]),
        .neutral("onChange", ["onChange(of:initial:_:)", "onChange(of:perform:)"]),
        .neutral("task", ["task(priority:_:)", "task(id:priority:_:)"]),
        .neutral("refreshable", ["refreshable(action:)"]),
        .neutral("onSubmit", ["onSubmit(of:_:)"]),
        .neutral("onOpenURL", ["onOpenURL(perform:)"]),
        .neutral("onReceive", readerOnly: "takes a Combine Publisher; Linux has no Combine"),
        .neutral("onDrag", readerOnly: "returns an NSItemProvider, which Linux's Foundation lacks"),
        .neutral("onDrop", readerOnly: "takes UTTypes and NSItemProviders, which Linux's Foundation lacks"),
        // Navigation, bars and presentation (Modifiers/Neutral/Navigation.swift, Modifiers/Presentation.swift)
        .neutral("navigationBarBackButtonHidden", ["navigationBarBackButtonHidden(_:)"]),
        .neutral("navigationViewStyle", ["navigationViewStyle(_:)"]),
        .neutral("navigationSubtitle", ["navigationSubtitle(_:)"]),
        .neutral("keyboardShortcut", ["keyboardShortcut(_:modifiers:)"]),
        .neutral("textSelection", ["textSelection(_:)"]),
        .neutral("toolbarRole", ["toolbarRole(_:)"]),
        .neutral("formStyle", ["formStyle(_:)"]),
        .neutral("menuIndicator", ["menuIndicator(_:)"]),
        .neutral("hoverEffect", ["hoverEffect(_:isEnabled:)"]),
        .neutral(
            "symbolEffect",
            ["symbolEffect(_:options:isActive:)", "symbolEffect(_:options:value:)"]),
        .neutral("symbolEffectsRemoved", ["symbolEffectsRemoved(_:)"]),
        .neutral(
            "accessibility",
            [
                "accessibility(label:)", "accessibility(hint:)", "accessibility(value:)", "accessibility(hidden:)",
                "accessibility(identifier:)", "accessibility(addTraits:)", "accessibility(removeTraits:)",
                "accessibility(sortPriority:)",
            ]),
        .neutral(
            "navigationDestination",
            [
                "navigationDestination(for:destination:)", "navigationDestination(isPresented:destination:)",
                "navigationDestination(item:destination:)",
            ]),
        .neutral("toolbarColorScheme", ["toolbarColorScheme(_:for:)"]),
        .neutral("statusBarHidden", ["statusBarHidden(_:)"]),
        .neutral("persistentSystemOverlays", ["persistentSystemOverlays(_:)"]),
        .neutral("alert", ["alert(_:isPresented:actions:)", "alert(_:isPresented:actions:message:)"]),
        .neutral(
            "confirmationDialog",
            [
                "confirmationDialog(_:isPresented:titleVisibility:actions:)",
                "confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
            ]),
        .neutral("interactiveDismissDisabled", ["interactiveDismissDisabled(_:)"]),
        // Accessibility (Modifiers/Neutral/Accessibility.swift)
        .neutral("accessibilityLabel", ["accessibilityLabel(_:)"]),
        .neutral("accessibilityHint", ["accessibilityHint(_:)"]),
        .neutral("accessibilityValue", ["accessibilityValue(_:)"]),
        .neutral("accessibilityIdentifier", ["accessibilityIdentifier(_:)"]),
        .neutral("accessibilityElement", ["accessibilityElement(children:)"]),
        .neutral("accessibilityAddTraits", ["accessibilityAddTraits(_:)"]),
        .neutral("accessibilityRemoveTraits", ["accessibilityRemoveTraits(_:)"]),
        .neutral("accessibilityHidden", ["accessibilityHidden(_:)"]),
        .neutral("accessibilitySortPriority", ["accessibilitySortPriority(_:)"]),
        .neutral("accessibilityAction", ["accessibilityAction(_:_:)", "accessibilityAction(named:_:)"]),
        .neutral("accessibilityRepresentation", ["accessibilityRepresentation(representation:)"]),
        .neutral("accessibilityHeading", ["accessibilityHeading(_:)"]),
        .neutral("accessibilityActions", ["accessibilityActions(_:)"]),
        .neutral(
            "accessibilityShowsLargeContentViewer",
            ["accessibilityShowsLargeContentViewer()", "accessibilityShowsLargeContentViewer(_:)"]),
        .neutral("accessibilityFocused", ["accessibilityFocused(_:)", "accessibilityFocused(_:equals:)"]),
        // Animation and transitions (Modifiers/Neutral/Animation.swift)
        .neutral("animation", ["animation(_:value:)", "animation(_:)"]),
        .neutral("transition", ["transition(_:)"]),
        .neutral("matchedGeometryEffect", ["matchedGeometryEffect(id:in:properties:anchor:isSource:)"]),
        .neutral("contentTransition", ["contentTransition(_:)"]),
        .neutral("transaction", ["transaction(_:)"]),
        .neutral("matchedTransitionSource", ["matchedTransitionSource(id:in:)"]),
        .neutral("geometryGroup", ["geometryGroup()"]),
        .neutral("glassEffectTransition", ["glassEffectTransition(_:isEnabled:)"]),
        .neutral("equatable", ["equatable()"]),
        // Drawing only (Modifiers/Drawing/Effects.swift, Modifiers/Drawing/DrawingEffects.swift)
        .neutral("transformEffect", ["transformEffect(_:)"]),
        // Controls, scrolling and environment (Modifiers/Neutral/Controls.swift, Modifiers/Environment/ControlStyles.swift,
        // Views/ButtonStyle.swift, Modifiers/Neutral/Scrolling.swift)
        .neutral("datePickerStyle", ["datePickerStyle(_:)"]),
        .neutral("keyboardType", readerOnly: "takes UIKit's UIKeyboardType (the SwiftUI module declares a stand-in)"),
        .neutral(
            "textContentType", readerOnly: "takes UIKit's UITextContentType (the SwiftUI module declares a stand-in)"),
        .neutral("textInputAutocapitalization", ["textInputAutocapitalization(_:)"]),
        .neutral("autocorrectionDisabled", ["autocorrectionDisabled(_:)"]),
        .neutral("disableAutocorrection", ["disableAutocorrection(_:)"]),
        .neutral(
            "autocapitalization",
            readerOnly: "takes UIKit's UITextAutocapitalizationType (the SwiftUI module declares a stand-in)"),
        .neutral("submitLabel", ["submitLabel(_:)"]),
        .neutral("focused", ["focused(_:equals:)", "focused(_:)"]),
        .neutral("help", ["help(_:)"]),
        .neutral("contextMenu", ["contextMenu(menuItems:)", "contextMenu(menuItems:preview:)"]),
        .neutral("privacySensitive", ["privacySensitive(_:)"]),
        .neutral("scrollTargetBehavior", ["scrollTargetBehavior(_:)"]),
        .neutral("scrollTargetLayout", ["scrollTargetLayout(isEnabled:)"]),
        .neutral("scrollIndicators", ["scrollIndicators(_:axes:)"]),
        .neutral("scrollDisabled", ["scrollDisabled(_:)"]),
        .neutral("scrollDismissesKeyboard", ["scrollDismissesKeyboard(_:)"]),
        .neutral("scrollBounceBehavior", ["scrollBounceBehavior(_:axes:)"]),
        .neutral("scrollEdgeEffectStyle", ["scrollEdgeEffectStyle(_:for:)"]),
        .neutral("scrollEdgeEffectHidden", ["scrollEdgeEffectHidden(_:for:)"]),
        .neutral("scrollPosition", ["scrollPosition(id:anchor:)"]),
        .neutral("defaultScrollAnchor", ["defaultScrollAnchor(_:)"]),
        .neutral("sensoryFeedback", ["sensoryFeedback(_:trigger:)"]),
        .neutral("monospacedDigit", ["monospacedDigit()"]),
        .neutral("fontWidth", ["fontWidth(_:)"]),
        .neutral("allowsTightening", ["allowsTightening(_:)"]),
        .neutral("menuStyle", ["menuStyle(_:)"]),
        .neutral("focusable", ["focusable(_:)"]),
        .neutral(
            "onKeyPress", ["onKeyPress(_:action:)", "onKeyPress(phases:action:)", "onKeyPress(keys:phases:action:)"]),
        .neutral("tabBarMinimizeBehavior", ["tabBarMinimizeBehavior(_:)"]),
        .neutral("draggable", readerOnly: "takes a Transferable, which Linux's Foundation lacks"),
        .neutral("fileImporter", readerOnly: "takes UTTypes, which Linux's Foundation lacks"),
        .neutral(
            "actionSheet",
            readerOnly: "takes an ActionSheet, deprecated since iOS 15; nothing is presented in one state"),
    ]
}
