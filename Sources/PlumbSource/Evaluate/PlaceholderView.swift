import PlumbCore

/// What Plumb draws in place of code it could not build.
///
/// Each is marked with its reason (``View/placeholderMark(_:)``), so `--json` says why a view
/// is a placeholder and the commands count them. Their labels are Plumb's, not the app's:
/// never redacted (`unredacted()`), where a loading state redacts what is around them.
enum PlaceholderView {
    /// An unknown view (a type no file read defines, a call that could not be evaluated):
    /// its name, in the caption style, with 8 points of padding, on a light grey box with a
    /// grey outline. It hugs its label, as small components (rows, badges, buttons) do, so the
    /// views around it keep sensible sizes.
    static func make(_ name: String, reason: String) -> AnyView {
        AnyView(
            Text(name)
                .font(.caption)
                .padding(8)
                .background(Color.gray.opacity(0.15), ignoresSafeAreaEdges: [])
                .overlay(Rectangle().stroke(Color.gray, lineWidth: 1))
                .unredacted()
                .placeholderMark(reason))
    }

    /// A UIKit or AppKit view wrapped for SwiftUI (`struct MapView: UIViewRepresentable`): a
    /// light grey area that takes the space it is offered, as a UIView without an intrinsic
    /// size does (a map, a web view), with the type's name at its centre; a wrapped view
    /// controller (`controller`) draws nothing (it is as often a helper that presents a sheet).
    static func representable(_ name: String, controller: Bool = false) -> AnyView {
        // A view controller wrapped for SwiftUI is as often an invisible helper (one that
        // presents a sheet) as a screen: nothing drawn over what it stands behind, only marked.
        let reason = "'\(name)' wraps a UIKit or AppKit view, which Plumb does not draw"
        if controller { return AnyView(Color.clear.placeholderMark(reason)) }
        return area(name, reason: reason)
    }

    /// A wrapped view controller presented as a sheet's or a cover's content: the screen it
    /// shows, as a labelled area.
    static func presentedController(_ name: String) -> AnyView {
        area(name, reason: "'\(name)' wraps a UIKit or AppKit view, which Plumb does not draw")
    }

    /// A view that takes the space it is offered and that Plumb does not draw (a wrapped
    /// UIKit view, Swift Charts' `Chart`): a light grey area with its name at its centre.
    static func area(_ name: String, reason: String) -> AnyView {
        AnyView(
            Color.gray.opacity(0.15)
                .overlay(Text(name).font(.caption).foregroundStyle(Color.gray))
                .unredacted()
                .placeholderMark(reason))
    }

    /// An unknown container given content (`CardView { Text("Hi") }`, `Shimmer(content:)`):
    /// the content, laid out as a `VStack` would, with a thin grey outline and the type's name
    /// in small type over its top-leading corner. Neither takes space, so the content keeps
    /// the size it would have in most wrappers (cards, sections, effects).
    static func container(_ name: String, content: [AnyView], reason: String) -> AnyView {
        AnyView(
            VStack { _ViewList(content) }
                .overlay(Rectangle().stroke(Color.gray.opacity(0.6), lineWidth: 0.5))
                .overlay(alignment: .topLeading) {
                    Text(name).font(.system(size: 8)).foregroundStyle(Color.gray).unredacted()
                        .padding(.horizontal, 2)
                        .background(Color.white.opacity(0.8), ignoresSafeAreaEdges: [])
                        .fixedSize()
                }
                .placeholderMark(reason))
    }
}
