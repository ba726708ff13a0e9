import ArgumentParser
import ScrollKitCore

/// Parsers for option values shared by the subcommands. Each returns nil or
/// throws a `PlaygroundExit.badInput` naming the option.
enum OptionParsing {
    /// `WxH` (e.g. `390x844`), both sides in 1…16384 logical pixels.
    static func size(_ text: String, option: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("\(option) must look like 390x844 (got '\(text)')")
        }
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw ValidationError("\(option) sides must be between 1 and 16384 (got '\(text)')")
        }
        return Size(width: w, height: h)
    }

    static func preset(_ name: String, option: String = "--preset") throws -> Preset {
        guard let preset = PresetCatalog.preset(named: name) else {
            throw ValidationError(
                "\(option): unknown preset '\(name)'\(suggestion(name, PresetCatalog.names)); known: \(PresetCatalog.names.joined(separator: ", "))")
        }
        return preset
    }

    static func behavior(_ name: String, option: String = "--behavior") throws -> any ScrollTargetBehavior {
        guard let behavior = BehaviorCatalog.behavior(named: name) else {
            throw ValidationError(
                "\(option): unknown behavior '\(name)'\(suggestion(name, BehaviorCatalog.names)); see 'playground list'")
        }
        return behavior
    }

    static func axes(_ name: String, option: String = "--axis") throws -> Axes {
        guard let axes = Axes(name: name) else {
            throw ValidationError("\(option) must be vertical, horizontal or both (got '\(name)')")
        }
        return axes
    }

    static func deceleration(_ name: String, option: String = "--deceleration") throws -> DecelerationRate {
        guard let rate = DecelerationRate(name: name) else {
            throw ValidationError("\(option) must be normal, fast or a rate between 0 and 1 (got '\(name)')")
        }
        return rate
    }

    static func positive(_ value: Double, option: String, max: Double = 1e6) throws -> Double {
        guard value.isFinite, value > 0, value <= max else {
            throw ValidationError("\(option) must be a positive number up to \(TraceNumber.format(max)) (got \(value))")
        }
        return value
    }

    /// ", did you mean 'x'?" when a known name is within edit distance 2.
    static func suggestion(_ name: String, _ known: [String]) -> String {
        let best = known.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2 else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where i <= a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where j <= b.count {
                let current = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
