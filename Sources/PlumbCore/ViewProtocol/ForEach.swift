/// Views computed from a collection: each element gives one view (or several), and they
/// become children of the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The collection the views are made from.
    public var data: Data
    /// The view of each element.
    public var content: (Data.Element) -> Content
    @usableFromInline let idOf: (Data.Element) -> ID

    /// Views from `data`, identified by the key path `id`. Inlinable, as the stacks'
    /// initializers are, so that its type is made where it is written.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    /// Resolves each element's view in order.
    ///
    /// This code runs unspecialized (the engine reaches it through the view's metadata), where
    /// `for element in data` walks an `IndexingIterator` through protocol witnesses: measured
    /// with callgrind on W1, about 1,500 instructions per element for a `Range<Int>`. A range
    /// of integers (the common `ForEach(0..<n)`) is walked as integers instead, and a
    /// collection with contiguous storage (an `Array`) through its buffer; other collections
    /// by index. All three give the elements in the same order.
    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    public static func _makeNodes(_ view: ForEach, into resolver: inout _ViewResolver) {
        // Read once: in unspecialized code each read of a field re-derives the view's layout.
        let data = view.data
        let content = view.content
        switch ForEachWalk.of(Data.self) {
        case .integers:
            for i in unsafeBitCast(data, to: Range<Int>.self) {
                // Past the tree's limits the rest is left out, not walked (ResolutionLimits.swift).
                if resolver.tree.isFull { return resolver.leaveOut() }
                resolver.resolve(content(unsafeBitCast(i, to: Data.Element.self)))
            }
        case .closedIntegers:
            for i in unsafeBitCast(data, to: ClosedRange<Int>.self) {
                if resolver.tree.isFull { return resolver.leaveOut() }
                resolver.resolve(content(unsafeBitCast(i, to: Data.Element.self)))
            }
        case .general:
            let walked = data.withContiguousStorageIfAvailable { buffer -> Bool in
                for element in buffer {
                    if resolver.tree.isFull { resolver.leaveOut(); return true }
                    resolver.resolve(content(element))
                }
                return true
            }
            if walked != nil { return }
            var index = data.startIndex
            let end = data.endIndex
            while index != end {
                if resolver.tree.isFull { return resolver.leaveOut() }
                resolver.resolve(content(data[index]))
                data.formIndex(after: &index)
            }
        }
    }
}

/// How ``ForEach`` walks its data: decided once per data type (a comparison of metatypes),
/// not per element.
enum ForEachWalk {
    case integers, closedIntegers, general

    @inline(__always)
    static func of<Data>(_ type: Data.Type) -> ForEachWalk {
        if type == Range<Int>.self { return .integers }
        if type == ClosedRange<Int>.self { return .closedIntegers }
        return .general
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range: `ForEach(0..<3) { i in ... }`.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Views for each integer of a closed range (Plumb accepts what SwiftUI warns about).
    @inlinable
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of a collection of identifiable values.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
