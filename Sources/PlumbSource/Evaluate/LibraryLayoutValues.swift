import Foundation
import PlumbCore

/// The library's layouts as values (`HStackLayout(alignment:spacing:)`, `VStackLayout`,
/// `ZStackLayout`, `AnyLayout(_:)`), and their call on content: `layout { ... }`, as Unwatched's
/// `private var layout: AnyLayout { compact ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()) }`
/// lays a row out with one and its body calls it.
///
/// The value is the library's `AnyLayout`; its call makes the library's view of it
/// (`Layout.callAsFunction`), so a layout read from source is the one Swift code gets.
struct LayoutValue: @unchecked Sendable {
    // (`@unchecked`: `Layout` is not `Sendable`; the library's stack layouts are plain values.)
    let layout: AnyLayout
}

extension Interpreter {
    /// The layout `value` holds, if it is one: a library layout value.
    static func libraryLayout(_ value: Value) -> AnyLayout? {
        if case .foundation(let l as LayoutValue) = value { return l.layout }
        return nil
    }

    /// `layout { content }` (or `layout(content:)`) for a library layout value; `nil` for
    /// another value or other arguments.
    func callLibraryLayout(_ value: Value, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard let layout = Interpreter.libraryLayout(value), let content = args.takeClosure() ?? args.take("content")
        else { return nil }
        args.takeAll()
        let views = try builderViews(content.value, at: content.offset)
        return .views([AnyView(layout { _ViewList(views) })._sourceMarked(offset)])
    }

    /// `layout { ... }` where `layout` is a computed property of the view whose body is being
    /// built that gives a library layout; `nil` otherwise.
    func callLayoutProperty(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard let me = scope.selfValue, case .instance(let instance) = me,
            instance.type.properties.contains(where: { $0.name == name && $0.body != nil && !$0.isStatic }),
            args.entries.contains(where: { $0.value.isClosure })
        else { return nil }
        return try callLibraryLayout(try member(name, of: me, at: offset), &args, at: offset)
    }

    /// The library's layout constructors.
    static let layoutValueConstructors: [ValueEntry] = [
        .init("HStackLayout", ["HStackLayout(alignment:spacing:)"]) { i, a, _ throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.vertical(e.value, at: e.offset) } ?? .center
            let spacing = try a.take("spacing").flatMap { e throws(Diagnostic) in
                try i.optionalCGFloat(e.value, at: e.offset)
            }
            return .foundation(LayoutValue(layout: AnyLayout(HStackLayout(alignment: alignment, spacing: spacing))))
        },
        .init("VStackLayout", ["VStackLayout(alignment:spacing:)"]) { i, a, _ throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.horizontal(e.value, at: e.offset) }
                ?? .center
            let spacing = try a.take("spacing").flatMap { e throws(Diagnostic) in
                try i.optionalCGFloat(e.value, at: e.offset)
            }
            return .foundation(LayoutValue(layout: AnyLayout(VStackLayout(alignment: alignment, spacing: spacing))))
        },
        .init("ZStackLayout", ["ZStackLayout(alignment:)"]) { i, a, _ throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) }
                ?? .center
            return .foundation(LayoutValue(layout: AnyLayout(ZStackLayout(alignment: alignment))))
        },
        .init("AnyLayout", ["AnyLayout(_:)"]) { i, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled(), let layout = Interpreter.libraryLayout(e.value) else {
                throw i.error("expected a layout in call to 'AnyLayout'", at: at)
            }
            return .foundation(LayoutValue(layout: layout))
        },
    ]
}
