/// A preview of a view, as `#Preview` declares it (DeveloperToolsSupport's `Preview`): its
/// name, its traits, and the body that makes its view.
///
/// You do not call the initializers: `#Preview` expands into a type that does (a
/// ``PreviewRegistration``). Tests get the previews of a module through
/// ``registrations(inModule:)``:
///
/// ```swift
/// for registration in Preview.registrations(inModule: "MyApp") {
///     let preview = registration.makePreview()
///     let tree = LayoutTree(preview.makeView())
///     tree.layout(in: CGSize(width: 393, height: 852))
/// }
/// ```
public struct Preview {
    /// What the traits of a view's preview apply to (``PreviewTrait``'s `T`).
    public enum ViewTraits {}

    /// The name given to `#Preview`, or `nil`.
    public let name: String?
    /// The traits given to `#Preview`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    private let bodies: @MainActor () -> [any View]

    /// A preview of the view `body` makes.
    @MainActor
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.bodies = { [body()] }
    }

    /// A preview for each argument, of the view `body` makes of it.
    @MainActor
    public init<T>(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>...,
        arguments: [T],
        @ViewBuilder body: @escaping @MainActor (T) -> any View
    ) {
        self.name = name
        self.traits = traits
        self.bodies = { arguments.map(body) }
    }

    /// A preview of the views `bodies` makes, with `traitList` as its traits.
    init(_ name: String?, traitList: [PreviewTrait<ViewTraits>], bodies: @escaping @MainActor () -> [any View]) {
        self.name = name
        self.traits = traitList
        self.bodies = bodies
    }

    /// The preview's view, made anew by its body (for a preview with arguments, the first's;
    /// an `EmptyView` when there are none).
    @MainActor
    public func makeView() -> any View { bodies().first ?? EmptyView() }

    /// The preview's views: one, or one for each argument.
    @MainActor
    public func makeViews() -> [any View] { bodies() }

    /// The canvas's size: the last layout trait, else ``PreviewLayout/device``.
    public var layout: PreviewLayout {
        traits.reversed().lazy.compactMap {
            if case .layout(let layout) = $0.value { layout } else { nil }
        }.first ?? .device
    }

    /// How the device is held: the last orientation trait, else ``InterfaceOrientation/portrait``.
    public var interfaceOrientation: InterfaceOrientation {
        traits.reversed().lazy.compactMap {
            if case .orientation(let orientation) = $0.value { orientation } else { nil }
        }.first ?? .portrait
    }
}
