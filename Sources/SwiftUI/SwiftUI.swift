// `import SwiftUI` on Linux and every platform without Apple's SwiftUI: Plumb's library
// under SwiftUI's module name, so a view file written for iOS compiles unchanged.
//
// It re-exports Plumb (the views, modifiers, layout engine, text engine, renderer, source
// reader and explanations), Foundation (CGFloat, CGSize, Date, URL...) and Observation
// (`@Observable`), which SwiftUI re-exports on Apple's platforms too. Depend on the
// `SwiftUI` product only where Apple's SwiftUI does not exist: on macOS or iOS the system
// module of the same name is the real one (use `import Plumb` there).
@_exported import Foundation
@_exported import Observation
@_exported import Plumb
