/// Views computed from a collection: each element gives one view (or several), and they
/// become children of the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The collection the views are made from.
    public var data: Data
    /// The view of each element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// Views from `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public static func _makeNodes(_ view: ForEach, into resolver: inout _ViewResolver) {
        for element in view.data {
            // Past the tree's limits the rest is left out, not walked (ResolutionLimits.swift).
            if resolver.tree.isFull { return resolver.leaveOut() }
            resolver.resolve(view.content(element))
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range: `ForEach(0..<3) { i in ... }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Views for each integer of a closed range (Plumb accepts what SwiftUI warns about).
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of a collection of identifiable values.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
