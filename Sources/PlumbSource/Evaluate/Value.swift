import Foundation
import PlumbCore

/// A value while evaluating SwiftUI source.
///
/// Numbers keep two readings, as Swift's untyped literals do: `16/9` is 1.777… where a
/// `CGFloat` is expected and 1 where an `Int` is (`int` is the integer reading, `nil` when
/// the value is not an integer expression). A name bound with `let n = 16/9` takes Swift's
/// default type, `Int`, and keeps only the integer reading.
indirect enum Value {
    case number(Double, int: Int?)
    case bool(Bool)
    case string(String)
    case none
    case void
    /// Views: one, or the several a builder block produced.
    case views([AnyView])
    /// Views that still take their own modifiers (`Text.bold()`, `Image.resizable()`,
    /// `Shape.fill()`, `Color.opacity()`) before becoming plain views.
    case text(Text)
    case image(Image)
    case shape(AnyShape)
    /// A `Path` value: built up by its mutating methods, drawn as a shape.
    case path(Path)
    case color(Color)
    /// A shape style that is not a plain colour: a gradient, a material, `.tint`, a
    /// hierarchical level. Gradients are also views (each fills the space it is offered).
    case style(AnyShapeStyle)
    /// A user struct's value.
    case instance(Instance)
    /// `.leading`, `.system(size: 10)`: a member of whatever type the context expects.
    case symbol(String, arguments: Arguments?, at: Int)
    case font(Font)
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    case alignment(Alignment)
    case edges(Edge.Set)
    case axes(Axis.Set)
    case axis(Axis)
    case unitPoint(UnitPoint)
    case size(CGSize)
    case point(CGPoint)
    case rect(CGRect)
    case insets(EdgeInsets)
    /// A column or row of a lazy grid: `GridItem(.flexible())`.
    case gridItem(GridItem)
    case array([Value])
    /// `a..<b`, or `a...b` stored half-open as `a..<b+1` with `closed` set (so its
    /// `upperBound` is still `b`). Its length may not fit in `Int` (`Int.min..<Int.max`):
    /// count it with ``Value/count(_:_:)``.
    case range(Int, Int, closed: Bool)
    case closure(ClosureValue)
    case keyPath([String])
    case proxy(GeometryProxy)
    case dimensions(ViewDimensions)
    /// A type used as a namespace: `Color` in `Color.red`, `CGFloat` in `CGFloat.infinity`.
    case type(String)
    /// A value of a type Plumb only passes around (`.paging`, `UUID()`): kept as its description.
    case opaque(String)
    /// A Foundation value, as itself: a `Date`, a `Calendar`, a `DateFormatter`, a
    /// `Measurement` (`Evaluate/Foundation/`).
    case foundation(any Sendable)
    /// A case of a user enum, with its associated values.
    case enumCase(EnumValue)
    /// `(a, b)`, `(x: 1, y: 2)`.
    case tuple([(label: String?, value: Value)])
    case dictionary([(key: Value, value: Value)])
    /// What no file defines (a type from a package, a design token, `L10n.title`): its source
    /// text. A stub reads as 0, false, its text, a placeholder view or a few stub elements,
    /// whatever the context needs (one warning where it was made).
    case stub(String)
    /// What a `Layout` written in source is given: a proposal, its subviews, one subview,
    /// spacing preferences.
    case proposal(ProposedViewSize)
    case subviews(LayoutSubviews)
    case subview(LayoutSubview)
    case spacing(ViewSpacing)

    /// Whether the value is a view (or views) that modifiers and view extensions apply to.
    var isViewLike: Bool {
        switch self {
        case .views, .text, .image, .shape, .color, .path: return true
        case .instance(let i): return i.isView
        case .enumCase(let e): return e.type.isView
        default: return false
        }
    }

    var isStub: Bool {
        if case .stub = self { return true }
        return false
    }

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    static func int(_ v: Int) -> Value { .number(Double(v), int: v) }
    static func float(_ v: Double) -> Value { .number(v, int: nil) }
    static func view<V: View>(_ v: V) -> Value { .views([AnyView(v)]) }

    /// What the value is, for messages: "a number", "a view".
    var kind: String {
        switch self {
        case .number: return "a number"
        case .bool: return "a Bool"
        case .string: return "a string"
        case .none: return "nil"
        case .void: return "nothing"
        case .views, .text, .image, .shape, .color: return "a view"
        case .instance(let i):
            if i.isView { return "a view" }
            // A UIKit class (`ChatViewController: UIViewController`), which Plumb does not draw.
            if let superclass = i.type.conformances.first, superclass.hasPrefix("UI") {
                return "'\(i.type.name)', a UIKit \(superclass) (Plumb draws SwiftUI views, not UIKit's)"
            }
            return "an instance of '\(i.type.name)'"
        case .path: return "a path"
        case .style: return "a style"
        case .symbol(let name, _, _): return "'.\(name)'"
        case .font: return "a font"
        case .horizontal, .vertical, .alignment: return "an alignment"
        case .edges: return "an edge set"
        case .axes, .axis: return "an axis"
        case .unitPoint: return "a unit point"
        case .size: return "a size"
        case .point: return "a point"
        case .rect: return "a rectangle"
        case .insets: return "edge insets"
        case .gridItem: return "a grid item"
        case .array: return "an array"
        case .range: return "a range"
        case .closure: return "a closure"
        case .keyPath: return "a key path"
        case .proxy: return "a geometry proxy"
        case .dimensions: return "view dimensions"
        case .type(let name): return "the type '\(name)'"
        case .opaque(let d): return "'\(d)'"
        case .foundation(let f): return "a " + Interpreter.foundationTypeName(of: f)
        case .enumCase(let e): return "'.\(e.name)'"
        case .tuple: return "a tuple"
        case .dictionary: return "a dictionary"
        case .stub(let text): return "'\(text)' (a stub)"
        case .proposal: return "a proposed size"
        case .subviews: return "subviews"
        case .subview: return "a subview"
        case .spacing: return "view spacing"
        }
    }
}

/// A closure with the scope it was written in.
struct ClosureValue {
    let closure: Closure
    let scope: Scope
    /// Given for a `@ViewBuilder` parameter: calling it builds views from every statement,
    /// not the value of the last.
    var isViewBuilder = false
    /// The function it is, where it is one (a local `func`, a file-level function passed by
    /// name): its parameters' types type the arguments.
    var function: FunctionDecl? = nil
}

/// A user struct's or class's value: its declaration and its properties' values.
final class Instance {
    let type: TypeDecl
    var properties: [String: Value]
    /// A failable initializer (`init?`) returned nil: the call's value is nil.
    var failedInitialization = false
    /// The types its generic parameters stand for, as its initializer's arguments give them
    /// (`BoolSettingView<SettingKey>(.liveConversion)`: `SettingKey` is `LiveConversionInputMode`).
    var genericTypes: [String: String] = [:]

    init(type: TypeDecl, properties: [String: Value]) {
        self.type = type
        self.properties = properties
    }

    var isView: Bool { type.isView }
}

/// A case of a user enum: `.detail(id: 3)`.
struct EnumValue {
    let type: TypeDecl
    let name: String
    let values: [(label: String?, value: Value)]
}

/// Names visible at a point of evaluation: local bindings, then the enclosing struct's
/// members (implicit `self`), then the file's declarations.
final class Scope {
    let parent: Scope?
    /// The instance whose members are in scope (`self`).
    let instance: Instance?
    /// `self` when it is not an instance: an enum case, or the receiver of an extension of a
    /// built-in type (`extension Text { func styled() ... }`).
    let selfValue: Value?
    private var names: [String: Value] = [:]

    init(parent: Scope?, instance: Instance? = nil, selfValue: Value? = nil) {
        self.parent = parent
        if case .instance(let i)? = selfValue {
            self.instance = i
        } else {
            self.instance = instance ?? (selfValue == nil ? parent?.instance : nil)
        }
        self.selfValue = selfValue ?? instance.map { .instance($0) } ?? parent?.selfValue
    }

    func bind(_ name: String, _ value: Value) { names[name] = value }

    /// The types local names were declared with (`var d: [String: (count: Int, date: Date)]`).
    private var declared: [String: TypeName] = [:]

    /// Notes the type `name` is declared with here.
    func declare(_ name: String, _ type: TypeName) { declared[name] = type }

    /// The type the local `name` was declared with, where the scope that binds it says one.
    func declaredType(_ name: String) -> TypeName? {
        if names[name] != nil { return declared[name] }
        return parent?.declaredType(name)
    }

    /// Sets an existing local name, in this scope or an enclosing one; false when none has it.
    func assign(_ name: String, _ value: Value) -> Bool {
        if names[name] != nil {
            names[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    func lookup(_ name: String) -> Value? {
        if let v = names[name] { return v }
        return parent?.lookup(name)
    }

    /// `name` bound in this scope or an enclosing one below `root` (the file's scope): a
    /// local, which shadows `self`'s members, as they shadow the file's declarations.
    func lookup(_ name: String, below root: Scope) -> Value? {
        if self === root { return nil }
        if let v = names[name] { return v }
        return parent?.lookup(name, below: root)
    }
}

extension Value {
    /// The number of elements of the range `lo..<hi`, checked: nil where it does not fit in
    /// `Int` (`Int.min..<Int.max`), 0 for an empty or reversed one.
    static func count(_ lo: Int, _ hi: Int) -> Int? {
        let (n, overflow) = hi.subtractingReportingOverflow(lo)
        return overflow ? nil : max(n, 0)
    }

    /// The count of `lo..<hi` for messages: the number, or "more than Int.max".
    static func countText(_ lo: Int, _ hi: Int) -> String {
        count(lo, hi).map { "\($0)" } ?? "more than \(Int.max)"
    }
}
