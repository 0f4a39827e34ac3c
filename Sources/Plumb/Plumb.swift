// Plumb: SwiftUI's layout system on every platform Swift runs on.
// `import Plumb` gives SwiftUI's view vocabulary, the layout engine, and the source reader.
@_exported import Foundation
@_exported import PlumbCore
@_exported import PlumbExplain
@_exported import PlumbSource
@_exported import PlumbRender
