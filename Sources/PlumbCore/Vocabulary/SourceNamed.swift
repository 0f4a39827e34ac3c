/// A library type whose constants Swift source names as members: `.red`, `.headline`,
/// `.topLeading`, `Edge.Set.horizontal`.
///
/// The names are the library's, declared once beside its constants (each conformance sits in
/// the file of its type), so the source reader and the command line's colour options read them
/// from the library instead of keeping tables of their own (`Tests/PlumbSourceTests/
/// VocabularyTests.swift` checks that every name is one the library's public API declares).
package protocol SourceNamed: Sendable {
    /// Each constant, under the name Swift source gives it, in the order of its declaration.
    static var sourceNames: [(name: String, value: Self)] { get }
}

extension SourceNamed {
    /// The constant Swift source calls `name`, if there is one.
    package static func named(_ name: String) -> Self? {
        sourceNames.first { $0.name == name }?.value
    }

    /// The names, as source writes them as implicit members, for a message: "'.fit' or '.fill'".
    package static var spelledNames: String {
        let names = sourceNames.map { "'.\($0.name)'" }
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
