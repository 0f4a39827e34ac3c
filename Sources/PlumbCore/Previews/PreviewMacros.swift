// `#Preview` and `@Previewable`, with SwiftUI's signatures, so a view file's previews compile
// unchanged. The compiler plugin behind them is `PlumbMacros`, a target of this package with
// no dependencies (it speaks the compiler's plugin protocol itself), built with Plumb: a
// package that depends on Plumb, by path or by version, gets it without doing anything.

/// Creates a preview of a view: a name, and a body that makes the view.
///
/// ```swift
/// #Preview("Dark card") {
///     Card(title: "Run").preferredColorScheme(.dark)
/// }
/// ```
///
/// The expansion declares a type conforming to ``PreviewRegistration`` whose `makePreview()`
/// calls ``Preview/init(_:traits:body:)`` with these arguments; tests find the previews of a
/// module with ``Preview/registrations(inModule:)``.
///
/// - Parameters:
///   - name: The preview's name, or `nil` (Xcode then labels it by its line).
///   - body: The view to preview. A body of several statements can declare values and
///     `return` the view, or declare state with ``Previewable()``.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: its canvas's size and the device's orientation.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview(traits: .fixedLayout(width: 320, height: 80), .landscapeLeft) { Row() }
/// ```
///
/// - Parameters:
///   - name: The preview's name, or `nil`.
///   - traits: A trait: ``PreviewTrait/sizeThatFitsLayout``, ``PreviewTrait/fixedLayout(width:height:)``,
///     ``PreviewTrait/landscapeLeft``...
///   - additionalTraits: More traits.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// Creates a preview for each of a list of arguments (SwiftUI's iOS 26 form).
///
/// ```swift
/// #Preview("Sizes", arguments: [12, 17, 24]) { size in
///     Label("Inbox", systemImage: "tray").font(.system(size: size))
/// }
/// ```
///
/// - Parameters:
///   - name: The previews' name, or `nil`.
///   - traits: Traits of every preview.
///   - arguments: One preview each.
///   - body: The view to preview for an argument.
@freestanding(declaration)
public macro Preview<T>(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    arguments: [T],
    @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the preview's own dynamic property,
/// so the body can use state without a wrapper view:
///
/// ```swift
/// #Preview("Toggle") {
///     @Previewable @State var isOn = true
///     Toggle("Sound", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` makes the body a view: the marked declarations become its stored properties,
/// the other statements its `body`. On its own the attribute adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PlumbMacros", type: "PreviewableMacro")
