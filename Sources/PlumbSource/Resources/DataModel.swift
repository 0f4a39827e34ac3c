import Foundation

/// A Core Data model (`Model.xcdatamodeld`), read for the classes Xcode generates from it.
///
/// An entity whose Codegen is "Class Definition" (`codeGenerationType="class"`) has no Swift
/// file in the tree: Xcode writes `class Account: NSManagedObject` with one `@NSManaged`
/// property per attribute and relationship at build time, and views use it
/// (`@FetchRequest var accounts: FetchedResults<Account>`, `account.name`). "Category/Extension"
/// (`category`) generates only the properties, as an extension of a class the app writes.
/// Plumb generates the same declarations, as Swift source read with the module, so an
/// entity's rows show typical data like any model. Property types are Xcode's: objects are
/// optional whatever the model says (`String?`, `Date?`, `UUID?`, `Data?`, `URL?`), scalars are
/// not (`Int16`, `Int32`, `Int64`, `Double`, `Float`, `Bool`), a to-one relationship is
/// `Destination?` and a to-many one `NSSet?` (`NSOrderedSet?` when ordered).
///
/// The model's current version is the one `.xccurrentversion` names, else the last by name.
/// `contents` is Xcode's machine-written XML; it is scanned for its `entity`, `attribute` and
/// `relationship` elements, and anything else in it is ignored.
public struct DataModel: Sendable, Equatable {
    /// The model's name (`OpenSesame` for `OpenSesame.xcdatamodeld`).
    public var name: String
    public var entities: [Entity]

    public struct Entity: Sendable, Equatable {
        public var name: String
        /// The Swift class (`representedClassName`, else the entity's name).
        public var className: String
        /// `class`, `category`, or nil (Manual/None: the app writes the class).
        public var codegen: String?
        public var properties: [Property]
    }

    public struct Property: Sendable, Equatable {
        public var name: String
        /// The Swift type Xcode generates.
        public var type: String
    }

    /// Reads the model folder at `path`; `nil`, with a warning, where it has no readable model.
    static func read(_ path: String, warnings: inout [String]) -> DataModel? {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let entries = ResourceFiles.entries(of: path) else { return nil }
        let versions = entries.filter { $0.isFolder && $0.name.hasSuffix(".xcdatamodel") }.map(\.name)
        var chosen = versions.last
        let currentFile = (path as NSString).appendingPathComponent(".xccurrentversion")
        if let bytes = try? ResourceFiles.read(currentFile, limit: 1 << 16),
            let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any],
            let current = plist["_XCCurrentVersionName"] as? String, versions.contains(current)
        {
            chosen = current
        }
        guard let version = chosen else {
            warnings.append("warning: \(path): no .xcdatamodel inside; skipped")
            return nil
        }
        let contents = ((path as NSString).appendingPathComponent(version) as NSString).appendingPathComponent(
            "contents")
        let bytes: [UInt8]
        do { bytes = try ResourceFiles.read(contents, limit: ResourceFiles.maximumTextBytes) } catch {
            warnings.append("warning: \(error); skipped")
            return nil
        }
        let model = parse(String(decoding: bytes, as: UTF8.self), name: name)
        if model.entities.isEmpty { warnings.append("warning: \(contents): no entities; skipped") }
        return model.entities.isEmpty ? nil : model
    }

    /// The entities of a model's `contents` XML.
    static func parse(_ xml: String, name: String) -> DataModel {
        var model = DataModel(name: name, entities: [])
        var current: Entity?
        for element in XMLTags(xml) {
            switch element.name {
            case "entity":
                if let entity = current { model.entities.append(entity) }
                current = nil
                guard let entityName = element.attributes["name"], isIdentifier(entityName) else { continue }
                let className =
                    element.attributes["representedClassName"].flatMap {
                        // `.Account` and `MyModule.Account` name the class in a module.
                        let last = String($0.split(separator: ".").last ?? "")
                        return isIdentifier(last) ? last : nil
                    } ?? entityName
                current = Entity(
                    name: entityName, className: className, codegen: element.attributes["codeGenerationType"],
                    properties: [])
                if element.selfClosing {
                    model.entities.append(current!)
                    current = nil
                }
            case "/entity":
                if let entity = current { model.entities.append(entity) }
                current = nil
            case "attribute":
                guard let property = element.attributes["name"], isIdentifier(property) else { continue }
                current?.properties.append(Property(name: property, type: attributeType(element.attributes)))
            case "relationship":
                guard let property = element.attributes["name"], isIdentifier(property) else { continue }
                let destination = element.attributes["destinationEntity"].flatMap { isIdentifier($0) ? $0 : nil }
                let toMany = element.attributes["toMany"] == "YES" || element.attributes["maxCount"] != "1"
                let type =
                    toMany
                    ? (element.attributes["ordered"] == "YES" ? "NSOrderedSet?" : "NSSet?")
                    : (destination.map { $0 + "?" } ?? "NSManagedObject?")
                current?.properties.append(Property(name: property, type: type))
            default:
                break
            }
            if model.entities.count > 2000 { break }
        }
        if let entity = current { model.entities.append(entity) }
        // A destination named by its entity is the class that entity is generated as.
        let classes = Dictionary(model.entities.map { ($0.name, $0.className) }, uniquingKeysWith: { a, _ in a })
        for e in model.entities.indices {
            for p in model.entities[e].properties.indices {
                let type = model.entities[e].properties[p].type
                if type.hasSuffix("?"), let renamed = classes[String(type.dropLast())] {
                    model.entities[e].properties[p].type = renamed + "?"
                }
            }
        }
        return model
    }

    /// The Swift type Xcode's codegen gives an attribute.
    static func attributeType(_ attributes: [String: String]) -> String {
        let scalar = attributes["usesScalarValueType"] != "NO"
        switch attributes["attributeType"] ?? "" {
        case "String": return "String?"
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Binary": return "Data?"
        default:
            if let custom = attributes["customClassName"], isIdentifier(custom) { return custom + "?" }
            return "NSObject?"
        }
    }

    /// The declarations Xcode generates for the entities with Codegen set, as Swift source.
    public var generatedSource: String {
        var lines = ["import CoreData", ""]
        for entity in entities {
            let properties = entity.properties.map { "    @NSManaged public var \($0.name): \($0.type)" }
            switch entity.codegen {
            case "class":
                lines.append("@objc(\(entity.className))")
                lines.append("public class \(entity.className): NSManagedObject, Identifiable {")
                lines.append(
                    "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> { NSFetchRequest<\(entity.className)>(entityName: \"\(entity.name)\") }"
                )
            case "category":
                lines.append("extension \(entity.className) {")
                lines.append(
                    "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> { NSFetchRequest<\(entity.className)>(entityName: \"\(entity.name)\") }"
                )
            default:
                continue
            }
            lines += properties
            lines.append("}")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether any entity has generated declarations.
    public var generatesCode: Bool { entities.contains { $0.codegen == "class" || $0.codegen == "category" } }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, s.count <= 200 else { return false }
        let letters = CharacterSet.letters.union(CharacterSet(charactersIn: "_"))
        return letters.contains(first)
            && s.unicodeScalars.allSatisfy { letters.contains($0) || ("0"..."9").contains($0) }
    }
}

/// The start and end tags of an XML text, with their attributes: enough for Xcode's
/// machine-written model files (no entities beyond the five predefined, no CDATA).
struct XMLTags: Sequence, IteratorProtocol {
    struct Tag {
        var name: String
        var attributes: [String: String]
        var selfClosing: Bool
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    mutating func next() -> Tag? {
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            index += 1
            // Comments, declarations and processing instructions are skipped whole.
            if index < scalars.count, scalars[index] == "!" || scalars[index] == "?" {
                while index < scalars.count, scalars[index] != ">" { index += 1 }
                continue
            }
            var name = ""
            while index < scalars.count,
                !" \t\r\n/>".unicodeScalars.contains(scalars[index]) || (name.isEmpty && scalars[index] == "/")
            {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while index < scalars.count, scalars[index] != ">" {
                let c = scalars[index]
                if c == "/" {
                    selfClosing = true
                    index += 1
                    continue
                }
                if " \t\r\n".unicodeScalars.contains(c) {
                    index += 1
                    continue
                }
                var key = ""
                while index < scalars.count, !"= \t\r\n/>".unicodeScalars.contains(scalars[index]) {
                    key.unicodeScalars.append(scalars[index])
                    index += 1
                }
                while index < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
                guard index < scalars.count, scalars[index] == "=" else {
                    if key.isEmpty { index += 1 }
                    continue
                }
                index += 1
                while index < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
                guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else { continue }
                let quote = scalars[index]
                index += 1
                var value = ""
                while index < scalars.count, scalars[index] != quote {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
                attributes[key] = XMLTags.unescaped(value)
            }
            index += 1
            return Tag(name: name, attributes: attributes, selfClosing: selfClosing)
        }
        return nil
    }

    static func unescaped(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
