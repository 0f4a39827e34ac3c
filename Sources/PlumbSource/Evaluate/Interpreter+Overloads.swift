import Foundation
import PlumbCore

// Choosing among functions of one name by the arguments of a call, as Swift's overload
// resolution does for what the files declare.
extension Interpreter {
    /// The written initializer whose parameters the arguments fit, by labels.
    ///
    /// Of several that fit, one not already running: `init(action:label: () -> L)` delegating
    /// to `init(action:label: (Bool) -> L)` with the same labels (a closure's parameters tell
    /// them apart in Swift) calls the other, not itself without end.
    func matchingInitializer(_ type: TypeDecl, _ arguments: Arguments) -> FunctionDecl? {
        let fitting = type.initializers.filter { $0.body != nil && accepts($0, arguments) }
        guard !fitting.isEmpty else { return nil }
        let chosen = overload(fitting, arguments)
        // An extension's `init(kind:account:showName:trailing:bottom:)` calling `self.init(kind:
        // account:trailing:bottom:)`: where the only initializer that fits is the one running
        // (or one the arguments' types rule out), a struct's memberwise initializer is Swift's
        // choice, when every label names a stored property.
        if type.hasMemberwiseInitializer, let f = chosen,
            runningFunctions.contains(f.offset)
                || zip(f.parameters, arguments.entries).contains(where: { p, a in argumentFits(a.value, p.type) == false
                }),
            arguments.entries.allSatisfy({ e in
                e.value.isClosure
                    || e.label.map { label in type.properties.contains { $0.name == label && !$0.isStatic } } ?? false
            })
        {
            return nil
        }
        // `self.init()` in an extension's `convenience init(_ configuration: Configuration =
        // .init())` (Element X's mocks): with no arguments, Swift prefers the implicit `init()`
        // of a type that writes none to an initializer whose parameters all take their
        // defaults, so the call is not the initializer again.
        // (Not a subclass of a class of the files: it inherits its superclass's initializers
        // instead, `init(_ count: Int = 2)` among them.)
        if arguments.entries.isEmpty, type.hasImplicitInitializer, let f = chosen, !f.parameters.isEmpty,
            !type.conformances.contains(where: { types[$0]?.kind == .classType }), requiredProperties(type).isEmpty
        {
            return nil
        }
        return chosen
    }

    /// The function of several of one name that a call's arguments fit, by their labels and
    /// count as Swift matches them (a trailing closure fits a closure parameter; a parameter with
    /// a default may be left out); the first where none fits, as before overloads were told apart.
    func overload(_ candidates: [FunctionDecl], _ arguments: Arguments) -> FunctionDecl? {
        guard candidates.count > 1 else { return candidates.first }
        let fitting = candidates.filter { accepts($0, arguments) }
        guard fitting.count > 1 else { return fitting.first ?? candidates.first }
        // Overloads by type (`makeHandle(with: OSLogType)`, `makeHandle(with: URL)`): one whose
        // parameters' types the arguments are not of is not the one Swift chose. Where the
        // arguments cannot tell (stubs), a call inside one overload of the same name and labels
        // is taken to be the other: a function delegating to its sibling, which Swift's types
        // pick, rather than calling itself without end.
        let typed = fitting.filter { f in
            zip(f.parameters, arguments.entries).allSatisfy { p, a in argumentFits(a.value, p.type) != false }
        }
        var pool = typed.isEmpty ? fitting : typed
        // (Those not running first: see above.)
        let idle = pool.filter { !runningFunctions.contains($0.offset) }
        if !idle.isEmpty { pool = idle }
        // Of those, the ones whose parameters the most arguments are known to be of: a stub title
        // and `.hide` fit both `init(_ name: ImageName, title: () -> Title)` and `init(_ title:
        // String, _ name: ImageName)`, and only the second takes `.hide` as what it is
        // (Passepartout's ThemeImageLabel).
        if pool.count > 1 {
            func known(_ f: FunctionDecl) -> Int {
                guard let match = argumentMatch(f, arguments) else { return 0 }
                var count = 0
                for (p, indices) in zip(f.parameters, match) {
                    for i in indices where argumentFits(arguments.entries[i].value, p.type) == true { count += 1 }
                }
                return count
            }
            let scores = pool.map(known)
            if let best = scores.max(), scores.contains(where: { $0 != best }) {
                pool = zip(pool, scores).filter { $0.1 == best }.map(\.0)
            }
        }
        return pool.first { !runningFunctions.contains($0.offset) } ?? pool[0]
    }
}
