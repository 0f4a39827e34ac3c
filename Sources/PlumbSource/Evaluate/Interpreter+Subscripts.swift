import Foundation
import PlumbCore

extension Interpreter {
    /// `base[arguments]`: view dimensions by guide, array elements.
    func subscriptValue(_ base: Value, _ args: Arguments, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        // `value[keyPath: path]`: the member the key path names (`\.title`, `\.data.title`).
        if args.entries.count == 1, args.entries[0].label == "keyPath", case .keyPath(let path) = args.entries[0].value
        {
            var value = base
            for name in path where name != "self" { value = try member(name, of: value, at: offset) }
            return value
        }
        // A user type's subscript: the one whose labels the arguments have (`self[row: 1,
        // col: 2]`, `self[item]`), with as many arguments as it takes.
        if case .instance(let instance) = base, !instance.type.subscripts.isEmpty {
            let labels = args.entries.map(\.label)
            let f =
                instance.type.subscripts.first(where: { $0.parameters.map(\.label) == labels })
                ?? instance.type.subscripts[0]
            var a = args
            return try callFunction(f, on: base, &a, at: offset)
        }
        // `LaunchOptions[option]`: a static subscript of a type of the files (or one an
        // extension adds to a library type), with the arguments' labels.
        if case .type(let typeName) = base {
            let declared = (types[typeName]?.subscripts ?? []) + (builtinExtensions[typeName]?.subscripts ?? [])
            let statics = declared.filter(\.isStatic)
            if !statics.isEmpty {
                let labels = args.entries.map(\.label)
                let f = statics.first(where: { $0.parameters.map(\.label) == labels }) ?? statics[0]
                var a = args
                return try callFunction(f, on: base, &a, at: offset)
            }
        }
        // A subscript an extension adds to a library type (`extension String { subscript
        // (offset: Int) -> Character }`, `extension Array { subscript(safe i: Int) }`): the one
        // with the arguments' labels, of the kind given (a range for `CountableRange<Int>`, a
        // number for `Int`).
        if let typeName = builtinTypeName(of: base), let ext = builtinExtensions[typeName], !ext.subscripts.isEmpty {
            let isNative: Bool = if case .array = base { args.entries.allSatisfy { $0.label == nil } } else { false }
            let fitting =
                isNative ? [] : ext.subscripts.filter { $0.parameters.map(\.label) == args.entries.map(\.label) }
            func fits(_ f: FunctionDecl) -> Bool {
                zip(f.parameters, args.entries).allSatisfy { p, e in
                    switch e.value {
                    case .range: return p.type.text.contains("Range")
                    case .number: return !p.type.text.contains("Range")
                    // String's own indices and ranges of them are the library's subscripts.
                    case .foundation: return false
                    default: return true
                    }
                }
            }
            if let f = fitting.first(where: fits) {
                var a = args
                return try callFunction(f, on: base, &a, at: offset)
            }
        }
        guard let entry = args.entries.first, args.entries.count == 1 || args.entries.last?.label == "default" else {
            throw error("expected one subscript argument", at: offset)
        }
        if let v = try stringIndexSubscript(base, entry.value, at: entry.offset) { return v }
        switch base {
        case .proxy(let proxy):
            // `proxy[anchor]`: an anchor (kept in canvas coordinates) in the proxy's frame.
            let origin = proxy.frame(in: .global).origin
            switch entry.value {
            case .rect(let r): return .rect(r.offsetBy(dx: -origin.x, dy: -origin.y))
            case .point(let p): return .point(CGPoint(x: p.x - origin.x, y: p.y - origin.y))
            default: throw error("expected an anchor, found \(entry.value.kind)", at: entry.offset)
            }
        case .dimensions(let d):
            let explicit = entry.label == "explicit"
            guard entry.label == nil || explicit else {
                throw error("unknown subscript label '\(entry.label!)'", at: entry.offset)
            }
            let value: CGFloat?
            switch try guide(entry.value, in: scope, at: entry.offset) {
            case .horizontal(let h): value = explicit ? d[explicit: h] : d[h]
            case .vertical(let v): value = explicit ? d[explicit: v] : d[v]
            }
            return value.map { .float(Double($0)) } ?? .none
        case .array(let items):
            if case .range(let lo, let hi, _) = entry.value {
                guard lo >= 0, hi <= items.count else {
                    throw error("range \(lo)..<\(hi) is out of bounds (0..<\(items.count))", at: entry.offset)
                }
                return .array(Array(items[lo..<hi]))
            }
            let i = try int(entry.value, at: entry.offset)
            guard items.indices.contains(i) else {
                throw error("index \(i) is out of range (0..<\(items.count))", at: entry.offset)
            }
            return items[i]
        case .dictionary(let pairs):
            for pair in pairs where try equal(pair.key, entry.value) { return pair.value }
            if let fallback = args.entries.first(where: { $0.label == "default" }) { return fallback.value }
            return .none
        case .stub(let text):
            return .stub(text + "[...]")
        case .foundation(let s as AttributedString):
            guard let part = attributedSubstring(s, entry.value) else {
                throw error("expected a range of the attributed string, found \(entry.value.kind)", at: entry.offset)
            }
            return part
        case .string(let text):
            // `text[range]` with a range Plumb could not compute (`text.range(of: "@")`): a stub
            // of the string, which reads as the string.
            if case .stub = entry.value { return .stub(text) }
            throw error("cannot subscript \(base.kind)", at: offset)
        case .subviews(let s):
            let i = try int(entry.value, at: entry.offset)
            guard s.indices.contains(i) else {
                throw error("subview \(i) is out of range (0..<\(s.count))", at: entry.offset)
            }
            return .subview(s[i])
        case .subview(let subview):
            // `subview[Rank.self]`: the layout value the subview set for a key the files
            // declare, or the key's `defaultValue`.
            guard case .type(let key) = entry.value else { throw error("cannot subscript a subview", at: offset) }
            if let value = subview.layoutValue(named: key) as? Value { return value }
            return try staticMember(key, "defaultValue", at: entry.offset)
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
