import Foundation

/// A geometric value of a view (its bounds, a point in it) that another view resolves in its
/// own coordinates: `proxy[anchor]`. Made by ``View/anchorPreference(key:value:transform:)``.
///
/// Plumb keeps the value in canvas coordinates, as the view was placed; a `GeometryProxy`
/// moves it into the proxy's frame.
public struct Anchor<Value> {
    let value: Value
    let moved: @Sendable (Value, CGSize) -> Value

    /// The value relative to a frame whose origin is `origin` (canvas coordinates).
    func value(relativeTo origin: CGPoint) -> Value {
        moved(value, CGSize(width: -origin.x, height: -origin.y))
    }

    /// What an anchor is made of, given the view's bounds.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.value == b.value }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 0, height: 0), wholeBounds: true) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, wholeBounds: false) }

    private static func rect(_ r: CGRect, wholeBounds: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let local = wholeBounds ? CGRect(origin: .zero, size: frame.size) : r
            return Anchor(value: local.offsetBy(dx: frame.minX, dy: frame.minY)) {
                $0.offsetBy(dx: $1.width, dy: $1.height)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) {
                CGPoint(x: $0.x + $1.width, y: $0.y + $1.height)
            }
        }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)) {
                CGPoint(x: $0.x + $1.width, y: $0.y + $1.height)
            }
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in the proxy's coordinates (relative to its top-leading corner).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }
}

extension View {
    /// Sets the value of `key` from an anchor of this view (its bounds, a point in it): the
    /// anchor is made when the view is placed, so the value is known after layout.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        attribute { tree, node in
            tree.addPreferenceWriter(
                PreferenceWriter(key: ObjectIdentifier(key)) { current, frame in current = transform(value.make(frame))
                },
                to: node)
        }
    }

    /// Changes the value of `key` with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        attribute { tree, node in
            tree.addPreferenceWriter(
                PreferenceWriter(key: ObjectIdentifier(key)) { current, frame in
                    var v = current as? K.Value ?? K.defaultValue
                    transform(&v, value.make(frame))
                    current = v
                }, to: node)
        }
    }
}

extension Anchor {
    /// The value in canvas coordinates: how the source reader keeps an anchor, resolving it
    /// against a `GeometryProxy`'s frame itself. Package API.
    package var canvasValue: Value { value }
}
