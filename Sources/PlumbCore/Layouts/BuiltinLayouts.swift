import Foundation

// Plumb's own layouts are `BuiltinLayout`s: the engine calls each through entry points
// specialized for it, and it declares how its guides propagate (LayoutBox.swift). The
// modifiers conform through `UnaryLayout`, `HStackLayout` and `VStackLayout` through
// `_StackLayoutForwarding`; the others are listed here. A layout of PlumbCore missing from
// this list trips an assertion in `makeLayoutBox` the first time a debug build lays it out.

extension AnyLayout: BuiltinLayout {}
extension ZStackLayout: BuiltinLayout {}
extension GridLayout: BuiltinLayout {}
extension LazyGridLayout: BuiltinLayout {}
extension ScrollViewLayout: BuiltinLayout {}
extension SafeAreaInsetLayout: BuiltinLayout {}
extension BarContainerLayout: BuiltinLayout {}
extension NavigationBarLayout: BuiltinLayout {}
extension ListContentLayout: BuiltinLayout {}
extension ListRowLayout: BuiltinLayout {}
extension SectionLayout: BuiltinLayout {}
extension TrailingAccessoryLayout: BuiltinLayout {}
extension ViewThatFitsLayout: BuiltinLayout {}
extension SecondaryLayerLayout: BuiltinLayout {}
extension StyleLayerLayout: BuiltinLayout {}
extension FillWidthLayout: BuiltinLayout {}
extension UnaryFillLayout: BuiltinLayout {}
extension FixedControlLayout: BuiltinLayout {}
extension MenuPickerLayout: BuiltinLayout {}
extension SegmentedLayout: BuiltinLayout {}
extension WheelLayout: BuiltinLayout {}
extension TrackLayout: BuiltinLayout {}
