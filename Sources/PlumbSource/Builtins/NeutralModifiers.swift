/// Modifiers real SwiftUI code carries that do not change layout: gestures, navigation and
/// accessibility metadata, animation, styling that draws but does not measure. Source code
/// using them reads silently; their arguments are evaluated but not used.
extension Interpreter {
    static let layoutNeutralModifiers: Set<String> = [
        // Gestures and events
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "refreshable", "onSubmit", "onHover",
        "onDrag", "onDrop", "onOpenURL", "onContinuousHover", "onGeometryChange",
        // Navigation and presentation
        "navigationBarTitle",
        "navigationBarBackButtonHidden", "navigationDestination", "toolbarBackground",
        "toolbarColorScheme", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "searchable", "tabItem", "badge", "tag", "presentationDetents", "interactiveDismissDisabled",
        // Accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
        "accessibilitySortPriority", "accessibilityAction", "accessibilityRepresentation",
        // Animation and transitions
        "animation", "transition", "matchedGeometryEffect", "contentTransition", "transaction",
        // Drawing only
        "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply",
        "colorInvert", "hueRotation", "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "mask", "symbolRenderingMode", "symbolVariant",
        "imageScale", "preferredColorScheme", "colorScheme", "tint", "accentColor", "listRowBackground",
        "listRowSeparator", "listSectionSeparator", "scrollContentBackground",
        // Controls and environment
        "disabled", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "textFieldStyle",
        "listStyle", "datePickerStyle", "controlSize", "keyboardType", "textContentType",
        "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "focused", "environment",
        "environmentObject", "help", "contextMenu", "privacySensitive", "redacted", "unredacted",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollIndicators", "scrollDisabled",
        "scrollDismissesKeyboard", "scrollPosition", "defaultScrollAnchor", "statusBarHidden",
        "persistentSystemOverlays", "sensoryFeedback", "containerShape", "labelsHidden",
    ]
}
