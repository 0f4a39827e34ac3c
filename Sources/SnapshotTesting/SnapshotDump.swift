#if !canImport(Darwin)
import Foundation

/// A value's structure as text, for the `.dump` strategy: the shape of the standard library's
/// `dump(_:)` (`▿` before a value with children, `-` before one without, two spaces of indent
/// a level), made the same on every run and machine.
///
/// ```
/// ▿ User
///   - id: 1
///   - name: "Blobby"
///   ▿ tags: 2 elements
///     - "admin"
///     - "beta"
/// ```
///
/// A struct, class or enum case is its type's name (`Shape.circle`), then its stored
/// properties in order; strings are quoted; numbers and other values without children are
/// their description; an optional is its value, or `nil`; a date is ISO 8601 in UTC.
/// Dictionaries and sets, whose order changes from run to run, are sorted by their entries'
/// text. An object met again inside itself is written `(cycle)`, not followed. Unlike the
/// package's `.dump`, struct properties keep their declared order.
enum SnapshotDump {
    static func text(of value: Any) -> String {
        var lines: [String] = []
        write(value, label: nil, depth: 0, into: &lines, visiting: [])
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(
        _ value: Any, label: String?, depth: Int, into lines: inout [String], visiting: Set<ObjectIdentifier>
    ) {
        let mirror = Mirror(reflecting: value)
        let prefix = String(repeating: "  ", count: depth)
        let name = label.map { "\($0): " } ?? ""
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first {
                write(wrapped.value, label: label, depth: depth, into: &lines, visiting: visiting)
            } else {
                lines.append(prefix + "- " + name + "nil")
            }
            return
        }
        var visiting = visiting
        if mirror.displayStyle == .class, let object = value as AnyObject? {
            guard visiting.insert(ObjectIdentifier(object)).inserted else {
                lines.append(prefix + "- " + name + typeName(mirror.subjectType) + " (cycle)")
                return
            }
        }
        var children = Array(mirror.children)
        let summary: String
        switch mirror.displayStyle {
        case .collection?:
            summary = children.count == 1 ? "1 element" : "\(children.count) elements"
        case .dictionary?, .set?:
            let noun = mirror.displayStyle == .set ? ("member", "members") : ("key/value pair", "key/value pairs")
            summary = "\(children.count) " + (children.count == 1 ? noun.0 : noun.1)
            children.sort { text(of: $0.value) < text(of: $1.value) }
        case .tuple?:
            summary = "(\(children.count) element\(children.count == 1 ? "" : "s"))"
        case .enum?:
            let payload = children.first
            summary = typeName(mirror.subjectType) + "." + (payload?.label ?? "\(value)")
            children = payload.map { payload in Array(Mirror(reflecting: payload.value).children) } ?? []
            if let payload, children.isEmpty { children = [(label: nil, value: payload.value)] }
        case .struct?, .class?:
            summary = typeName(mirror.subjectType)
        default:
            summary = leaf(value)
        }
        lines.append(prefix + (children.isEmpty ? "- " : "▿ ") + name + summary)
        for child in children {
            write(child.value, label: child.label, depth: depth + 1, into: &lines, visiting: visiting)
        }
    }

    /// A value without children: a string quoted, a date in ISO 8601, else its description.
    private static func leaf(_ value: Any) -> String {
        switch value {
        case let string as String: return string.debugDescription
        case let character as Character: return String(character).debugDescription
        case let date as Date: return date.formatted(.iso8601)
        default: return String(describing: value)
        }
    }

    /// A type's name without the numbers Swift gives local types (`User #1 in test()` → `User`).
    private static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        guard let mark = name.range(of: " #") else { return name }
        return String(name[..<mark.lowerBound])
    }
}
#endif
