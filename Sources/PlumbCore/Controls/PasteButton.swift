/// A button that pastes what the pasteboard holds. Nothing is pasted.
///
/// On iOS it is a system control (UIKit's `UIPasteControl`) whose default display composes an
/// icon and a label: "The icon looks like a sheet of paper above a clipboard, and the label's
/// text reads 'Paste'" (UIKit's documentation of `UIPasteControl.DisplayMode.iconAndLabel`);
/// SwiftUI's documentation says `buttonBorderShape(_:)`, `labelStyle(_:)` and `tint(_:)`
/// customise it, as they do a prominent bordered button. Drawn as one: the tint filling a
/// capsule, the `doc.on.clipboard` symbol and "Paste" in white. Open: the control's own
/// metrics (its padding and corner) are not measured; the prominent bordered button's are used.
public struct PasteButton: PrimitiveView {
    /// A paste button for payloads of `payloadType`.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A paste button for the content types `supportedContentTypes` names.
    public init<T>(supportedContentTypes: [T], payloadAction: @escaping ([Any]) -> Void) {}

    public static func _makeNodes(_ view: PasteButton, into resolver: inout _ViewResolver) {
        resolver.resolve(
            Button {
            } label: {
                Label("Paste", systemImage: "doc.on.clipboard")
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule))
    }
}
