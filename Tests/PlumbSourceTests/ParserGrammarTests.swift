import Foundation
import Testing

@testable import PlumbSource

/// Grammar the compiler accepts that Plumb's parser once rejected or misread (found by
/// ``ParserOracleTests``), each with the exact tree it parses to, written compactly by
/// ``shape(_:)-(Expr)``.
struct ParserGrammarTests {
    /// The declarations of `code`.
    func parsed(_ code: String) throws -> [Decl] {
        try SourceReader.parse(SourceFile(name: "T.swift", text: code))
    }

    /// The top-level statements of `code`, as shapes.
    func statements(_ code: String) throws -> [String] {
        try parsed(code).map { decl in
            switch decl {
            case .statement(let s): return shape(s)
            case .variable(let p): return "let \(p.name) = \(p.value.map(shape) ?? "")"
            default: return "declaration"
            }
        }
    }

    /// The stored and computed properties of the first type in `code`: `name = value` or
    /// `name { computed }`, with the type's text when written.
    func properties(_ code: String) throws -> [String] {
        guard case .type(let type)? = try parsed(code).first else { return [] }
        return type.properties.map { p in
            var text = p.name
            if let t = p.type { text += ": \(t.text)" }
            if let v = p.value { text += " = \(shape(v))" }
            if p.body != nil { text += " { computed }" }
            return text
        }
    }

    func shape(_ s: Stmt) -> String {
        switch s {
        case .expression(let e): return shape(e)
        case .returnValue(let e, _): return "return \(e.map(shape) ?? "")"
        case .binding(let name, _, let value, _): return "let \(name) = \(value.map(shape) ?? "")"
        case .guardElse(let conditions, _, _): return "guard \(conditions.count) conditions"
        case .switchCase(let subject, let cases, _): return "switch \(shape(subject)) \(cases.count) cases"
        case .ifElse(_, let then, _, _): return "if { \(then.map(shape).joined(separator: "; ")) }"
        default: return "\(s)"
        }
    }

    func shape(_ e: Expr) -> String {
        switch e {
        case .identifier(let n, _): return n
        case .implicitMember(let n, _): return ".\(n)"
        case .dollar(let n, _): return "$\(n)"
        case .member(let base, let n, _): return "\(shape(base)).\(n)"
        case .call(let f, let args, _): return "\(shape(f))(\(args.map(shape).joined(separator: ", ")))"
        case .closure(let c): return "{\(c.body.map(shape).joined(separator: "; "))}"
        case .string(let parts, _):
            return "\"" + parts.map { if case .text(let t) = $0 { t } else { "\\(...)" } }.joined() + "\""
        case .integer(let v, _): return "\(v)"
        case .bool(let v, _): return "\(v)"
        case .type(let t, _): return "type \(t.text)"
        case .keyPath(let path, _): return "\\.\(path.joined(separator: "."))"
        case .assign(let op, let l, let r, _): return "\(shape(l)) \(op) \(shape(r))"
        case .binary(let op, let l, let r, _): return "(\(shape(l)) \(op) \(shape(r)))"
        default: return "\(e)"
        }
    }

    func shape(_ a: Argument) -> String { (a.label.map { "\($0): " } ?? "") + shape(a.value) }

    @Test("an expression pattern takes any operator tighter than the ternary: case a ?? false || b == .c: (openedx)")
    func expressionPatternOperators() throws {
        let code = """
            enum S { case start, other }
            struct B { var complete: Bool?; var status: S; var n: Int }
            func kind(_ block: B) -> String {
                switch true {
                case block.complete ?? false || block.status == .start: return "done"
                case block.n > 5 && block.n < 9: return "mid"
                default: return "other"
                }
            }
            func cast <T> (_ x: T) -> Int {
                switch x {
                case let i as Int: return i
                case is String: return 1
                case 0..<5 where true: return 2
                default: return 0
                }
            }
            Text(kind(B(complete: nil, status: .start, n: 1)) + kind(B(complete: false, status: .other, n: 7)) + String(cast(3)))
            """
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "donemid3" in Ahem 17.
        #expect(abs((frame(r, "@root")?.width ?? 0) - 8 * 17) < 0.01)
    }

    @Test("a generic argument list may close inside a longer operator: ?> !> ?>> >? >! >>")
    func genericClosers() throws {
        let props = try properties(
            """
            struct S {
                var a: Binding<Result<Int, Error>?>
                var b: Array<Optional<Int>!>
                var c: Array<Array<Int?>>?
                var d: Array<Set<Int>>!
                var e: Array<Array<Int?>?>
            }
            """)
        #expect(
            props == [
                "a: Binding<Result<Int, Error>?>", "b: Array<Optional<Int>!>", "c: Array<Array<Int?>>?",
                "d: Array<Set<Int>>!", "e: Array<Array<Int?>?>",
            ])
        #expect(try statements("f(Array<Optional<Int>?>())") == ["f(type Array<Optional<Int>?>())"])
    }

    @Test(
        "whitespace before a generic argument list does not matter, as in swiftc: Expression <UInt64> (\"id\") is a call of a generic type; a < b && b > (a) is comparisons"
    )
    func spacedGenericArguments() throws {
        #expect(
            try statements("let quarks = Expression <UInt64>    (\"quarks\")") == [
                "let quarks = type Expression <UInt64>(\"quarks\")"
            ])
        #expect(try statements("f(a < b && b > (a))") == ["f(((a < b) && (b > a)))"])
    }

    @Test(
        "in a condition, a closure followed by ',' or 'where' trails its call, as swiftc decides: if a.contains { p in p > 1 }, b { }"
    )
    func trailingClosureBeforeComma() throws {
        #expect(try statements("if a.contains { p in p > 1 }, b {\n    f()\n}").count == 1)
        // A `{` whose next token starts a line opens the body: the condition is `a.contains`.
        #expect(try statements("if a.contains {\n    f()\n}").count == 1)
    }

    @Test(
        "an optional function called with a trailing closure: self.callback? { done() }, handler! { } (WeatherXM's scroller)"
    )
    func trailingClosureAfterOptionalChain() throws {
        #expect(try statements("self.refreshCallback? {\n    continuation.resume()\n}").count == 1)
        #expect(try statements("handler! { f() }").count == 1)
    }

    @Test("a backquoted keyword is a name: return `default`, .`default`, `in` as a label and a parameter")
    func backquotedKeywords() throws {
        #expect(try statements("return `default`") == ["return default"])
        #expect(try statements("f(`in`: `self`, .`default`)") == ["f(in: self, .default)"])
        #expect(try statements("`default`.run()") == ["default.run()"])
        #expect(try statements("let `var` = `class`") == ["let var = class"])
        guard case .function(let f)? = try parsed("func pick(`for` `in`: Int) { `in` }").first else {
            Issue.record("not a function")
            return
        }
        #expect(f.parameters.map { "\($0.label ?? "_") \($0.name)" } == ["for in"])
        #expect(f.body.map { $0.map(shape) } == ["in"])
        let cases = try statements("switch m {\ncase .`default`: 1\ncase .`case`: 2\ndefault: 3\n}")
        #expect(cases == ["switch m 3 cases"])
    }

    @Test("a setter's access level may follow a space: private (set), public private (set), internal (set)")
    func setterAccessWithSpace() throws {
        let props = try properties(
            """
            class Store {
                private (set) var a = 1
                public private (set) var b = 2
                internal (set) public var c = 3
                fileprivate(set) var d = 4
                nonisolated (unsafe) var e = 5
            }
            """)
        #expect(props == ["a = 1", "b = 2", "c = 3", "d = 4", "e = 5"])
        // After a space, only a setter's or reference's detail belongs to the modifier.
        #expect(try statements("unowned (x)") == ["unowned(x)"])
    }

    @Test("a { on the line after a call is its trailing closure, as in Swift; in a condition it opens the body")
    func trailingClosureOnTheNextLine() throws {
        #expect(try statements("Button(action: go)\n{\n    Text(\"Go\")\n}") == ["Button(action: go, {Text(\"Go\")})"])
        #expect(try statements("items.sorted\n{ $0 < $1 }") == ["items.sorted({($0 < $1)})"])
        #expect(try statements("if ready\n{\n    go()\n}") == ["if { go() }"])
        #expect(try statements("if items.isEmpty\n{ go() }") == ["if { go() }"])
        // Labelled closures may follow on the next lines too, but never `default:`.
        #expect(
            try statements("Button\n{ tap() }\nlabel: { Text(\"x\") }") == ["Button({tap()}, label: {Text(\"x\")})"])
        #expect(
            try statements(".sheet(isPresented: $shown) { Text(\"a\") } onDismiss: { close() }")
                == [".sheet(isPresented: $shown, {Text(\"a\")}, onDismiss: {close()})"])
    }

    @Test("observers after a value, on the same line or the next, keep a property stored")
    func observersAfterAValue() throws {
        let props = try properties(
            """
            struct S {
                var a = source { didSet { changed() } }
                var b: Bool = false
                {
                    willSet { }
                }
                var c: Int { 3 }
            }
            """)
        #expect(props == ["a = source", "b: Bool = false", "c: Int { computed }"])
    }

    @Test("types in expressions: ((A) -> B).self, @Sendable(Int) -> Void, \\.[id: x], \\.!, \\.?.name")
    func typesAndKeyPaths() throws {
        let functionTypes = try statements("f(((Int, String) -> Void).self)\nf((() async throws -> Int).self)")
        // A type's text drops the parentheses around it: the member is the `.self` of the type.
        #expect(functionTypes == ["f(type (Int, String) -> Void.self)", "f(type () async throws -> Int.self)"])
        #expect(try statements("let k = \\.[id: 1]") == ["let k = \\.[]"])
        #expect(try statements("let k = \\.!") == ["let k = \\.self"])
        // AmpFin's `ForEach(Array(lyrics.values), id: \.?.hashValue)`: one operator `.?.`.
        #expect(try statements("let k = \\.?.hashValue") == ["let k = \\.hashValue"])
        #expect(try statements("let k = \\.?.first!.count") == ["let k = \\.first.count"])
        // Trio's `ForEach(Array(data.items.enumerated()), id: \..offset)`: the lexer's `..`, an
        // empty component the compiler accepts (it prints the offsets, as `\.offset` does).
        #expect(try statements("let k = \\..offset") == ["let k = \\.offset"])
        guard
            case .typeAlias(_, let type, _)? = try parsed("typealias G = @MainActor @Sendable(inout Int) -> Void").first
        else {
            Issue.record("not a type alias")
            return
        }
        #expect(type.text == "@MainActor @Sendable(inout Int) -> Void")
    }

    @Test("contextual words and names: macro as a variable, func ==<T>, f(a: ) as a compound name, guard let (a, b): T")
    func contextualWords() throws {
        let macroUses = try statements("macro.running = true\nmacro = next")
        #expect(macroUses == ["macro.running = true", "macro = next"])
        guard case .function(let f)? = try parsed("func ==<T: Equatable>(a: T, b: T) -> Bool { true }").first else {
            Issue.record("not a function")
            return
        }
        #expect(f.name == "==")
        #expect(f.parameters.map(\.name) == ["a", "b"])
        // An initializer named with its labels keeps them (the one of those labels is called).
        #expect(try statements("let make = Item.init(name: )") == ["let make = Item.init(name:)"])
        #expect(try statements("let save = store.save(_:)") == ["let save = store.save"])
        #expect(try statements("guard let (a, b): (Int, Int) = pair else { return }") == ["guard 1 conditions"])
    }

    @Test("patterns: a qualified case across a line break, a range from a parenthesized bound")
    func patterns() throws {
        let code = """
            do {
            } catch Tree<Int>.Failure
                .recursive(let name)
            {
            }
            switch n {
            case (limit + 1)...max: 1
            case (let a, _): a
            }
            """
        guard case .statement(.doCatch(_, let catches, _))? = try parsed(code).first,
            case .statement(.switchCase(_, let cases, _))? = try parsed(code).last
        else {
            Issue.record("not a do and a switch")
            return
        }
        guard case .enumCase(let name, let elements, _)? = catches.first?.patterns.first else {
            Issue.record("not an enum case pattern: \(catches)")
            return
        }
        #expect(name == "recursive" && elements.count == 1)
        guard case .expression(let range)? = cases.first?.patterns.first, case .tuple? = cases.last?.patterns.first
        else {
            Issue.record("not an expression and a tuple pattern")
            return
        }
        #expect(shape(range) == "((limit + 1) ... max)")
    }

    @Test("contextual names: actor as a closure parameter, any before as!, a value generic, an accessor's attribute")
    func moreContextualWords() throws {
        #expect(try statements("run { actor in actor.counter }") == ["run({actor.counter})"])
        #expect(try statements("return any as! T").count == 1)
        guard case .function(let f)? = try parsed("func read<let count: Int, T>(_ t: T) {}").first else {
            Issue.record("not a function")
            return
        }
        #expect(f.parameters.map(\.name) == ["t"])
        let props = try properties("struct S { var span: Int { @_lifetime(borrow self) borrowing get { 1 } } }")
        #expect(props == ["span: Int { computed }"])
    }

    @Test(
        "an attribute's arguments after a space (Swift 5 mode), but not a parenthesized type the attribute marks, nor a ( on the next line"
    )
    func spacedAttributeArguments() throws {
        guard
            case .type(let type)? = try parsed(
                """
                struct S {
                    @FetchRequest (sortDescriptors: [], predicate: nil)
                    var hosts: FetchedResults<CHost>
                    var handler: @MainActor (Int) -> Void
                    func f(_ g: @MainActor (Int)) {}
                }
                """
            ).first
        else {
            Issue.record("not a type")
            return
        }
        #expect(type.properties.map(\.name) == ["hosts", "handler"])
        #expect(type.properties[0].attributes.first?.arguments?.map(\.label) == ["sortDescriptors", "predicate"])
        #expect(type.functions.first?.parameters.first?.type.text.contains("Int") == true)
    }

    @Test("return takes an expression on the next line as its value, not a statement or a declaration there")
    func returnOnTheNextLine() throws {
        let code = """
            func a() -> Int {
                return
                    f(1)
            }
            func b() {
                return
                let x = 1
            }
            func c() {
                if x { return }
                return
            }
            """
        let functions = try parsed(code).compactMap { d -> FunctionDecl? in
            if case .function(let f) = d { return f }
            return nil
        }
        #expect(functions.count == 3)
        guard case .returnValue(let value?, _)? = functions[0].body?.first else {
            Issue.record("a's return has no value")
            return
        }
        #expect(shape(value) == "f(1)")
        guard case .returnValue(nil, _)? = functions[1].body?.first else {
            Issue.record("b's return took a value")
            return
        }
        #expect(functions[1].body?.count == 2)
    }

    @Test(
        "a type's generic arguments and its .Type on the next line, and a local property wrapper named through its enclosing type (set AE: WooCommerce's selectors, Threema's EntityDestroyer and MessageDraftStore, which stopped their files)"
    )
    func typeTailsOnNextLineAndQualifiedLocalWrapper() throws {
        let props = try properties(
            """
            final class Host {
                private lazy var selector: Selector
                    <Int, String> = { Selector() }()
            }
            """)
        #expect(props == ["selector: Selector\n        <Int, String> = {Selector()}()"])
        guard case .function(let f)? = try parsed("func kind(of type: (some Any)\n    .Type) -> Int { 1 }").first else {
            Issue.record("not a function")
            return
        }
        #expect(f.parameters.map { "\($0.name): \($0.type.text)" } == ["type: (some Any)\n    .Type"])
        guard
            case .function(let g)? = try parsed(
                "func save() {\n    for k in keys {\n        @Drafts.Draft(key: k) var draft\n        draft = k\n    }\n}"
            ).first,
            case .forIn(_, _, _, let body, _)? = g.body?.first
        else {
            Issue.record("not a function with a loop")
            return
        }
        #expect(body.count == 2)
        // A wrapped local is a declaration that keeps its wrapper.
        guard case .declaration(.variable(let draft), _)? = body.first else {
            Issue.record("not a variable: \(String(describing: body.first))")
            return
        }
        #expect(draft.name == "draft")
        #expect(draft.wrapper?.name == "Draft")
    }
}
