// PlumbTesting: snapshot tests of views on Linux, shaped like swift-snapshot-testing.
// `import PlumbTesting` gives `assertSnapshot(of:as:)` and everything `import Plumb` gives.
@_exported import Plumb
