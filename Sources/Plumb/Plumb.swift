// Plumb: SwiftUI's layout system on every platform Swift runs on.
// `import Plumb` gives SwiftUI's view vocabulary and the layout engine.
@_exported import Foundation
@_exported import PlumbCore
