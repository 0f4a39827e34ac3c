/// `fvar` — Font variations table (OpenType spec, "fvar — Font Variations Table"):
/// the variation axes and named instances.
struct FvarTable: Sendable {
    static let tag: FontTag = "fvar"

    var axes: [VariationAxis]
    var instances: [NamedVariationInstance]

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        let major = try r.u16()
        guard major == 1 else { throw FontError(.unsupported("version \(major)"), table: Self.tag) }
        try r.skip(2)
        let axesOffset = Int(try r.u16())
        try r.skip(2)  // reserved
        let axisCount = Int(try r.u16())
        let axisSize = Int(try r.u16())
        let instanceCount = Int(try r.u16())
        let instanceSize = Int(try r.u16())
        guard axisSize >= 20 else { throw .malformed("axisSize \(axisSize) < 20", table: Self.tag) }
        guard axisCount * axisSize <= data.count else { throw FontError(.truncated, table: Self.tag) }
        var axes: [VariationAxis] = []
        axes.reserveCapacity(axisCount)
        for i in 0..<axisCount {
            var a = data.reader(at: axesOffset + i * axisSize, table: Self.tag)
            let tag = try a.tag()
            let minValue = try a.fixed().doubleValue
            let defaultValue = try a.fixed().doubleValue
            let maxValue = try a.fixed().doubleValue
            let flags = try a.u16()
            let nameID = try a.u16()
            guard minValue <= defaultValue, defaultValue <= maxValue else {
                throw .malformed("axis '\(tag)' has min/default/max out of order", table: Self.tag)
            }
            axes.append(
                VariationAxis(
                    tag: tag, minValue: minValue, defaultValue: defaultValue,
                    maxValue: maxValue, isHidden: flags & 1 != 0, nameID: nameID))
        }
        var instances: [NamedVariationInstance] = []
        let instancesOffset = axesOffset + axisCount * axisSize
        if instanceSize >= 4 + 4 * axisCount, instanceCount * instanceSize <= data.count {
            for i in 0..<instanceCount {
                var ir = data.reader(at: instancesOffset + i * instanceSize, table: Self.tag)
                let subfamilyNameID = try ir.u16()
                try ir.skip(2)  // flags
                var coords: [FontTag: Double] = [:]
                for axis in axes { coords[axis.tag] = try ir.fixed().doubleValue }
                instances.append(NamedVariationInstance(subfamilyNameID: subfamilyNameID, coordinates: coords))
            }
        }
        self.axes = axes
        self.instances = instances
    }
}
