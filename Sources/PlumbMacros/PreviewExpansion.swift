/// What `#Preview` expands to: a uniquely named type conforming to `PreviewRegistration`
/// whose `makePreview()` calls `Preview`'s initializer with the macro's own arguments (so the
/// compiler checks them as it checks any call), and, where the linker can gather them, a
/// record in the `swift5_tests` section through which `Preview.registrations` finds the type
/// at run time, as Swift Testing finds tests.
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
/// becomes
/// ```swift
/// @MainActor func $s…11makePreviewfMu_() -> PlumbCore.Preview {
///     PlumbCore.Preview("Card", traits: .sizeThatFitsLayout, body: { Card() })
/// }
/// enum $s…7PreviewfMu_: PlumbCore.PreviewRegistration {
///     static var fileID: String { "App/Card.swift" }
///     static var line: Int { 12 }
///     static var column: Int { 1 }
///     @MainActor static func makePreview() -> PlumbCore.Preview { $s…11makePreviewfMu_() }
///     #if compiler(>=6.3) && objectFormat(ELF)
///     @used @section("swift5_tests") private static let record: PlumbCore.__PreviewRecord = …
///     #endif
/// }
/// ```
///
/// A body whose top-level statements declare `@Previewable` properties becomes a view type,
/// as Xcode's `#Preview` does: those declarations its stored properties, the other statements
/// its `body`; the preview's body makes that view.
struct PreviewExpansion {
    /// Where the macro was used.
    struct Location: Equatable {
        var fileID: String
        var line: Int
        var column: Int
    }

    /// The record kind, `'plmb'` as a FourCC: Swift Testing skips kinds it does not know.
    static let recordKind = "0x706c_6d62"

    var invocation: MacroInvocation
    /// The compiler's discriminator for this expansion, the prefix of its unique names.
    var discriminator: String
    var location: Location

    /// The name `makeUniqueName(name)` of a swift-syntax macro would give: the discriminator,
    /// the name's length and text, and `fMu_` (a macro's unique name, as the compiler
    /// demangles it). Only such names may be declared at file scope by a macro declaring no
    /// `names:`.
    func uniqueName(_ name: String) -> String { "\(discriminator)\(name.utf8.count)\(name)fMu_" }

    /// The declarations, as source. The preview's call and its view sit at file scope, outside
    /// the registration type, so the body's names are looked up as the user wrote them (a
    /// global `line` is not the registration's `line`).
    func expand() throws -> String {
        let type = uniqueName("Preview")
        let make = uniqueName("makePreview")
        let contentType = uniqueName("PreviewContent")
        var arguments = invocation.allArguments(firstTrailingLabel: "body")
        var content = ""
        if let index = arguments.lastIndex(where: { $0.label == "body" }),
            let view = try Self.previewableView(named: contentType, from: arguments[index].value)
        {
            content = view
            arguments[index].value = "{ \(contentType)() }"
        }
        let call = "PlumbCore.Preview(\(arguments.map(\.source).joined(separator: ", ")))"
        return """
            @MainActor func \(make)() -> PlumbCore.Preview {
                \(call)
            }
            \(content)enum \(type): PlumbCore.PreviewRegistration {
                static var fileID: String { \(Self.stringLiteral(location.fileID)) }
                static var line: Int { \(location.line) }
                static var column: Int { \(location.column) }
                @MainActor static func makePreview() -> PlumbCore.Preview { \(make)() }
                #if compiler(>=6.3) && objectFormat(ELF)
                @used @section("swift5_tests")
                private static let record: PlumbCore.__PreviewRecord = (
                    \(Self.recordKind), 0,
                    { outValue, type, _, _ in PlumbCore.__accessPreviewRecord(outValue, type, \(type).self) },
                    0, 0
                )
                #endif
            }
            """
    }

    /// The view a body with `@Previewable` declarations becomes, or `nil` for a body without
    /// them (passed on as written): those declarations its stored properties, the other
    /// statements its `body`.
    static func previewableView(named name: String, from closure: String) throws -> String? {
        guard closure.contains("@Previewable") else { return nil }
        let body = try ClosureBody(parsing: closure)
        let isPreviewable = { (statement: String) in
            statement.hasPrefix("@Previewable") && statement.dropFirst("@Previewable".count).first?.isLetter != true
        }
        let properties = body.statements.filter(isPreviewable)
        guard !properties.isEmpty else { return nil }
        if body.signature != nil {
            throw SourceScanner.ScanError(
                message: "@Previewable is not supported in a preview with arguments", offset: 0)
        }
        let declarations = properties.map { "    " + $0.dropFirst("@Previewable".count).drop(while: \.isWhitespace) }
        let statements = body.statements.filter { !isPreviewable($0) }.map { "        " + $0 }
        return """
            struct \(name): PlumbCore.View {
            \(declarations.joined(separator: "\n"))
                var body: some PlumbCore.View {
            \(statements.joined(separator: "\n"))
                }
            }

            """
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
