import Foundation
import PlumbCore

/// Foundation evaluated by Foundation: the reader's hooks for `Value.foundation`.
///
/// A Foundation value travels as itself (a `Date`, a `Calendar`, a `DateFormatter`), and
/// its members are Foundation's, called on it in ``FixedWorld`` (the `en_US` locale, GMT,
/// the clock at 9:41 AM on January 1, 2026). Each concept has its file: dates
/// (`Dates.swift`), calendars, components, time zones and locales (`Calendars.swift`),
/// formatter objects (`DateFormatters.swift`, `NumberFormatters.swift`), measurements
/// (`Measurements.swift`), format styles (`FormatStyles.swift`). The interpreter calls the
/// functions below from its own switches (member, call, static member, operator, `==`,
/// string interpolation, assignment).
extension Interpreter {
    /// The Foundation types the reader knows by name, for `Type.member` and `Type(...)`.
    static let foundationTypeNames: Set<String> = Set([
        "Date", "Calendar", "DateComponents", "TimeZone", "Locale", "TimeInterval", "DateFormatter",
        "RelativeDateTimeFormatter", "NumberFormatter", "NSNumber", "DateComponentsFormatter",
        "MeasurementFormatter", "Measurement", "ByteCountFormatter", "ListFormatter", "ISO8601DateFormatter", "Scanner",
        "CharacterSet", "UserDefaults", "Bundle", "JSONDecoder", "Data", "ProcessInfo", "Duration",
    ]).union(Interpreter.unitTypeNames)

    /// The name a Foundation value's type has in source, for messages and extensions
    /// (`extension Date { func agoString() ... }`).
    static func foundationTypeName(of value: any Sendable) -> String {
        switch value {
        case is Date: return "Date"
        case is Color.Resolved: return "Color.Resolved"
        case is Duration: return "Duration"
        case is Calendar: return "Calendar"
        case is DateComponents: return "DateComponents"
        case is TimeZone: return "TimeZone"
        case is Locale: return "Locale"
        case is Locale.Language: return "Locale.Language"
        case is Locale.LanguageCode: return "Locale.LanguageCode"
        case is Locale.Region: return "Locale.Region"
        case is Locale.Script: return "Locale.Script"
        case is Measurement<Dimension>: return "Measurement"
        case is Dimension: return "Unit"
        case is FormatRecipe: return "FormatStyle"
        case is UserDefaultsStandIn: return "UserDefaults"
        case is BundleStandIn: return "Bundle"
        case is ProcessInfoStandIn: return "ProcessInfo"
        case is JSONDecoderStandIn: return "JSONDecoder"
        case is ModelStoreStandIn: return "ModelContainer"
        case is ModelQueryStandIn: return "FetchDescriptor"
        case is Data: return "Data"
        case is URL: return "URL"
        case is String.Index: return "String.Index"
        case is Range<String.Index>: return "Range<String.Index>"
        case is RegularExpressionStandIn: return "NSRegularExpression"
        case is TextMatch: return "NSTextCheckingResult"
        case is NSRange: return "NSRange"
        case is AttributedString: return "AttributedString"
        case is AttributeContainer: return "AttributeContainer"
        default: return "\(type(of: value))"
        }
    }

    /// `base.name` of a Foundation value; nil when Foundation has no such member here.
    func foundationMember(_ name: String, of value: any Sendable, at offset: Int) throws(Diagnostic) -> Value? {
        switch value {
        case let date as Date: return dateMember(name, of: date)
        case let calendar as Calendar: return calendarMember(name, of: calendar)
        case let components as DateComponents: return componentsMember(name, of: components)
        case let zone as TimeZone: return zone.member(name)
        case let locale as Locale:
            switch name {
            case "identifier": return .string(locale.identifier)
            // Foundation's answers for the fixed locale (en_US: US customary units).
            case "usesMetricSystem": return .bool(locale.measurementSystem == .metric)
            case "languageCode": return locale.language.languageCode.map { .string($0.identifier) } ?? Value.none
            case "regionCode": return locale.region.map { .string($0.identifier) } ?? Value.none
            // `Locale.current.currencyCode` (deprecated, common): "USD" in the fixed locale.
            case "currencyCode": return locale.currency.map { .string($0.identifier) } ?? Value.none
            case "currencySymbol": return locale.currencySymbol.map { .string($0) } ?? Value.none
            case "decimalSeparator": return locale.decimalSeparator.map { .string($0) } ?? Value.none
            case "groupingSeparator": return locale.groupingSeparator.map { .string($0) } ?? Value.none
            // `locale.language.languageCode?.identifier` (Mastodon's language picker).
            case "language": return .foundation(locale.language)
            case "region": return locale.region.map { .foundation($0) } ?? Value.none
            default: return nil
            }
        case let language as Locale.Language:
            switch name {
            case "languageCode": return language.languageCode.map { .foundation($0) } ?? Value.none
            case "region": return language.region.map { .foundation($0) } ?? Value.none
            case "script": return language.script.map { .foundation($0) } ?? Value.none
            case "minimalIdentifier": return .string(language.minimalIdentifier)
            case "maximalIdentifier": return .string(language.maximalIdentifier)
            default: return nil
            }
        case let code as Locale.LanguageCode: return name == "identifier" ? .string(code.identifier) : nil
        case let region as Locale.Region: return name == "identifier" ? .string(region.identifier) : nil
        case let script as Locale.Script: return name == "identifier" ? .string(script.identifier) : nil
        case let measurement as Measurement<Dimension>: return measurementMember(name, of: measurement)
        case let url as URL: return urlMember(name, of: url)
        case let scanner as ScannerStandIn: return scannerMember(name, of: scanner)
        case let set as CharacterSet: return characterSetMember(name, of: set)
        case let unit as Dimension: return name == "symbol" ? .string(Interpreter.symbol(of: unit)) : nil
        case is UserDefaultsStandIn: return nil
        case is BundleStandIn: return bundleMember(name)
        case is ProcessInfoStandIn: return processInfoMember(name)
        case let data as Data: return dataMember(name, of: data)
        case is TextMatch, is NSRange: return textMatchMember(name, of: value)
        case let s as AttributedString: return attributedStringMember(name, of: s)
        case let d as Duration: return durationMember(name, of: d)
        case let r as ComparableRange: return try comparableRangeMember(name, of: r, at: offset)
        // A `DateInterval` (`calendar.dateInterval(of:for:)`): its bounds and length.
        case let interval as DateInterval:
            switch name {
            case "start": return .foundation(interval.start)
            case "end": return .foundation(interval.end)
            case "duration": return .float(interval.duration)
            default: return nil
            }
        case let c as Color.Resolved:
            // `color.resolve(in: environment).red`: the library's components, as Floats.
            let components: [String: Float] = [
                "red": c.red, "green": c.green, "blue": c.blue, "opacity": c.opacity, "linearRed": c.linearRed,
                "linearGreen": c.linearGreen, "linearBlue": c.linearBlue,
            ]
            if let v = components[name] { return .float(Double(v)) }
            return name == "description" ? .string(c.description) : nil
        case is JSONDecoderStandIn: return nil
        case let store as ModelStoreStandIn: return modelStoreMember(name, of: store)
        case is ModelQueryStandIn: return nil
        case let object as AnyObject: return try formatterProperty(name, of: object, at: offset)
        default: return nil
        }
    }

    /// `base.name(...)` on a Foundation value; nil when Foundation has no such method here.
    func foundationCall(_ name: String, on value: any Sendable, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch value {
        case let date as Date: return try dateCall(name, on: date, &args, at: offset)
        case let calendar as Calendar: return try calendarCall(name, on: calendar, &args, at: offset)
        case let zone as TimeZone:
            switch name {
            case "secondsFromGMT":
                return .int(
                    zone.secondsFromGMT(
                        for: try args.take("for").map { e throws(Diagnostic) in try date(e.value, at: e.offset) }
                            ?? FixedWorld.now))
            case "abbreviation": return zone.abbreviation(for: FixedWorld.now).map { .string($0) } ?? Value.none
            default: return nil
            }
        case let locale as Locale:
            // `Locale.current.localizedString(forLanguageCode: "de")`: Foundation's names, in the
            // fixed locale (en_US: "German", "French (Canada)", "Japan"); nil for a code it lacks.
            guard name == "localizedString", let e = args.entries.first, args.entries.count == 1,
                let label = e.label, ["forLanguageCode", "forIdentifier", "forRegionCode"].contains(label)
            else { return nil }
            _ = args.take(label)
            let code = try string(e.value, at: e.offset)
            let text: String?
            switch label {
            case "forLanguageCode": text = locale.localizedString(forLanguageCode: code)
            case "forRegionCode": text = locale.localizedString(forRegionCode: code)
            default: text = locale.localizedString(forIdentifier: code)
            }
            return text.map { .string($0) } ?? Value.none
        case let components as DateComponents:
            guard name == "value", let c = args.takeUnlabeled() ?? args.take("for") else { return nil }
            return components.value(for: try component(c.value, at: c.offset)).map { .int($0) } ?? Value.none
        case let measurement as Measurement<Dimension>:
            return try measurementCall(name, on: measurement, &args, at: offset)
        case let recipe as FormatRecipe:
            return .foundation(recipe.adding(name, args.takingAll()))
        case let scanner as ScannerStandIn: return try scannerCall(name, on: scanner, &args, at: offset)
        case let set as CharacterSet: return characterSetCall(name, on: set, &args)
        case let store as UserDefaultsStandIn: return try userDefaultsCall(name, on: store, &args, at: offset)
        case is BundleStandIn: return try bundleCall(name, &args)
        case let decoder as JSONDecoderStandIn: return try decoderCall(name, on: decoder, &args, at: offset)
        case let url as URL: return try urlCall(name, on: url, &args)
        case let box as RegularExpressionStandIn: return try regularExpressionCall(name, on: box, &args, at: offset)
        case let s as AttributedString: return try attributedStringCall(name, on: s, &args, at: offset)
        case let match as TextMatch: return try textMatchCall(name, on: match, &args)
        case let r as ComparableRange: return try comparableRangeCall(name, on: r, &args, at: offset)
        case let interval as DateInterval:
            guard name == "contains", let e = args.takeUnlabeled() else { return nil }
            return .bool(interval.contains(try date(e.value, at: e.offset)))
        case let store as ModelStoreStandIn: return try modelStoreCall(name, on: store, &args, at: offset)
        case is ModelQueryStandIn: return nil
        case let object as AnyObject: return try formatterCall(name, on: object, &args, at: offset)
        default: return nil
        }
    }

    /// `Type.name` of a Foundation type (`Date.now`, `TimeZone.current`, `UnitLength.meters`,
    /// `RelativeDateTimeFormatter.UnitsStyle.full`); nil when the type is not Foundation's.
    func foundationStatic(_ type: String, _ name: String, at offset: Int) throws(Diagnostic) -> Value? {
        let root = String(type.prefix(while: { $0 != "." }))
        guard Interpreter.foundationTypeNames.contains(root), types[root] == nil else { return nil }
        if type != root || name.first?.isUppercase == true {
            // A nested type (`DateFormatter.Style`) and its cases, read where they are used.
            return name.first?.isUppercase == true
                ? .type(type + "." + name) : .symbol(name, arguments: nil, at: offset)
        }
        if let unit = Interpreter.unit(type, name) { return .foundation(unit) }
        switch (type, name) {
        case ("Date", "now"): return .foundation(FixedWorld.now)
        case ("Date", "distantPast"): return .foundation(Date.distantPast)
        case ("Date", "distantFuture"): return .foundation(Date.distantFuture)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .foundation(FixedWorld.calendar)
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return .foundation(FixedWorld.timeZone)
        case ("TimeZone", "gmt"): return .foundation(TimeZone(identifier: "GMT")!)
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return .foundation(FixedWorld.locale)
        // Foundation's own lists, sorted so every machine reads them in one order.
        case ("Locale", "availableIdentifiers"): return .array(Locale.availableIdentifiers.sorted().map { .string($0) })
        case ("Locale", "isoRegionCodes"), ("Locale", "isoLanguageCodes"), ("Locale", "isoCurrencyCodes"),
            ("Locale", "commonISOCurrencyCodes"):
            let codes: [String]
            switch name {
            case "isoRegionCodes": codes = Locale.Region.isoRegions.map(\.identifier)
            case "isoLanguageCodes": codes = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
            case "isoCurrencyCodes": codes = Locale.Currency.isoCurrencies.map(\.identifier)
            default: codes = Locale.commonISOCurrencyCodes
            }
            return .array(codes.sorted().map { .string($0) })
        case ("CharacterSet", _): return Interpreter.characterSets[name].map { .foundation($0) }
        case ("UserDefaults", "standard"): return .foundation(userDefaults(suite: nil))
        case ("Bundle", "main"), ("Bundle", "module"): return .foundation(BundleStandIn())
        case ("ProcessInfo", "processInfo"): return .foundation(ProcessInfoStandIn())
        case ("Duration", "zero"): return .foundation(Duration.zero)
        default: return nil
        }
    }

    /// `Type.name(...)` of a Foundation type (`DateFormatter.localizedString(from:dateStyle:timeStyle:)`).
    func foundationStaticCall(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        // A type of the app's of the same name that has no such member is another module's
        // (IceCubes' `enum Duration` in its Env package, where Models calls Swift's
        // `Duration.seconds(_:)`): Swift resolves the name by the member, and so does Plumb.
        guard Interpreter.foundationTypeNames.contains(type),
            types[type].map({ t in !t.functions.contains { $0.name == name } && !t.cases.contains { $0.name == name } })
                ?? true
        else { return nil }
        if type == "Duration", let d = try durationStaticCall(name, &args, at: offset) { return d }
        if type == "Date", name == "FormatStyle" {
            // `Date.FormatStyle(date: .numeric, time: .omitted)`: `.dateTime` with those styles.
            return .foundation(FormatRecipe(root: "dateTime", rootArguments: args.takingAll()))
        }
        return try formatterStaticCall(type, name, &args, at: offset)
    }

    /// `l op r` where either side is a Foundation value; nil when Foundation has no such operator.
    func foundationBinary(_ op: String, _ l: Value, _ r: Value, at offset: Int) throws(Diagnostic) -> Value? {
        switch (l, r) {
        // `date < .now`: the implicit member is a date.
        case (.foundation(let a as Date), .symbol):
            return try foundationBinary(op, .foundation(a), .foundation(try date(r, at: offset)), at: offset)
        case (.symbol, .foundation(let b as Date)):
            return try foundationBinary(op, .foundation(try date(l, at: offset)), .foundation(b), at: offset)
        case (.foundation(let a as Date), .foundation(let b as Date)):
            return Interpreter.comparison(op, a, b)
        case (.foundation(let a as Date), .number(let b, _)):
            switch op {
            case "+": return .foundation(a + b)
            case "-": return .foundation(a - b)
            default: return nil
            }
        case (.number(let a, _), .foundation(let b as Date)) where op == "+":
            return .foundation(b + a)
        case (.foundation(let a as Measurement<Dimension>), .foundation(let b as Measurement<Dimension>)):
            return measurementBinary(op, a, b)
        case (.foundation(let a as Duration), .foundation(let b as Duration)):
            switch op {
            case "+": return .foundation(a + b)
            case "-": return .foundation(a - b)
            default: return Interpreter.comparison(op, a, b)
            }
        // `AttributedString + AttributedString` (and `+=`): the runs of both, attributes kept.
        case (.foundation(let a as AttributedString), _) where op == "+":
            return .foundation(a + (try attributedString(r, at: offset)))
        case (_, .foundation(let b as AttributedString)) where op == "+":
            return .foundation((try attributedString(l, at: offset)) + b)
        // Foundation's `Measurement * Double`, `Double * Measurement` and `Measurement /
        // Double`: the value scaled, in the measurement's unit.
        case (.foundation(let a as Measurement<Dimension>), .number(let b, _)):
            switch op {
            case "*": return .foundation(a * b)
            case "/": return .foundation(a / b)
            default: return nil
            }
        case (.number(let a, _), .foundation(let b as Measurement<Dimension>)) where op == "*":
            return .foundation(a * b)
        default: return nil
        }
    }

    /// `l == r` for two Foundation values.
    static func foundationEqual(_ l: any Sendable, _ r: any Sendable) -> Bool {
        switch (l, r) {
        case (let a as Date, let b as Date): return a == b
        case (let a as String.Index, let b as String.Index): return a == b
        case (let a as URL, let b as URL): return a == b
        case (let a as Substring, let b as Substring): return a == b
        case (let a as Calendar, let b as Calendar): return a == b
        case (let a as DateComponents, let b as DateComponents): return a == b
        case (let a as TimeZone, let b as TimeZone): return a == b
        case (let a as Locale, let b as Locale): return a == b
        case (let a as Measurement<Dimension>, let b as Measurement<Dimension>): return a == b
        case (let a as AttributedString, let b as AttributedString): return a == b
        case (let a as AnyObject, let b as AnyObject): return a === b
        default: return false
        }
    }

    /// `"\(value)"`: Foundation's description (`2026-01-01 09:41:00 +0000` for a date).
    static func foundationDescription(_ value: any Sendable) -> String {
        switch value {
        case let m as Measurement<Dimension>: return "\(m.value) \(Interpreter.symbol(of: m.unit))"
        case let n as NSNumber: return n.description
        case let url as URL: return url.absoluteString
        case let s as AttributedString: return String(s.characters)
        default: return String(describing: value)
        }
    }

    /// `base.name = value` where `base` holds a Foundation value: a formatter's property is
    /// set on the object; a value type's (`components.day = 3`) gives the changed value, which
    /// the caller stores back.
    func setFoundationProperty(_ name: String, of base: any Sendable, to value: Value, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        switch base {
        case var components as DateComponents:
            try setComponent(name, of: &components, to: value, at: offset)
            return .foundation(components)
        case var calendar as Calendar:
            switch name {
            case "timeZone": calendar.timeZone = try timeZone(value, at: offset)
            case "locale": calendar.locale = try locale(value, at: offset)
            case "firstWeekday": calendar.firstWeekday = try int(value, at: offset)
            default: throw error("Plumb cannot set 'Calendar.\(name)'", at: offset)
            }
            return .foundation(calendar)
        case let decoder as JSONDecoderStandIn:
            try setDecoderProperty(name, of: decoder, to: value, at: offset)
            return nil
        case var query as ModelQueryStandIn:
            // `descriptor.fetchLimit = 1`, `descriptor.predicate = #Predicate { ... }`.
            switch name {
            case "fetchLimit": query.limit = try int(value, at: offset)
            case "predicate": if case .closure(let c) = value { query.predicate = c } else { query.predicate = nil }
            case "sortBy":
                var args = Arguments([.init(label: "sortBy", value: value, offset: offset)], at: offset)
                query.sort = try modelQuery(&args, type: nil, at: offset).sort
            default: break  // fetchOffset, includePendingChanges, relationshipKeyPathsForPrefetching
            }
            return .foundation(query)
        case is ModelStoreStandIn:
            return nil  // autosaveEnabled, undoManager
        case var s as AttributedString:
            try setAttribute(name, of: &s, to: value, at: offset)
            return .foundation(s)
        case var container as AttributeContainer:
            try setAttribute(name, of: &container, to: value, at: offset)
            return .foundation(container)
        case let object as AnyObject:
            try setFormatterProperty(name, of: object, to: value, at: offset)
            return nil
        default:
            throw error("Plumb cannot set '\(name)' of \(Value.foundation(base).kind)", at: offset)
        }
    }

    /// `.name` where one of `table`'s cases is expected: an implicit member, a qualified one
    /// (`RelativeDateTimeFormatter.UnitsStyle.full`, a stub where the type is not Foundation's),
    /// or the value itself.
    func choice<T>(_ v: Value, _ table: [String: T], at offset: Int) throws(Diagnostic) -> T {
        let name: String?
        switch v {
        case .symbol(let n, _, _): name = n
        case .stub(let text): name = text.split(separator: ".").last.map(String.init)
        case .foundation(let f as T): return f
        default: name = nil
        }
        if let name, let found = table[name] { return found }
        throw error(
            "expected one of " + table.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", found \(v.kind)",
            at: offset)
    }
}

extension Arguments {
    /// Takes every argument, returning them: a format style's chained call keeps its arguments.
    mutating func takingAll() -> Arguments {
        let all = Arguments(entries.filter { isUnused($0) }, at: offset)
        takeAll()
        return all
    }
}

extension TimeZone {
    /// `zone.identifier`, `zone.abbreviation` (as a property nothing has; the call is Foundation's).
    fileprivate func member(_ name: String) -> Value? {
        switch name {
        case "identifier": return .string(identifier)
        case "description": return .string(description)
        default: return nil
        }
    }
}
