import Foundation
import PlumbCore

extension Interpreter {
    /// `base.name` (not called).
    func member(_ name: String, of base: Value, at offset: Int) throws(Diagnostic) -> Value {
        switch base {
        case .type(let typeName):
            return try staticMember(typeName, name, at: offset)
        case .instance(let instance):
            if let v = instance.properties[name] { return v }
            if let p = instance.type.properties.first(where: { $0.name == name }) {
                return try computedProperty(p, of: instance, at: offset)
            }
        case .proxy(let proxy):
            switch name {
            case "size": return .size(proxy.size)
            case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
            default: break
            }
        case .size(let s):
            switch name {
            case "width": return .float(Double(s.width))
            case "height": return .float(Double(s.height))
            default: break
            }
        case .point(let p):
            switch name {
            case "x": return .float(Double(p.x))
            case "y": return .float(Double(p.y))
            default: break
            }
        case .rect(let r):
            let values: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX,
                "minY": r.minY, "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = values[name] { return .float(Double(v)) }
            if name == "size" { return .size(r.size) }
            if name == "origin" { return .point(r.origin) }
        case .insets(let i):
            let values: [String: CGFloat] = ["top": i.top, "leading": i.leading, "bottom": i.bottom, "trailing": i.trailing]
            if let v = values[name] { return .float(Double(v)) }
        case .dimensions(let d):
            switch name {
            case "width": return .float(Double(d.width))
            case "height": return .float(Double(d.height))
            default: break
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .range(0, items.count)
            default: break
            }
        case .range(let lo, let hi):
            switch name {
            case "count": return .int(hi - lo)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(hi)
            default: break
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            default: break
            }
        case .opaque("UIScreen.main"):
            if name == "bounds" {
                warn("UIScreen.main.bounds is the canvas here; prefer GeometryReader or containerRelativeFrame", at: offset)
                return .rect(CGRect(origin: .zero, size: canvas))
            }
        case .symbol(let s, nil, let at):
            // `.red.opacity` without a call is not a value; `.infinity` members are not either.
            throw error("'.\(s)' has no member '\(name)' here", at: at)
        default:
            break
        }
        throw error("\(base.kind) has no member '\(name)'", at: offset)
    }

    /// `Type.name`: colours, fonts, alignments, constants.
    func staticMember(_ type: String, _ name: String, at offset: Int) throws(Diagnostic) -> Value {
        let symbol = Value.symbol(name, arguments: nil, at: offset)
        switch type {
        case "Color", "ShapeStyle": return .color(try color(symbol, at: offset))
        case "Font": return .font(try font(symbol, at: offset))
        case "HorizontalAlignment": return .horizontal(try horizontal(symbol, at: offset))
        case "VerticalAlignment": return .vertical(try vertical(symbol, at: offset))
        case "Alignment": return .alignment(try alignment(symbol, at: offset))
        case "UnitPoint": return .unitPoint(try unitPoint(symbol, at: offset))
        case "Axis": return .axis(try axis(symbol, at: offset))
        case "Edge": if name == "Set" { return .type("Edge.Set") }
        case "Edge.Set": return .edges(try edges(symbol, at: offset))
        case "CGFloat", "Double", "Float":
            switch name {
            case "infinity": return .float(.infinity)
            case "pi": return .float(.pi)
            case "zero": return .float(0)
            case "greatestFiniteMagnitude": return .float(.greatestFiniteMagnitude)
            default: break
            }
        case "CGSize", "CGPoint", "CGRect", "EdgeInsets":
            if name == "zero" {
                switch type {
                case "CGSize": return .size(.zero)
                case "CGPoint": return .point(.zero)
                case "CGRect": return .rect(.zero)
                default: return .insets(EdgeInsets())
                }
            }
        case "UIScreen":
            if name == "main" { return .opaque("UIScreen.main") }
        case "ContentMode", "TextAlignment":
            return symbol
        default:
            if let s = structs[type], let p = s.properties.first(where: { $0.name == name && $0.isStatic }), let v = p.value {
                return try bindingValue(try evaluate(v, in: globals), type: p.type)
            }
        }
        throw error("type '\(type)' has no member '\(name)'", at: offset)
    }

    /// `Type.name(...)`: `Font.system(size:)`, `Font.custom(_:size:)`.
    func staticCall(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        switch (type, name) {
        case ("Font", "system"), ("Font", "custom"):
            return .font(try fontFunction(name, &args, at: offset))
        default:
            throw error("type '\(type)' has no function '\(name)'", at: offset)
        }
    }

    /// `base[arguments]`: view dimensions by guide, array elements.
    func subscriptValue(_ base: Value, _ args: Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        guard let entry = args.entries.first, args.entries.count == 1 else {
            throw error("expected one subscript argument", at: offset)
        }
        switch base {
        case .dimensions(let d):
            let explicit = entry.label == "explicit"
            guard entry.label == nil || explicit else { throw error("unknown subscript label '\(entry.label!)'", at: entry.offset) }
            let value: CGFloat?
            switch try guide(entry.value, in: scope, at: entry.offset) {
            case .horizontal(let h): value = explicit ? d[explicit: h] : d[h]
            case .vertical(let v): value = explicit ? d[explicit: v] : d[v]
            }
            return value.map { .float(Double($0)) } ?? .none
        case .array(let items):
            let i = try int(entry.value, at: entry.offset)
            guard items.indices.contains(i) else { throw error("index \(i) is out of range (0..<\(items.count))", at: entry.offset) }
            return items[i]
        default:
            throw error("cannot subscript \(base.kind)", at: offset)
        }
    }

    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// An alignment guide: `.leading`, `.top`, `HorizontalAlignment.center`; `.center` means
    /// the axis of the guide being computed.
    func guide(_ v: Value, in scope: Scope, at offset: Int) throws(Diagnostic) -> Guide {
        switch v {
        case .horizontal(let h): return .horizontal(h)
        case .vertical(let a): return .vertical(a)
        case .symbol("center", nil, _):
            if case .axis(.vertical)? = scope.lookup("guide axis") { return .vertical(.center) }
            return .horizontal(.center)
        case .symbol(let name, nil, let at):
            if ["leading", "trailing"].contains(name) { return .horizontal(try horizontal(v, at: at)) }
            return .vertical(try vertical(v, at: at))
        default:
            throw error("expected an alignment guide, found \(v.kind)", at: offset)
        }
    }
}
