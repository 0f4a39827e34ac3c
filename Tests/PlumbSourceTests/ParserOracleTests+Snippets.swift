extension ParserOracleTests {
    /// Valid Swift that has tripped, or could trip, a hand-written parser: each must parse with
    /// the compiler (the test checks) and so with Plumb.
    static let snippets: [String] = [
        // Generic argument lists closing inside longer operators.
        ##"""
        struct Model {
            @Binding var result: Binding<Result<Int, Error>?>
            var nested: [String: Array<Set<Int>>] = [:]
            var maybe: Optional<Array<Int>>?
            var forced: Optional<Int>!
            var deep: Array<Array<Optional<Int>>>? = nil
            var meta = Array<Int>.self
            var metaType: Array<Int>.Type = Array<Int>.self
            let pair: (Array<Int>, Set<String>)
            var fn: (Optional<Int>) -> Array<Int>?
            var equal: Array<Int>=[]
            // A space before the `<` of a type's arguments (EasyCrypto's test mocks).
            var spaced: AnyPublisher <Int?, Error>!
            func fetch(id: String) -> Array <Set<Int>> { [] }
        }
        let a = Array<Optional<Int>>()
        let b = Dictionary<String, Array<Int>>()
        let c: Result<Optional<Int>, Never>? = nil
        let d = (Array<Int>(), Set<Int>())
        let e = [Optional<Int>]()
        func f(_ x: Binding<Result<String, Error>?>) {}
        func g() -> Array<Optional<Int>>! { nil }
        let h = x as? Array<Set<Int>>
        let i = Array<Int>?.none
        """##,
        // Backquoted keywords as names.
        ##"""
        enum Mode { case `default`, `private`, `func`, `self`, `Type` }
        struct S {
            var `default`: Mode { return .`default` }
            let `class` = 1
            func `switch`(`in` value: Int, `for` other: Int) -> Int { `in` + other }
            func pick() -> Mode {
                let `default` = Mode.`default`
                return `default`
            }
        }
        let m: Mode = .`default`
        let n = S().`switch`(in: 1, for: 2)
        let `var` = 3
        switch m {
        case .`default`: print("d")
        default: break
        }
        """##,
        // Access levels of setters, with and without a space.
        ##"""
        class Store {
            private (set) var a = 0
            private(set) var b = 0
            public private (set) var c = 0
            public internal(set) var d = 0
            fileprivate (set) var e = 0
            open internal (set) var f: Int = 0
            internal (set) public var g = 0
            package(set) public var h = 0
            nonisolated(unsafe) var i = 0
            static private (set) var j = 0
            @Published private (set) var k = 0
            unowned(unsafe) let l: Store
            unowned(safe) let m2: Store
            init() { l = Store(); m2 = Store() }
        }
        nonisolated(unsafe) var shared = 0
        """##,
        // Trailing closures, on the call's line and the next.
        ##"""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Button(action: { print("a") })
                    {
                        Text("Label")
                    }
                    Button { print("b") } label: { Text("b") }
                    Button {
                        print("c")
                    } label: {
                        Image(systemName: "c")
                    }
                    Text("sheet")
                        .sheet(isPresented: .constant(true)) {
                            Text("content")
                        } onDismiss: {
                            print("gone")
                        }
                        .onChange(of: 1) { old, new in }
                    ForEach(0..<3, id: \.self) { i in Text("\(i)") }
                    Menu {
                        Button("x") {}
                    } label: {
                        Label("Menu", systemImage: "ellipsis")
                    } primaryAction: {
                        print("p")
                    }
                }
            }
        }
        func run(_ work: () -> Void, then done: () -> Void) {}
        run {
        } then: {
        }
        let sorted = [3, 1].sorted
        { $0 < $1 }
        """##,
        // Optional binding, patterns, guards and loops.
        ##"""
        func f(x: Int?, y: Int?, e: E, values: [Int?], pairs: [(Int, String)]) async throws {
            if let x { print(x) }
            if let x, var y, x > 0 { y += x }
            guard let x = x, case .some(let z) = y else { return }
            guard case .a(let v) = e, v > 1 else { return }
            if case let .b(name, count) = e, count > 0 { print(name) }
            for case let v? in values { print(v) }
            for case .some(let v) in values where v > 2 { print(v) }
            for (i, (n, s)) in pairs.enumerated() { print(i, n, s) }
            let (a, b) = (1, 2)
            var (c, _) = (a, b)
            c += 1
            while let next = values.first, next != nil { break }
            repeat { c -= 1 } while c > 0
            outer: for i in 0..<3 {
                inner: while true { if i > 1 { break outer } else { continue outer } }
            }
            _ = z
            _ = try await g()
            let t = try? h()
            let u = try! h()
            print(t as Any, u)
        }
        enum E { case a(Int), b(String, count: Int) }
        func g() async throws -> Int { 1 }
        func h() throws -> Int { 1 }
        """##,
        // `#if` inside expressions, modifier chains and statements.
        ##"""
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("a")
                    #if os(iOS)
                    .padding()
                    #elseif os(macOS)
                    .padding(4)
                    #else
                    .bold()
                    #endif
                    .font(.title)
                #if DEBUG
                Text("debug")
                #endif
            }
            func f() -> Int {
                #if swift(>=5.9) && canImport(SwiftUI)
                return 1
                #else
                return 2
                #endif
            }
        }
        let list = [1, 2]
            #if DEBUG
            .map { $0 * 2 }
            #endif
        """##,
        // Regex literals, raw strings, multiline strings with interpolation.
        ####"""
        let r1 = /[a-z]+(\d+)/
        let r2 = #/a/b"c"/#
        let r3 = try Regex("x")
        let s1 = #"a "quoted" \n string \#(1 + 2)"#
        let s2 = ##"a "# b"##
        let name = "w"
        let s3 = """
            Hello \(name),
              "quoted" and \("nested \("deep")")
            line \
            continued
            """
        let s4 = #"""
            raw \(not) \#(name)
            """#
        let s5 = "a \(name.isEmpty ? "empty" : "not \("empty")") b"
        let s6 = "\(1, radix: 2)"
        let matched = "abc".contains(/b/)
        let divided = 6 / 2 / 3
        """####,
        // Opaque and existential types, ownership, builders on parameters.
        ##"""
        import SwiftUI
        protocol P { associatedtype A }
        func make() -> some View { Text("x") }
        func take(_ p: any P, _ q: some P, _ list: [any P], _ opt: (any P)?) {}
        func own(_ x: consuming String, _ y: borrowing String, _ z: inout Int, _ w: __owned String) {}
        struct Box<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            init(@ViewBuilder _ a: @escaping () -> Content, footer: @autoclosure () -> String) { content = a() }
            var body: some View { content }
        }
        func sendable(_ f: @Sendable @escaping () async -> Void) {}
        func isolatedTo(_ actor: isolated any Actor) {}
        let k: any Sequence<Int> = [1]
        let l: (some View)? = nil as Text?
        """##,
        // Where clauses, conditional conformance, generics.
        ##"""
        extension Array where Element == Int {
            func total() -> Int { reduce(0, +) }
        }
        extension Optional: CustomStringConvertible where Wrapped: CustomStringConvertible {
            public var description: String { "" }
        }
        struct Pair<A, B> where A: Hashable, B: Equatable {}
        func f<T, U>(_ t: T, _ u: U) -> Bool where T: Collection, U: Collection, T.Element == U.Element { true }
        protocol Q { associatedtype Item where Item: Equatable }
        func g<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
        func h<T: ~Copyable>(_ t: borrowing T) {}
        struct NC: ~Copyable {}
        typealias Handler<T> = (T) -> Void
        """##,
        // `if` and `switch` expressions.
        ##"""
        let x = 3
        let a = if x > 2 { "big" } else { "small" }
        let b: String =
            switch x {
            case 0: "zero"
            case 1...5: "few"
            default: "many"
            }
        func f() -> Int {
            if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
        }
        var c: Int { switch x { case let y where y > 1: y default: 0 } }
        let d = x > 1 ? (x > 2 ? "a" : "b") : "c"
        """##,
        // Macros, attributes, observable models.
        ##"""
        import SwiftUI
        import Observation
        @Observable
        final class Model {
            var count = 0
            @ObservationIgnored var cache: [Int] = []
        }
        @available(iOS 17, macOS 14, *)
        @MainActor
        struct V: View {
            @State private var model = Model()
            @Environment(\.dismiss) private var dismiss
            @AppStorage("key") var stored: Bool = false
            @AppStorage ("spaced") var spaced: Bool = false
            @FocusState private var focused: Bool
            var handler: (@MainActor (Int)) -> Void = { _ in }
            @available(*, deprecated, message: "old")
            var body: some View { Text("\(model.count)") }
        }
        #Preview("Light", traits: .sizeThatFitsLayout) {
            V()
        }
        #Preview(body: {
            V()
        })
        func style(_ signal: Int) -> Int {
            switch signal {
            case 5...: 0
            case (-60)...: 1
            case ...(-90): 2
            default: 3
            }
        }
        func key(_ type: KeyType) -> Int {
            switch type {
            case .ecdsa (let inEnclave) where inEnclave: 1
            case .ecdsa: 0
            case KeyType.rsa (let bits): bits
            }
        }
        #Preview {
            @Previewable @State var on = true
            Toggle("x", isOn: $on)
        }
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        let (v, s) = #stringify(1 + 2)
        @objc(MyClass) class K: NSObject { @objc dynamic var x = 0 }
        @_spi(Private) public func hidden() {}
        @resultBuilder enum Builder {
            static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
        }
        @Builder func built() -> Int { 1; 2 }
        @propertyWrapper struct Clamped { var wrappedValue: Int; init(wrappedValue: Int, to range: ClosedRange<Int>) { self.wrappedValue = wrappedValue } }
        struct W { @Clamped(to: 0...10) var level = 5 }
        """##,
        // Key paths, optional chains, concurrency.
        ##"""
        struct A { var b: B? }
        struct B { var c: [Int]! }
        let path = \A.b?.c!
        let path2: KeyPath<A, Int?> = \.b?.c.first
        let path3 = \[Int].count
        let path4 = \A.b!.c[0]
        let list = [A]().map(\.b)
        func load() async throws -> Int {
            async let x = work()
            async let y = work()
            let (p, q) = try await (x, y)
            let r = await withTaskGroup(of: Int.self) { group in
                for i in 0..<3 { group.addTask { i } }
                return await group.reduce(0, +)
            }
            let s = try? await work()
            return p + q + r + (s ?? 0)
        }
        func work() async throws -> Int { 1 }
        Task { @MainActor [weak model = Optional(1)] in print(model as Any) }
        Task.detached(priority: .low) { () async -> Void in }
        """##,
        // Operators, subscripts, failable initializers.
        ##"""
        infix operator <~> : AdditionPrecedence
        prefix operator √
        postfix operator %%
        precedencegroup Pow {
            higherThan: MultiplicationPrecedence
            associativity: right
            assignment: false
        }
        infix operator ** : Pow
        func <~> (a: Int, b: Int) -> Int { a + b }
        prefix func √ (x: Double) -> Double { x }
        postfix func %% (x: Int) -> Int { x }
        func ** (a: Int, b: Int) -> Int { a * b }
        struct M {
            subscript(i: Int) -> Int { get { i } set {} }
            subscript(row r: Int, col c: Int) -> Int { r + c }
            static subscript(key: String) -> String { key }
            subscript<T>(safe t: T) -> T? { t }
            init?(s: String) { if s.isEmpty { return nil } }
            init!(x: Int) {}
            init() {}
        }
        let z = 1 <~> 2 ** 3
        let y = √4.0
        let w = 5%%
        let v = M()[row: 1, col: 2] + M()[3]
        var q = [1, 2]
        q[0] += -q[1]
        let neg = -z, not = !true, bits = ~0 &+ 1 &<< 2
        let range = ...5, half = 1..., open = 0..<w
        """##,
        // Closures and capture lists.
        ##"""
        import Foundation
        final class C {
            var handler: (() -> Void)?
            func f() {
                handler = { [weak self] in self?.g() }
                handler = { [unowned self, x = 1] in self.g(); _ = x }
                handler = { [weak self] () -> Void in guard let self else { return }; self.g() }
                let sum = { (a: Int, b: Int) -> Int in a + b }
                let t: (Int, Int) -> Int = { $0 + $1 }
                let u = [1, 2].map { x -> String in "\(x)" }
                let v = [1].reduce(into: [:]) { result, x in result[x] = x }
                _ = sum(1, 2) + t(1, 2)
                _ = (u, v)
                _ = { () throws -> Int in 1 }
                _ = { @Sendable in }
                _ = { [self] in g() }
            }
            func g() {}
        }
        """##,
        // Errors: do/catch with patterns, typed throws.
        ##"""
        enum Failure: Error { case bad(code: Int), worse }
        func f() throws(Failure) -> Int { throw .worse }
        func g() throws(any Error) {}
        struct Handle { init(name: String) throws (Failure) {} }
        typealias Parse = (String) throws (Failure) -> Int
        func h() rethrows {}
        func run() {
            do {
                _ = try f()
            } catch .bad(let code) where code > 1 {
                print(code)
            } catch Failure.worse, Failure.bad {
            } catch let error as NSError {
                print(error)
            } catch {
                print(error)
            }
            do throws(Failure) { _ = try f() } catch { print(error) }
            defer { print("done") }
        }
        class NSError: Error {}
        """##,
        // Enums: associated values, raw values, indirect.
        ##"""
        enum Tree<T> {
            case leaf(T)
            indirect case node(left: Tree, right: Tree)
            case empty
        }
        indirect enum Expr { case num(Int), add(Expr, Expr) }
        enum Raw: String, CaseIterable, Codable { case a = "A", b, c = "see" }
        enum Num: Int { case one = 1, two, minus = -1 }
        enum Def { case x(Int = 0, y: String = "") }
        func walk(_ t: Tree<Int>) -> Int {
            switch t {
            case .leaf(let v), .node(left: .leaf(let v), right: _): return v
            case let .node(l, r): return walk(l) + walk(r)
            case .empty: return 0
            @unknown default: return -1
            }
        }
        func tuple(_ p: (Int, Int)) -> String {
            switch p {
            case (0, 0): "origin"
            case (let x, 0) where x > 0, (0, let x) where x > 0: "axis"
            case (_, _): "other"
            }
        }
        """##,
        // Declarations of every kind.
        ##"""
        import struct Foundation.Date
        @testable import Swift
        public actor Counter { var n = 0; func bump() { n += 1 } }
        distributed actor D {}
        protocol P: AnyObject, Sendable {
            var x: Int { get set }
            static var y: Int { get }
            func f() async throws -> Int
            init(x: Int)
            subscript(i: Int) -> Int { get }
            associatedtype A: Hashable = Int
        }
        final class K: P {
            var x: Int { didSet { print(oldValue) } willSet(new) { print(new) } }
            static var y: Int { 1 }
            lazy var z: Int = { 1 }()
            weak var w: K?
            func f() async throws -> Int { 1 }
            required init(x: Int) { self.x = x }
            convenience init() { self.init(x: 0) }
            deinit {}
            subscript(i: Int) -> Int { i }
            typealias A = Int
            class func cf() {}
            override var description: String { "" }
            var v: Int { _read { yield x } _modify { yield &x } }
        }
        extension K: CustomStringConvertible {}
        struct Gen<T> { let t: T; init(_ t: T) { self.t = t } }
        let items: [(name: String, age: Int)] = [("a", 1)]
        var (first, second): (Int, Int) = (1, 2)
        let tuple = (x: 1, y: 2)
        let label = tuple.x + tuple.1
        func variadic(_ xs: Int..., label: String = #function, file: StaticString = #file, line: UInt = #line) {}
        _ = #selector(K.cf)
        _ = #keyPath(K.x)
        _ = #fileID
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        """##,
        // Statements on one line, semicolons, labelled and odd forms.
        ##"""
        var x = 0; x += 1; if x > 0 { x -= 1 } else { x = 0 }
        switch x { case 0: break; case 1, 2: fallthrough; default: () }
        guard x >= 0 else { fatalError() }
        if #available(iOS 17, *) { print("new") } else if #unavailable(iOS 15) { print("old") }
        while x < 10 { x += 2 }
        let closure = { () in }
        closure()
        _ = x == 1 ? "one" : x == 2 ? "two" : "many"
        let isInt = x is Int
        let casted = x as Any as? Int ?? 0
        let optional: Int?? = .some(nil)
        print(optional!!, casted, isInt)
        let big = 1_000_000, hex = 0xFF, bin = 0b1010, oct = 0o17, exp = 1.5e-3, hexf = 0x1p4
        let chars: [Character] = ["a", "\u{1F600}", "\t"]
        let dict: [String: [Int]] = ["a": [1, 2], "b": []]
        let empty: [String: Int] = [:]
        let nested = [[1, 2], [3]]
        let s = Set([1, 2])
        let self_ = Int.self
        let meta: Any.Type = Int.self
        """##,
        // SwiftUI bodies in the ways real code writes them.
        ##"""
        import SwiftUI
        struct Row: View {
            let items: [String]
            @Binding var selection: String?
            @State private var isOn = false
            var body: some View {
                NavigationStack {
                    List(items, id: \.self, selection: $selection) { item in
                        HStack(alignment: .top, spacing: 8) {
                            Text(item).font(.headline)
                            Spacer()
                            if isOn { Image(systemName: "checkmark") }
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                        }
                    }
                    .navigationTitle("Items")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Toggle(isOn: $isOn) { Text("On") }
                        }
                    }
                    .task { await load() }
                    .refreshable { await load() }
                    .alert("Title", isPresented: $isOn, actions: {}, message: { Text("m") })
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.red.opacity(0.5), in: .rect(cornerRadius: 8))
                    .animation(.spring(response: 0.3), value: isOn)
                }
            }
            @ViewBuilder private var extra: some View {
                switch selection {
                case .some(let s): Text(s)
                case nil: EmptyView()
                }
            }
            func load() async {}
        }
        """##,
        // Generic-looking comparisons that are not generic arguments.
        ##"""
        let a = 1, b = 2, c = 3, d = 4
        let x = a < b && c > d
        let y = (a < b, c > d)
        let z = a < b ? c : d
        func f(_ p: Bool, _ q: Bool) {}
        f(a < b, c > d)
        let w = [a < b, c >= d]
        """##,
        // Whitespace around operators and odd but valid layouts.
        ##"""
        let a = 1
            + 2
            - 3
        let b = [1, 2]
            .map { $0 * 2 }
            .filter { $0 > 2 }
        let c = a
            ?? 0
        let d = b.isEmpty
            ? 1
            : 2
        let e: Int
            = 4
        func f(
            a: Int,
            b: Int
        ) -> Int
        {
            a + b
        }
        let g = f(
            a: 1,
            b: 2
        )
        """##,
        // Found in real code (Alamofire, TCA, Vapor, Charts, Moblin).
        ##"""
        struct Macro { var running = false }
        final class Holder {
            var macro = Macro()
            var isHeader: Bool = false
            {
                didSet { print(oldValue) }
            }
            var count = 0 { willSet { } }
            func run(pair: (Int, Int)?) {
                guard let (a, b): (Int, Int) = pair else { return }
                macro.running = a > b
                macro = Macro()
            }
        }
        let t = ((Int, String) -> Void).self
        let u = (() async throws -> Int).self
        let name = String.init(describing: )
        let k: KeyPath<[Int], Int> = \.[0]
        let k2 = \[String: Int].[ "a"]
        let k3: KeyPath<Int?, Int> = \.!
        let k4 = \Int?.?.description
        func ||<T> (lhs: T, rhs: T) -> T { lhs }
        func ==<T: Equatable>(a: T, b: T) -> Bool { true }
        """##,
        // Found in real code (SwiftNIO, swift-argument-parser).
        ##"""
        enum Failure: Error { case recursive(String) }
        struct Tree<T> { enum InitializationError: Error { case recursiveSubcommand(T) } }
        func run() {
            do {
            } catch Tree<Int>.InitializationError
                .recursiveSubcommand(let command)
            {
                print(command)
            } catch Failure.recursive(let name) {
                print(name)
            } catch {}
        }
        func size(_ n: Int) -> Int {
            switch n {
            case 0...(limit - 1): return 1
            case (limit + 1)...max: return 2
            case (let a) where a > 0: return a
            default: return 3
            }
        }
        func read<let count: Int, T: FixedWidthInteger>(_ t: T) {}
        struct Buffer {
            var span: Int {
                @_lifetime(borrow self)
                borrowing get { 1 }
            }
        }
        func isolated() -> Int {
            assumeIsolated { actor in
                actor.counter
            }
        }
        func cast(_ ret: Any) -> Int {
            if case let any = ret { return any as! Int }
            return 0
        }
        actor Counter { var counter = 0 }
        """##,
        // Types in every position.
        ##"""
        typealias F = (Int, String) async throws -> [Int: String]?
        typealias G = @MainActor @Sendable (inout Int) -> Void
        typealias H = (((Int) -> Int) -> Int)?
        typealias I = [String: (Int, label: Double)]
        typealias J = Int.Type
        typealias K = any Error.Type
        typealias L = (any Error).Type
        typealias M = Swift.Result<Int, any Error>
        typealias N = some Equatable
        typealias O = Dictionary<String, Int>.Index
        typealias P = Int?.Type
        typealias Q = [Int]?
        typealias R = (Int) throws(any Error) -> Void
        typealias S = Hashable & Sendable
        typealias T = Never
        let x = [Int: String]()
        let y = [[Int]]()
        let z = Array<(Int, Int)>()
        let w = (Int, String).self
        """##,
        // Enum case patterns whose labels have no pattern (Roam: `case .responseRejection(code:)`).
        ##"""
        enum E { case rejected(code: Int, reason: String), other }
        func f(_ e: E) -> Int {
            switch e {
            case .rejected(code:reason:): return 1
            case .rejected(code:): return 2
            default: return 0
            }
        }
        // A key path with a space after the backslash (miataru), `copy` as a name before `as?` (UTM).
        let k = \ .count
        func g(copy: Any) { if let copy = copy as? Int { print(copy) } }
        final class Feed { #Index<Feed>([\.id], [\.folderId]); var id = 0; var folderId = 0 }
        func mask(_ s: String) -> String { s.replacing(/https?:\/\/[^\s"'<>)\]};,]+/) { _ in "" } }
        func h(_ s: String, _ xs: [Int]) -> Int {
            switch s {
            case "a" where xs.contains { $0 > 1 }: return 1
            default: return 0
            }
        }
        """##,
        // Member types of sugared types (Pizza Helper's `let index: [Self].Index`).
        ##"""
        enum Lang: CaseIterable {
            case a, b
            static let sorted: [Self] = {
                var result: [Self] = [.a]
                let index: [Self].Index = result.endIndex
                let element: [String: Int].Element? = nil
                let count: [Int].Index? = element?.value
                result.insert(contentsOf: allCases, at: index)
                _ = count
                return result
            }()
        }
        """##,
    ]
}
