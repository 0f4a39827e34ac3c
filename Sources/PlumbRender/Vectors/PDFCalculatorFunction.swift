import Foundation

/// A PostScript calculator function (a PDF function of type 4, ISO 32000-1 §7.10.5): a
/// program in braces of numbers, operators and `{ } if` / `{ } { } ifelse`, run on a stack that
/// starts with the inputs and ends with the outputs. Design tools write their gradients'
/// colours this way (Sketch's and Figma's PDFs: `{ 0.46 exch 0.31 exch 0.74 exch dup 0 gt
/// { ... } if ... pop }`), which ``PDFContentInterpreter`` reads at the shading's start.
///
/// Every operator of §7.10.5's table is run but the bitwise ones (`bitshift`, `xor` of
/// integers) and `roll`; a program using them, or beyond 10,000 steps or 100 values on the
/// stack, gives no result (`nil`).
struct PDFCalculatorFunction {
    private indirect enum Item {
        case number(Double)
        case op(String)
        case block([Item])
    }

    private let program: [Item]

    /// The function in `bytes` (its stream), or `nil` where it does not parse as one program
    /// in braces.
    init?(_ bytes: [UInt8]) {
        var scanner = PDFScanner(bytes)
        guard case .keyword("{")? = scanner.next(), let body = Self.block(&scanner, depth: 0) else { return nil }
        program = body
    }

    private static func block(_ scanner: inout PDFScanner, depth: Int) -> [Item]? {
        guard depth < 32 else { return nil }
        var items: [Item] = []
        while let token = scanner.next() {
            switch token {
            case .object(.number(let n)): items.append(.number(n))
            case .object(.bool(let b)): items.append(.number(b ? 1 : 0))
            case .keyword("}"): return items
            case .keyword("{"):
                guard let inner = block(&scanner, depth: depth + 1) else { return nil }
                items.append(.block(inner))
            case .keyword(let word) where !word.isEmpty: items.append(.op(word))
            default: return nil
            }
            if items.count > 10_000 { return nil }
        }
        return nil
    }

    /// The outputs for `inputs`, or `nil` where the program fails.
    func evaluate(_ inputs: [Double]) -> [Double]? {
        var stack = inputs
        var steps = 0
        return run(program, &stack, &steps) ? stack : nil
    }

    private func run(_ items: [Item], _ stack: inout [Double], _ steps: inout Int) -> Bool {
        var pending: [[Item]] = []
        for item in items {
            steps += 1
            guard steps < 10_000, stack.count < 100 else { return false }
            switch item {
            case .number(let n): stack.append(n)
            case .block(let b): pending.append(b)
            case .op("if"):
                guard let body = pending.popLast(), let c = stack.popLast() else { return false }
                if c != 0, !run(body, &stack, &steps) { return false }
            case .op("ifelse"):
                guard let no = pending.popLast(), let yes = pending.popLast(), let c = stack.popLast() else {
                    return false
                }
                if !run(c != 0 ? yes : no, &stack, &steps) { return false }
            case .op(let name):
                if !Self.apply(name, &stack) { return false }
            }
        }
        return true
    }

    /// §7.10.5's arithmetic, relational and boolean operators of one and two operands, made once.
    private static let unary: [String: @Sendable (Double) -> Double] = [
        "neg": { -$0 }, "abs": { Swift.abs($0) }, "sqrt": { $0.squareRoot() }, "floor": { $0.rounded(.down) },
        "ceiling": { $0.rounded(.up) }, "round": { ($0 + 0.5).rounded(.down) },
        "truncate": { $0.rounded(.towardZero) },
        "cvi": { $0.rounded(.towardZero) }, "cvr": { $0 }, "not": { $0 == 0 ? 1 : 0 },
        "sin": { sin($0 * .pi / 180) }, "cos": { cos($0 * .pi / 180) }, "ln": { log($0) }, "log": { log10($0) },
    ]
    private static let binary: [String: @Sendable (Double, Double) -> Double] = [
        "add": { $0 + $1 }, "sub": { $0 - $1 }, "mul": { $0 * $1 }, "div": { $0 / $1 },
        "idiv": { ($0 / $1).rounded(.towardZero) }, "mod": { $0.truncatingRemainder(dividingBy: $1) },
        "exp": { pow($0, $1) }, "atan": { atan2($0, $1) * 180 / .pi },
        "gt": { $0 > $1 ? 1 : 0 }, "ge": { $0 >= $1 ? 1 : 0 }, "lt": { $0 < $1 ? 1 : 0 },
        "le": { $0 <= $1 ? 1 : 0 }, "eq": { $0 == $1 ? 1 : 0 }, "ne": { $0 != $1 ? 1 : 0 },
        "and": { $0 != 0 && $1 != 0 ? 1 : 0 }, "or": { $0 != 0 || $1 != 0 ? 1 : 0 },
    ]

    /// One operator of §7.10.5 on `stack`; false for one not run, or too few operands.
    private static func apply(_ name: String, _ stack: inout [Double]) -> Bool {
        func pop() -> Double? { stack.popLast() }
        if let f = unary[name] {
            guard let a = pop() else { return false }
            stack.append(f(a))
            return true
        }
        if let f = binary[name] {
            guard let b = pop(), let a = pop() else { return false }
            stack.append(f(a, b))
            return true
        }
        switch name {
        case "true": stack.append(1)
        case "false": stack.append(0)
        case "pop": return pop() != nil
        case "dup":
            guard let a = stack.last else { return false }
            stack.append(a)
        case "exch":
            guard stack.count >= 2 else { return false }
            stack.swapAt(stack.count - 1, stack.count - 2)
        case "copy":
            guard let n = pop(), n >= 0, n == n.rounded(), Int(n) <= stack.count else { return false }
            stack += stack.suffix(Int(n))
        case "index":
            guard let n = pop(), n >= 0, n == n.rounded(), Int(n) < stack.count else { return false }
            stack.append(stack[stack.count - 1 - Int(n)])
        default: return false
        }
        return true
    }
}
