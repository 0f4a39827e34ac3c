import Foundation

/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// A view sets it with ``View/preference(key:value:)`` (or ``View/anchorPreference(key:value:transform:)``
/// for a value made from its bounds); an ancestor reads what its subtree set, combined by
/// ``reduce(value:nextValue:)`` in the order of the views: with `onPreferenceChange`, or to
/// build views from it with `overlayPreferenceValue` and `backgroundPreferenceValue`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
///
/// How values combine (SwiftUI's rules): a view's value is the reduction of its children's,
/// in order (a subtree that sets nothing contributes nothing, and one that sets nothing at
/// all reads `defaultValue`); `preference(key:value:)` replaces the value of the view it
/// modifies; `transformPreference` changes it. Values set during layout (inside a
/// `GeometryReader`, from an anchor) are known once the views that set them are placed.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// What one modifier does to a node's value for one key: sets it, or transforms it.
struct PreferenceWriter {
    let key: ObjectIdentifier
    /// The node's value so far (`nil`: none) becomes the written one; `frame` is the node's
    /// frame in canvas coordinates, for anchors.
    let write: (inout Any?, CGRect) -> Void
}

extension LayoutTree {
    func addPreferenceWriter(_ writer: PreferenceWriter, to node: Int32) {
        preferenceWriters[node, default: []].append(writer)
    }

    /// The value of `key` that the subtree rooted at `node` sets, or `nil` when it sets none.
    ///
    /// Children first, reduced in order; then the node's own writers, innermost first.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, in node: Int32) -> K.Value? {
        var value: K.Value?
        let start = childStart[node]
        for i in 0..<childCount[node] {
            guard let next = preferenceValue(key, in: childList[start + i]) else { continue }
            if value == nil {
                value = next
            } else {
                K.reduce(value: &value!, nextValue: { next })
            }
        }
        guard let writers = preferenceWriters[node] else { return value }
        let id = ObjectIdentifier(key)
        var erased: Any? = value
        let frame = CGRect(origin: placements[node].origin, size: placements[node].size)
        for writer in writers where writer.key == id { writer.write(&erased, frame) }
        return erased as? K.Value
    }

    /// Calls every `onPreferenceChange` whose value differs from the one it was last called
    /// with (or that was never called): after a layout, when every value is known.
    func reportPreferenceChanges() {
        for (node, observers) in preferenceObservers.sorted(by: { $0.key < $1.key }) where isLive(node) {
            for observer in observers { observer.report(self, node) }
        }
    }

    /// Whether `node` is in the tree (not replaced by a rebuilt GeometryReader content, nor
    /// past the root's subtree).
    private func isLive(_ node: Int32) -> Bool {
        var n = node
        while n >= 0 {
            if flags[n].contains(.dead) { return false }
            if n == root.rawValue { return true }
            n = parents[n]
        }
        return false
    }
}

/// An `onPreferenceChange` on a node.
final class PreferenceObserver {
    let report: (LayoutTree, Int32) -> Void

    /// Reports the value of `key` after every layout, equal or not (a reader's key, whose
    /// values it compares itself).
    init<K: PreferenceKey>(reportingEvery key: K.Type, _ action: @escaping (K.Value) -> Void) {
        report = { tree, node in action(tree.preferenceValue(key, in: node) ?? K.defaultValue) }
    }

    /// Calls `action` with the node's geometry after a layout (`onGeometryChange`), when the
    /// value `transform` computes from it differs from the last one it was called with.
    init<T: Equatable>(geometry transform: @escaping (GeometryProxy) -> T, _ action: @escaping (T, T) -> Void) {
        var last: T?
        report = { tree, node in
            let placement = tree.placements[node]
            let value = transform(
                tree.geometryProxy(of: node, in: CGRect(origin: placement.origin, size: placement.size)))
            if last != value {
                action(last ?? value, value)
                last = value
            }
        }
    }

    init<K: PreferenceKey>(_ key: K.Type, _ action: @escaping (K.Value) -> Void) where K.Value: Equatable {
        var last: K.Value?
        report = { tree, node in
            let value = tree.preferenceValue(key, in: node) ?? K.defaultValue
            if last != value {
                last = value
                action(value)
            }
        }
    }
}

extension View {
    /// Sets the value of `key` for this view, replacing what its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        attribute { tree, node in
            tree.addPreferenceWriter(
                PreferenceWriter(key: ObjectIdentifier(key)) { current, _ in current = value }, to: node)
        }
    }

    /// Changes the value of `key` that this view's content set (`defaultValue` if it set none).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        attribute { tree, node in
            tree.addPreferenceWriter(
                PreferenceWriter(key: ObjectIdentifier(key)) { current, _ in
                    var value = current as? K.Value ?? K.defaultValue
                    callback(&value)
                    current = value
                }, to: node)
        }
    }

    /// Calls `action` with the value of `key` this view's subtree sets.
    ///
    /// Plumb lays out one state: `action` is called after a layout with the final value (the
    /// reduction over the placed subtree, `defaultValue` if nothing sets one), once, and again
    /// only after a later layout that changes it (SwiftUI calls it when the value changes).
    /// What it does cannot change that layout.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View
    where K.Value: Equatable {
        attribute { tree, node in
            tree.preferenceObservers[node, default: []].append(PreferenceObserver(key, action))
        }
    }

    /// Calls `action` with the value of `key` this view's subtree sets after every layout,
    /// changed or not: for readers of source, whose keys' values the library cannot compare.
    /// Package API.
    package func reportingPreference<K: PreferenceKey>(
        _ key: K.Type, perform action: @escaping (K.Value) -> Void
    ) -> some View {
        attribute { tree, node in
            tree.preferenceObservers[node, default: []].append(PreferenceObserver(reportingEvery: key, action))
        }
    }

    /// Calls `action` with this view's geometry after every layout. Package API.
    package func reportingGeometry(_ action: @escaping (GeometryProxy) -> Void) -> some View {
        attribute { tree, node in
            tree.preferenceObservers[node, default: []].append(
                PreferenceObserver(geometry: { proxy in ReportedGeometry(proxy: proxy) }) { _, new in action(new.proxy)
                })
        }
    }
}

/// A proxy compared by its frame and insets, for ``View/reportingGeometry(_:)``.
private struct ReportedGeometry: Equatable {
    let proxy: GeometryProxy
    static func == (a: ReportedGeometry, b: ReportedGeometry) -> Bool {
        a.proxy.globalFrame == b.proxy.globalFrame && a.proxy.safeAreaInsets == b.proxy.safeAreaInsets
    }
}
