import PlumbCore

/// Typical data the app writes itself: a model made from literals somewhere in the module.
///
/// A view drawn without a preview is given stub data: a model's `String` is its property's
/// name and its numbers 0, which lays text out like data but makes arithmetic meaningless
/// (Bean Juice's brew screen divides the water by a ratio of 0: "-nan g"). Apps often spell
/// their typical data out (a view model's `let brewMethods: [Method] = [Method(name:
/// .aeropress, maxWaterAmount: 230, ...), ...]`, a catalogue of plans, a list of presets).
/// When a model type has no sample of its own (`static let mock`), its first construction
/// whose arguments are all literals, in source order, stands for it; a list of it, the first
/// array literal made only of such constructions. Not for a type with a default of its own
/// (`Style()`, every parameter defaulted), a view model (an observable class, whose literal
/// is its empty start) or a construction of mostly empty values (`static let empty`). Each
/// type's sample is found once and is the same value wherever a stub of the type is asked for.
extension Interpreter {
    /// The first instance of `type` the module builds from literals only, if any (cached).
    func literalSample(of type: TypeDecl, list: Bool) -> Value? {
        // A type that can be made with no arguments (`VoteButtonStyle()`, every parameter
        // defaulted) has a typical value of its own: its default.
        if !list, Interpreter.hasDefaultInstance(type) { return nil }
        // A view model's literal (`WarningsComponentModel(preGrouped: [])`) is its empty start,
        // not data: it stays typical data.
        if Interpreter.isObservableClass(type: type) { return nil }
        let key = (list ? "[" : "") + typeKey(of: type)
        if let cached = literalSamples[key] { return cached }
        literalSamples[key] = .some(nil)  // a sample that builds its own type: none
        var found: Value?
        for site in literalSites(of: type, list: list) {
            let mark = noteMark
            guard let value = try? evaluate(site, in: globals), noteMark.stubs == mark.stubs else {
                rollBack(to: mark)
                continue
            }
            if Interpreter.isSample(value, of: type, list: list) {
                found = value
                break
            }
            rollBack(to: mark)
        }
        literalSamples[key] = .some(found)
        return found
    }

    /// Whether `type` can be made with no arguments: an initializer whose parameters all have
    /// defaults, or none declared and every stored property given an initial value.
    static func hasDefaultInstance(_ type: TypeDecl) -> Bool {
        if !type.initializers.isEmpty {
            return type.initializers.contains { f in f.parameters.allSatisfy { $0.defaultValue != nil } }
        }
        return type.properties.allSatisfy {
            $0.isStatic || $0.body != nil || $0.value != nil || $0.type?.isOptional == true
        }
    }

    /// Whether `value` is an instance of `type` (or, for a list, a non-empty array of them).
    static func isSample(_ value: Value, of type: TypeDecl, list: Bool) -> Bool {
        func isInstance(_ v: Value) -> Bool {
            if case .instance(let i) = v { return i.type.offset == type.offset }
            return false
        }
        if list {
            guard case .array(let items) = value, !items.isEmpty else { return false }
            return items.allSatisfy(isInstance)
        }
        return isInstance(value)
    }

    /// The module's `Type(...)` calls whose arguments are literals (for a list, the array
    /// literals made only of them), in source order.
    private func literalSites(of type: TypeDecl, list: Bool) -> [Expr] {
        if literalSiteIndex == nil { literalSiteIndex = buildLiteralSiteIndex() }
        return (list ? literalSiteIndex?.lists[type.name] : literalSiteIndex?.single[type.name]) ?? []
    }

    /// Every literal construction of the module by the type name it calls, and every array
    /// literal made only of constructions of one name: one walk, however many types ask.
    private func buildLiteralSiteIndex() -> (single: [String: [Expr]], lists: [String: [Expr]]) {
        var single: [String: [Expr]] = [:]
        var lists: [String: [Expr]] = [:]
        func construction(_ e: Expr) -> String? {
            guard case .call(.identifier(let name, _), let args, _) = e, name.first?.isUppercase == true,
                !args.isEmpty, args.allSatisfy({ Interpreter.isLiteral($0.value) }),
                // Mostly empty values (`static let empty = BookMetadata(created: nil, title: "",
                // ...)`) are a placeholder, not data.
                args.filter({ Interpreter.isEmptyLiteral($0.value) }).count * 2 <= args.count
            else { return nil }
            return name
        }
        func visit(_ e: Expr) {
            if let name = construction(e) {
                single[name, default: []].append(e)
            } else if case .array(let items, _) = e, let first = items.first.flatMap(construction),
                items.dropFirst().allSatisfy({ construction($0) == first })
            {
                lists[first, default: []].append(e)
            }
        }
        for owner in distinctTypes where owner.kind != .protocolType {
            for p in owner.properties { SyntaxWalk.expressions(in: .variable(p), visit) }
            for f in owner.functions + owner.initializers { SyntaxWalk.expressions(in: .function(f), visit) }
        }
        for overloads in functions.values {
            for f in overloads { SyntaxWalk.expressions(in: .function(f), visit) }
        }
        for key in single.keys { single[key]!.sort { $0.offset < $1.offset } }
        for key in lists.keys { lists[key]!.sort { $0.offset < $1.offset } }
        return (single, lists)
    }

    /// Whether `e` is an empty literal: `nil`, `""`, `[]`, `[:]`, `0` or `false`.
    static func isEmptyLiteral(_ e: Expr) -> Bool {
        switch e {
        case .nilLiteral, .integer(0, _), .float(0, _), .bool(false, _): return true
        case .string(let segments, _): return segments.allSatisfy { if case .text("") = $0 { true } else { false } }
        case .array(let items, _): return items.isEmpty
        case .dictionary(let pairs, _): return pairs.isEmpty
        default: return false
        }
    }

    /// Whether `e` is a literal: a number, a string without interpolation, a Boolean, `nil`,
    /// an implicit member (`.aeropress`, `.init(1)` of literals), a type's static member
    /// (`Color.red`), or an array or dictionary of literals.
    static func isLiteral(_ e: Expr) -> Bool {
        switch e {
        case .integer, .float, .bool, .nilLiteral, .implicitMember: return true
        case .string(let segments, _):
            return segments.allSatisfy { if case .text = $0 { true } else { false } }
        case .prefix("-", let x, _): return isLiteral(x)
        case .array(let items, _): return items.allSatisfy(isLiteral)
        case .dictionary(let pairs, _): return pairs.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
        case .call(.implicitMember, let args, _): return args.allSatisfy { isLiteral($0.value) }
        case .member(.identifier(let type, _), _, _): return type.first?.isUppercase == true
        default: return false
        }
    }
}
