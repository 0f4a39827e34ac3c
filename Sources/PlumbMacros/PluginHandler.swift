import Foundation

/// Answers the compiler's messages: the capability exchange, then each expansion. Every
/// message gets an answer; what cannot be expanded is answered with an error diagnostic at the
/// macro's place in the file, never a crash (a crashed plugin fails the whole compilation
/// with a backtrace instead of a message).
struct PluginHandler {
    /// The protocol version this plugin speaks: the messages of swift-syntax's version 7.
    static let protocolVersion = 7

    /// The compiler's protocol version, from `getCapability` (0 until then).
    private(set) var hostProtocolVersion = 0

    /// The answer to one message's JSON.
    mutating func answer(_ json: Data) -> PluginMessage {
        let message: HostMessage
        do {
            message = try JSONDecoder().decode(HostMessage.self, from: json)
        } catch {
            return result(nil, [Self.diagnostic("PlumbMacros could not read the compiler's message: \(error)")])
        }
        return answer(message)
    }

    mutating func answer(_ message: HostMessage) -> PluginMessage {
        switch message {
        case .getCapability(let version):
            hostProtocolVersion = version ?? 0
            return .getCapabilityResult(protocolVersion: Self.protocolVersion)
        case .expandFreestandingMacro(let macro, let discriminator, let syntax):
            return expandFreestanding(macro, discriminator: discriminator, syntax: syntax)
        case .expandAttachedMacro(let macro, _):
            // `@Previewable` marks a declaration `#Preview` moves; on its own it adds nothing.
            guard macro.typeName == "PreviewableMacro" else {
                return attachedResult([Self.diagnostic("PlumbMacros has no macro \(macro.typeName)")])
            }
            return attachedResult([])
        case .loadPluginLibrary:
            return .loadPluginLibraryResult(
                loaded: false, diagnostics: [Self.diagnostic("PlumbMacros loads no libraries")])
        case .unknown(let name):
            return result(nil, [Self.diagnostic("PlumbMacros does not know the message '\(name)'")])
        }
    }

    private func expandFreestanding(
        _ macro: HostMessage.MacroReference, discriminator: String, syntax: HostMessage.Syntax
    ) -> PluginMessage {
        let file = syntax.location.fileName
        guard macro.typeName == "PreviewMacro" else {
            return result(
                nil, [Self.diagnostic("PlumbMacros has no macro \(macro.typeName)", file, syntax.location.offset)])
        }
        do {
            let invocation = try MacroInvocation(parsing: syntax.source)
            let expansion = PreviewExpansion(
                invocation: invocation, discriminator: discriminator,
                location: Self.location(of: syntax))
            return result(try expansion.expand(), [])
        } catch let error as SourceScanner.ScanError {
            let message = "#\(macro.name) could not be expanded: \(error.message)"
            return result(nil, [Self.diagnostic(message, file, syntax.location.offset + error.offset)])
        } catch {
            return result(nil, [Self.diagnostic("#\(macro.name): \(error)", file, syntax.location.offset)])
        }
    }

    /// Where the macro's `#` is: the syntax's location is that of its leading trivia.
    static func location(of syntax: HostMessage.Syntax) -> PreviewExpansion.Location {
        var line = syntax.location.line
        var column = syntax.location.column
        for byte in syntax.source.utf8 {
            if byte == .hash { break }
            if byte == .newline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return PreviewExpansion.Location(fileID: syntax.location.fileID, line: line, column: column)
    }

    /// An expansion's answer in the form the compiler's protocol version expects.
    private func result(_ source: String?, _ diagnostics: [PluginMessage.Diagnostic]) -> PluginMessage {
        hostProtocolVersion >= 5
            ? .expandMacroResult(expandedSource: source, diagnostics: diagnostics)
            : .expandFreestandingMacroResult(expandedSource: source, diagnostics: diagnostics)
    }

    private func attachedResult(_ diagnostics: [PluginMessage.Diagnostic]) -> PluginMessage {
        let failed = !diagnostics.isEmpty
        return hostProtocolVersion >= 5
            ? .expandMacroResult(expandedSource: failed ? nil : "", diagnostics: diagnostics)
            : .expandAttachedMacroResult(expandedSources: failed ? nil : [], diagnostics: diagnostics)
    }

    static func diagnostic(_ message: String, _ file: String = "", _ offset: Int = 0) -> PluginMessage.Diagnostic {
        PluginMessage.Diagnostic(message: message, position: .init(fileName: file, offset: offset))
    }
}
