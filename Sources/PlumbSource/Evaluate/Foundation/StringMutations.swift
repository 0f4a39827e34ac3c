import Foundation
import PlumbCore

extension Interpreter {
    /// `hexString.removeFirst()`, `name.append("!")`: String's mutating methods on a variable,
    /// which holds the changed string; what Swift's method returns (the removed character), or
    /// nil for another method or value.
    func mutateStringVariable(
        _ name: String, _ base: Value, _ args: inout Arguments, _ baseExpr: Expr, in scope: Scope, at offset: Int
    ) throws(Diagnostic) -> Value? {
        guard case .string(var text) = base,
            ["append", "removeFirst", "removeLast", "removeAll", "insert"].contains(name)
        else { return nil }
        var result = Value.void
        switch name {
        case "append":
            guard let e = args.take("contentsOf") ?? args.takeUnlabeled() else { return nil }
            text += try describe(e.value, at: e.offset)
        case "insert":
            guard let e = args.takeUnlabeled(), let at = args.take("at") else { return nil }
            let index = min(max(try int(at.value, at: at.offset), 0), text.count)
            text.insert(
                contentsOf: try describe(e.value, at: e.offset), at: text.index(text.startIndex, offsetBy: index))
        case "removeAll":
            args.takeAll()
            text = ""
        default:
            let count = try args.takeUnlabeled().map { e throws(Diagnostic) in try int(e.value, at: e.offset) }
            let n = count ?? 1
            guard n >= 0, n <= text.count else {
                throw error("can't remove more items from a collection than it contains", at: offset, kind: .trap)
            }
            if name == "removeFirst" {
                if count == nil, let first = text.first { result = .string(String(first)) }
                text.removeFirst(n)
            } else {
                if count == nil, let last = text.last { result = .string(String(last)) }
                text.removeLast(n)
            }
        }
        try args.finish(name, in: file)
        try assign(.string(text), to: baseExpr, in: scope)
        return result
    }
}
