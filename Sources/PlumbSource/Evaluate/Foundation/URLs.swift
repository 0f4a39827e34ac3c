import Foundation

/// Foundation's `URL`, as itself: `URL(string:)` (nil for text Foundation does not parse),
/// `URL(fileURLWithPath:)`, and the parts views show (`host`, `lastPathComponent`,
/// `absoluteString`...). Nothing is opened or fetched.
extension Interpreter {
    /// `URL(string:)`, `URL(string:relativeTo:)`, `URL(fileURLWithPath:)`, `URL(filePath:)`.
    func makeURL(_ a: inout Arguments) throws(Diagnostic) -> Value {
        func text(_ e: Arguments.Entry) throws(Diagnostic) -> String { try describe(e.value, at: e.offset) }
        if let path = a.take("fileURLWithPath") ?? a.take("filePath") {
            a.takeAll()
            return .foundation(URL(fileURLWithPath: try text(path)))
        }
        guard let string = a.take("string") ?? a.takeUnlabeled() else {
            a.takeAll()
            return .opaque("URL()")
        }
        var base: URL?
        if let relative = a.take("relativeTo"), case .foundation(let b as URL) = relative.value { base = b }
        a.takeAll()
        // `URL(string: stub)`: a stub stays a stub, read where the URL's parts are.
        if case .stub = string.value { return string.value }
        return URL(string: try text(string), relativeTo: base).map { .foundation($0) } ?? Value.none
    }

    /// `url.name`; nil when the URL has no such property here.
    func urlMember(_ name: String, of url: URL) -> Value? {
        func optional(_ s: String?) -> Value { s.map { .string($0) } ?? Value.none }
        switch name {
        case "absoluteString", "description": return .string(url.absoluteString)
        case "relativeString": return .string(url.relativeString)
        case "host": return optional(url.host)
        case "scheme": return optional(url.scheme)
        case "path": return .string(url.path)
        case "query": return optional(url.query)
        case "fragment": return optional(url.fragment)
        case "port": return url.port.map { .int($0) } ?? Value.none
        case "user": return optional(url.user)
        case "lastPathComponent": return .string(url.lastPathComponent)
        case "pathExtension": return .string(url.pathExtension)
        case "pathComponents": return .array(url.pathComponents.map { .string($0) })
        case "isFileURL": return .bool(url.isFileURL)
        case "deletingPathExtension": return .foundation(url.deletingPathExtension())
        case "deletingLastPathComponent": return .foundation(url.deletingLastPathComponent())
        case "standardized", "absoluteURL": return .foundation(url.standardized)
        default: return nil
        }
    }

    /// `url.name(...)`; nil when the URL has no such method here.
    func urlCall(_ name: String, on url: URL, _ args: inout Arguments) throws(Diagnostic) -> Value? {
        func text() throws(Diagnostic) -> String {
            guard let e = args.takeUnlabeled() ?? args.take("path") ?? args.take("component") else { return "" }
            return try describe(e.value, at: e.offset)
        }
        switch name {
        case "appendingPathComponent", "appending":
            let component = try text()
            args.takeAll()
            return .foundation(url.appendingPathComponent(component))
        case "appendingPathExtension":
            let ext = try text()
            args.takeAll()
            return .foundation(url.appendingPathExtension(ext))
        case "host":
            args.takeAll()
            return url.host.map { .string($0) } ?? Value.none
        case "deletingPathExtension", "deletingLastPathComponent", "standardized":
            args.takeAll()
            return urlMember(name, of: url)
        default: return nil
        }
    }
}

extension Interpreter {
    /// `url.deleteLastPathComponent()`, `url.appendPathComponent("a")`: URL's mutating methods on
    /// a variable, which holds the changed URL (Foundation's own methods, applied); nil for
    /// another method or value.
    func mutateURLVariable(
        _ name: String, _ base: Value, _ args: inout Arguments, _ baseExpr: Expr, in scope: Scope, at offset: Int
    ) throws(Diagnostic) -> Value? {
        guard case .foundation(var url as URL) = base else { return nil }
        switch name {
        case "deleteLastPathComponent": url.deleteLastPathComponent()
        case "deletePathExtension": url.deletePathExtension()
        case "standardize": url.standardize()
        case "appendPathComponent", "appendPathExtension", "append":
            guard let e = args.takeUnlabeled() ?? args.take("path") ?? args.take("component") else { return nil }
            let text = try string(e.value, at: e.offset)
            _ = args.take("isDirectory")
            _ = args.take("directoryHint")
            switch name {
            case "appendPathComponent": url.appendPathComponent(text)
            case "appendPathExtension": url.appendPathExtension(text)
            default: url.append(path: text)
            }
        default: return nil
        }
        try args.finish(name, in: file)
        try assign(.foundation(url), to: baseExpr, in: scope)
        return .void
    }
}
