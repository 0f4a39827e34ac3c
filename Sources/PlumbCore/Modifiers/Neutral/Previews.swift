import Foundation

/// SwiftUI's preview API: how Xcode sizes, names and turns a preview. On a view these change
/// nothing (each returns the view as it is); `plumb` reads them in source to size the
/// preview's canvas (`docs/source-subset.md`, "Preview canvases").

/// How a preview's canvas is sized (Apple's `PreviewLayout`).
public enum PreviewLayout: Sendable, Equatable {
    /// The device's screen.
    case device
    /// "Center the preview in a container the size of the device on which the preview is
    /// running and then shrink the container to fit the preview."
    case sizeThatFits
    /// A container of this size (without a device's safe area).
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up the device is held.
public enum InterfaceOrientation: Sendable, Equatable, CaseIterable {
    /// The device held upright, upside down, or on its left or right side.
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device named for previews: `PreviewDevice(rawValue: "iPhone 16")`.
public struct PreviewDevice: RawRepresentable, Sendable, Equatable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
    /// The preview's canvas size. Layout-neutral on the view.
    public func previewLayout(_ value: PreviewLayout) -> some View { _PreviewSettingView(self, .layout(value)) }

    /// The preview's name in Xcode's canvas (and for `plumb --preview NAME`).
    public func previewDisplayName(_ value: String?) -> some View { _PreviewSettingView(self, .displayName(value)) }

    /// The device the preview runs on. Layout-neutral on the view.
    public func previewDevice(_ value: PreviewDevice?) -> some View { _PreviewSettingView(self, .device(value)) }

    /// The preview's orientation. Layout-neutral on the view.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _PreviewSettingView(self, .orientation(value))
    }
}

/// What a preview modifier (`.previewLayout`, `.previewDisplayName`...) sets.
public enum PreviewSetting: Sendable, Equatable {
    /// `.previewLayout(_:)`.
    case layout(PreviewLayout)
    /// `.previewDisplayName(_:)`.
    case displayName(String?)
    /// `.previewDevice(_:)`.
    case device(PreviewDevice?)
    /// `.previewInterfaceOrientation(_:)`.
    case orientation(InterfaceOrientation)
}

/// A view under a preview modifier: laid out as its content alone (as a `Group` of one view
/// is), the setting kept for ``Preview/previews(of:)`` to read.
public struct _PreviewSettingView<Content: View>: PrimitiveView {
    let content: Content
    let setting: PreviewSetting

    init(_ content: Content, _ setting: PreviewSetting) {
        self.content = content
        self.setting = setting
    }

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolve(view.content)
    }
}

/// A view carrying a preview setting, whatever its content's type.
protocol PreviewSettingCarrier {
    var previewSetting: PreviewSetting { get }
    var settingContent: any View { get }
}

extension _PreviewSettingView: PreviewSettingCarrier {
    var previewSetting: PreviewSetting { setting }
    var settingContent: any View { content }
}

/// A type that shows previews in Xcode (iOS 13's form; `#Preview` is the macro form):
/// `plumb` reads `previews` in source as a file's previews. Compiled, it is a protocol with
/// nothing to call.
public protocol PreviewProvider {
    /// The view of the previews (several in a `Group`).
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}
