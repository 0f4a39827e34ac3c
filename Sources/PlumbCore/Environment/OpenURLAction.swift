import Foundation

/// Opens a URL: `@Environment(\.openURL)`, called as `openURL(url)`. Plumb lays out one
/// state, so the default action opens nothing and reports `.systemAction`.
public struct OpenURLAction {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        let name: String
        /// The handler opened it.
        public static let handled = Result(name: "handled")
        /// The handler did not; nothing else is tried.
        public static let discarded = Result(name: "discarded")
        /// The handler passes it on to the system.
        public static let systemAction = Result(name: "systemAction")
        /// The handler passes another URL to the system.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`: `openURL(url)`. Plumb never runs actions.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url`, then calls `completion` with whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        completion(result.name != "discarded")
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
