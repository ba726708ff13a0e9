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
                "\(option): unknown preset '\(name)'\(NameSuggestion.hint(for: name, in: PresetCatalog.names))")
        }
        return preset
    }

    static func behavior(_ name: String, option: String = "--behavior") throws -> any ScrollTargetBehavior {
        guard let behavior = BehaviorCatalog.behavior(named: name) else {
            throw ValidationError(
                "\(option): unknown behavior '\(name)'\(NameSuggestion.hint(for: name, in: BehaviorCatalog.names))")
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
}
