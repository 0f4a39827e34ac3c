import Foundation

/// `Measurement(value:unit:)` with Foundation's units and conversions (`.converted(to:)`,
/// `.value`, `+`, comparisons). Formatting is Plumb's: Linux's Foundation has neither
/// `MeasurementFormatter` nor `Measurement.FormatStyle`, so `.formatted()` and the
/// `MeasurementFormatter` stand-in write the number as `NumberFormatter` does (at most three
/// fraction digits) and the unit as Apple does: its symbol ("5 km"), without a space in the
/// short style ("5km"), or its name in the long style ("5 kilometers").
extension Interpreter {
    /// The unit types by name, each with the units source code names (Apple's class properties).
    static let unitTables: [String: [String: Dimension]] = [
        "UnitLength": [
            "kilometers": UnitLength.kilometers, "meters": UnitLength.meters, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "yards": UnitLength.yards,
            "feet": UnitLength.feet, "inches": UnitLength.inches, "nauticalMiles": UnitLength.nauticalMiles,
        ],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams,
            "pounds": UnitMass.pounds, "ounces": UnitMass.ounces, "stones": UnitMass.stones,
            "metricTons": UnitMass.metricTons,
        ],
        "UnitDuration": [
            "hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds,
            "milliseconds": UnitDuration.milliseconds,
        ],
        "UnitSpeed": [
            "kilometersPerHour": UnitSpeed.kilometersPerHour, "metersPerSecond": UnitSpeed.metersPerSecond,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitEnergy": [
            "kilocalories": UnitEnergy.kilocalories, "calories": UnitEnergy.calories, "joules": UnitEnergy.joules,
            "kilojoules": UnitEnergy.kilojoules, "kilowattHours": UnitEnergy.kilowattHours,
        ],
        "UnitTemperature": [
            "celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit,
            "kelvin": UnitTemperature.kelvin,
        ],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "gallons": UnitVolume.gallons,
            "cups": UnitVolume.cups, "fluidOunces": UnitVolume.fluidOunces,
        ],
        "UnitPower": ["watts": UnitPower.watts, "kilowatts": UnitPower.kilowatts, "horsepower": UnitPower.horsepower],
        "UnitPressure": [
            "hectopascals": UnitPressure.hectopascals, "bars": UnitPressure.bars,
            "millibars": UnitPressure.millibars, "inchesOfMercury": UnitPressure.inchesOfMercury,
        ],
        "UnitAngle": ["degrees": UnitAngle.degrees, "radians": UnitAngle.radians],
    ]

    static var unitTypeNames: Set<String> { Set(unitTables.keys) }

    /// The names of the long style, by symbol.
    static let unitNames: [String: (one: String, many: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "yd": ("yard", "yards"), "ft": ("foot", "feet"),
        "in": ("inch", "inches"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
        "oz": ("ounce", "ounces"), "hr": ("hour", "hours"), "min": ("minute", "minutes"), "s": ("second", "seconds"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"), "kCal": ("kilocalorie", "kilocalories"),
        "J": ("joule", "joules"), "kJ": ("kilojoule", "kilojoules"), "°C": ("degree Celsius", "degrees Celsius"),
        "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "L": ("liter", "liters"), "W": ("watt", "watts"),
    ]

    /// `UnitLength.kilometers`; nil when the type or the unit is not one Plumb knows.
    static func unit(_ type: String, _ name: String) -> Dimension? { unitTables[type]?[name] }

    /// The symbol Apple shows: Linux names minutes "m" and hours "h".
    static func symbol(of unit: Dimension) -> String {
        if unit == UnitDuration.minutes { return "min" }
        if unit == UnitDuration.hours { return "hr" }
        return unit.symbol
    }

    /// A unit argument: `UnitLength.meters` or `.meters` (looked up in every unit type, as the
    /// measurement's type would say which).
    func dimension(_ v: Value, at offset: Int) throws(Diagnostic) -> Dimension {
        if case .foundation(let unit as Dimension) = v { return unit }
        if case .symbol(let name, nil, _) = v {
            for type in Interpreter.unitTables.keys.sorted() {
                if let unit = Interpreter.unitTables[type]?[name] { return unit }
            }
        }
        throw error("expected a unit, found \(v.kind)", at: offset)
    }

    static let measurementValues: [ValueEntry] = [
        .init("Measurement", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let value = a.take("value"), let unit = a.take("unit") else {
                throw i.error("missing argument 'value:' or 'unit:' in call to 'Measurement'", at: at)
            }
            return .foundation(
                Measurement<Dimension>(
                    value: try i.double(value.value, at: value.offset),
                    unit: try i.dimension(unit.value, at: unit.offset)))
        },
        // `UnitTemperature(forLocale: .autoupdatingCurrent, usage: .weather)` (iOS 16): the
        // region's temperature unit. Foundation's `Locale.measurementSystem` says which (the
        // US's `.us` is Fahrenheit, every other system Celsius); the locale is the fixed one
        // unless given.
        .init("UnitTemperature", binding: .readerOnly("Foundation's UnitTemperature(forLocale:usage:)")) {
            i, a, at throws(Diagnostic) in
            guard let given = a.take("forLocale") else {
                throw i.error("missing argument 'forLocale:' in call to 'UnitTemperature'", at: at)
            }
            _ = a.take("usage")
            var locale = FixedWorld.locale
            if case .foundation(let l as Locale) = given.value { locale = l }
            return .foundation(locale.measurementSystem == .us ? UnitTemperature.fahrenheit : UnitTemperature.celsius)
        },
    ]

    func measurementMember(_ name: String, of m: Measurement<Dimension>) -> Value? {
        switch name {
        case "value": return .float(m.value)
        case "unit": return .foundation(m.unit)
        case "description": return .string(Interpreter.foundationDescription(m))
        default: return nil
        }
    }

    func measurementCall(_ name: String, on m: Measurement<Dimension>, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch name {
        case "converted":
            guard let unit = args.take("to") else { return nil }
            return .foundation(m.converted(to: try dimension(unit.value, at: unit.offset)))
        case "formatted":
            args.takeAll()
            return .string(MeasurementFormatterStandIn().string(from: m))
        default: return nil
        }
    }

    func measurementBinary(_ op: String, _ a: Measurement<Dimension>, _ b: Measurement<Dimension>) -> Value? {
        guard type(of: a.unit) == type(of: b.unit) else { return nil }
        switch op {
        case "+": return .foundation(a + b)
        case "-": return .foundation(a - b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }
}

/// `MeasurementFormatter`, which Linux's Foundation lacks. With `unitOptions` `.providedUnit`
/// or not, the measurement keeps its unit (Apple's converts to the locale's preferred unit
/// unless `.providedUnit` is set: not reproduced).
final class MeasurementFormatterStandIn: @unchecked Sendable {
    var unitStyle = "medium"
    var numberFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = FixedWorld.locale
        f.numberStyle = .decimal
        f.maximumFractionDigits = 3
        return f
    }()

    static let properties: [String: FormatterProperty<MeasurementFormatterStandIn>] = [
        "unitStyle": .init(
            get: { .symbol($0.unitStyle, arguments: nil, at: 0) },
            set: { i, f, v, at throws(Diagnostic) in
                f.unitStyle = try i.symbolNames(v, among: ["short", "medium", "long"], at: at).first ?? "medium"
            }),
        "unitOptions": .init(
            get: { _ in .array([]) },
            set: { i, _, v, at throws(Diagnostic) in
                _ = try i.symbolNames(v, among: ["providedUnit", "naturalScale", "temperatureWithoutUnit"], at: at)
            }),
        "numberFormatter": .init(
            get: { .foundation($0.numberFormatter) },
            set: { _, f, v, _ throws(Diagnostic) in
                if case .foundation(let n as NumberFormatter) = v { f.numberFormatter = n }
            }),
        "locale": .init(
            get: { .foundation($0.numberFormatter.locale as Locale) },
            set: { i, f, v, at throws(Diagnostic) in
                f.numberFormatter.locale = try i.locale(v, at: at)
            }),
    ]

    func string(from m: Measurement<Dimension>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: m.value)) ?? "\(m.value)"
        let symbol = Interpreter.symbol(of: m.unit)
        switch unitStyle {
        case "short": return number + symbol
        case "long":
            guard let names = Interpreter.unitNames[symbol] else { return number + " " + symbol }
            return number + " " + (m.value == 1 ? names.one : names.many)
        default: return number + " " + symbol
        }
    }

    func call(_ name: String, _ args: inout Arguments, _ i: Interpreter, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "string", let m = args.take("from") else { return nil }
        switch m.value {
        case .foundation(let measurement as Measurement<Dimension>): return .string(string(from: measurement))
        case .foundation(let unit as Dimension): return .string(Interpreter.symbol(of: unit))
        default: throw i.error("expected a measurement, found \(m.value.kind)", at: m.offset)
        }
    }
}
