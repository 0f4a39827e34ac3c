/// The messages of the compiler's plugin protocol, as `-load-plugin-executable` plugins
/// receive and answer them (swift-syntax's `SwiftCompilerPluginMessageHandling` is the
/// reference; these are written from its message shapes). Each message is a JSON object with
/// one key, the message's name, whose value holds its fields:
///
/// ```json
/// {"getCapability": {"capability": {"protocolVersion": 7}}}
/// {"expandFreestandingMacro": {"macro": {...}, "discriminator": "$s…", "syntax": {...}, ...}}
/// ```
///
/// Only the fields the plugin reads are decoded; the others (`lexicalContext`,
/// `staticBuildConfiguration`...) are ignored, so messages of later compilers still decode.
enum HostMessage: Decodable {
    /// The compiler's first message: its protocol version; the answer gives the plugin's.
    case getCapability(protocolVersion: Int?)
    /// Expand a freestanding macro (`#Preview`).
    case expandFreestandingMacro(macro: MacroReference, discriminator: String, syntax: Syntax)
    /// Expand an attached macro (`@Previewable`).
    case expandAttachedMacro(macro: MacroReference, role: String)
    /// Load a library plugin (the plugin does not offer this).
    case loadPluginLibrary
    /// A message this plugin does not know.
    case unknown(name: String)

    struct MacroReference: Codable, Equatable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    struct Syntax: Codable, Equatable {
        var kind: String
        var source: String
        var location: SourceLocation
    }

    struct SourceLocation: Codable, Equatable {
        /// `Module/File.swift`, as `#fileID` gives it.
        var fileID: String
        /// The file's full path.
        var fileName: String
        /// The UTF-8 offset of the syntax's start (its leading trivia) in the file.
        var offset: Int
        var line: Int
        var column: Int
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Capability: Decodable { var protocolVersion: Int? }
    private struct GetCapability: Decodable { var capability: Capability? }
    private struct Freestanding: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
    }
    private struct Attached: Decodable {
        var macro: MacroReference
        var macroRole: String
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a message has no name"))
        }
        switch key.stringValue {
        case "getCapability":
            self = .getCapability(
                protocolVersion: try container.decode(GetCapability.self, forKey: key).capability?.protocolVersion)
        case "expandFreestandingMacro":
            let message = try container.decode(Freestanding.self, forKey: key)
            self = .expandFreestandingMacro(
                macro: message.macro, discriminator: message.discriminator, syntax: message.syntax)
        case "expandAttachedMacro":
            let message = try container.decode(Attached.self, forKey: key)
            self = .expandAttachedMacro(macro: message.macro, role: message.macroRole)
        case "loadPluginLibrary":
            self = .loadPluginLibrary
        default:
            self = .unknown(name: key.stringValue)
        }
    }
}

/// The plugin's answers.
enum PluginMessage: Encodable, Equatable {
    case getCapabilityResult(protocolVersion: Int)
    /// The answer to an expansion (protocol version 5 and later).
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
    /// The answers older compilers expect instead.
    case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
    case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [Diagnostic])
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])

    /// A message the compiler shows at a place in a file.
    struct Diagnostic: Encodable, Equatable {
        enum Severity: String, Encodable { case error, warning, note, remark }
        struct Position: Encodable, Equatable {
            var fileName: String
            /// The UTF-8 offset in the file.
            var offset: Int
        }
        var message: String
        var severity: Severity
        var position: Position

        init(message: String, severity: Severity = .error, position: Position) {
            self.message = message
            self.severity = severity
            self.position = position
        }

        /// Highlights, notes and fix-its are required fields; the plugin sends none.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(severity, forKey: .severity)
            try container.encode(position, forKey: .position)
            for key in [CodingKeys.highlights, .notes, .fixIts] { try container.encode([Position](), forKey: key) }
        }

        enum CodingKeys: String, CodingKey { case message, severity, position, highlights, notes, fixIts }
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private enum Field: String, CodingKey {
        case capability, protocolVersion, expandedSource, expandedSources, diagnostics, loaded
    }

    func encode(to encoder: Encoder) throws {
        var outer = encoder.container(keyedBy: Name.self)
        switch self {
        case .getCapabilityResult(let version):
            var message = outer.nestedContainer(keyedBy: Field.self, forKey: Name(stringValue: "getCapabilityResult"))
            var capability = message.nestedContainer(keyedBy: Field.self, forKey: .capability)
            try capability.encode(version, forKey: .protocolVersion)
        case .expandMacroResult(let source, let diagnostics):
            var message = outer.nestedContainer(keyedBy: Field.self, forKey: Name(stringValue: "expandMacroResult"))
            try message.encodeIfPresent(source, forKey: .expandedSource)
            try message.encode(diagnostics, forKey: .diagnostics)
        case .expandFreestandingMacroResult(let source, let diagnostics):
            var message = outer.nestedContainer(
                keyedBy: Field.self, forKey: Name(stringValue: "expandFreestandingMacroResult"))
            try message.encodeIfPresent(source, forKey: .expandedSource)
            try message.encode(diagnostics, forKey: .diagnostics)
        case .expandAttachedMacroResult(let sources, let diagnostics):
            var message = outer.nestedContainer(
                keyedBy: Field.self, forKey: Name(stringValue: "expandAttachedMacroResult"))
            try message.encodeIfPresent(sources, forKey: .expandedSources)
            try message.encode(diagnostics, forKey: .diagnostics)
        case .loadPluginLibraryResult(let loaded, let diagnostics):
            var message = outer.nestedContainer(
                keyedBy: Field.self, forKey: Name(stringValue: "loadPluginLibraryResult"))
            try message.encode(loaded, forKey: .loaded)
            try message.encode(diagnostics, forKey: .diagnostics)
        }
    }
}
