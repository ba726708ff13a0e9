import ArgumentParser
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender

/// Parsers for option values shared by the subcommands. Each returns the
/// value or throws a `ValidationError` naming the option (printed as
/// `Error: …`, exit 2); echoed values are cut (`PlaygroundMessage.cut`).
enum OptionParsing {
    /// `WxH` (e.g. `390x844`), both sides at least 1 logical pixel, and
    /// `scale` times the size within `FrameBounds` (device pixels).
    static func size(_ text: String, option: String, scale: Double = 1) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("\(option) must look like 390x844 (got '\(PlaygroundMessage.cut(text))')")
        }
        guard w.isFinite, h.isFinite else {
            throw ValidationError("\(option) sides must be finite numbers of logical pixels (got '\(PlaygroundMessage.cut(text))')")
        }
        guard w >= 1, h >= 1 else {
            throw ValidationError("\(option) sides must be at least 1 logical pixel (got '\(PlaygroundMessage.cut(text))')")
        }
        guard FrameBounds.allows(width: w * scale, height: h * scale) else {
            let device = scale == 1 ? "" : " at --scale \(describe(scale))"
            throw ValidationError("\(option) \(PlaygroundMessage.cut(text))\(device) is too large: \(FrameBounds.limitDescription)")
        }
        return Size(width: w, height: h)
    }

    /// A number as the user would recognise it in a message: finite values
    /// as in the trace, others as `nan`, `inf`, `-inf` (never `null`).
    static func describe(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return TraceNumber.format(value)
    }

    static func preset(_ name: String, option: String = "--preset") throws -> Preset {
        guard let preset = PresetCatalog.preset(named: name) else {
            throw ValidationError(
                "\(option): unknown preset '\(PlaygroundMessage.cut(name))'\(NameSuggestion.hint(for: name, in: PresetCatalog.names, listedBy: "playground list"))")
        }
        return preset
    }

    static func behavior(_ name: String, option: String = "--behavior") throws -> any NamedScrollTargetBehavior {
        guard let behavior = BehaviorCatalog.behavior(named: name) else {
            throw ValidationError(
                "\(option): unknown behavior '\(PlaygroundMessage.cut(name))'\(NameSuggestion.hint(for: name, in: BehaviorCatalog.names, listedBy: "playground list"))")
        }
        return behavior
    }

    static func axes(_ name: String, option: String = "--axis") throws -> Axes {
        guard let axes = Axes(name: name) else {
            throw ValidationError("\(option) must be vertical, horizontal or both (got '\(PlaygroundMessage.cut(name))')")
        }
        return axes
    }

    static func deceleration(_ name: String, option: String = "--deceleration") throws -> DecelerationRate {
        guard let rate = DecelerationRate(name: name) else {
            throw ValidationError("\(option) must be normal, fast or a rate between 0 and 1 (got '\(PlaygroundMessage.cut(name))')")
        }
        return rate
    }

    static func positive(_ value: Double, option: String, max: Double = 1e6) throws -> Double {
        guard value.isFinite, value > 0, value <= max else {
            throw ValidationError("\(option) must be a positive number up to \(TraceNumber.format(max)) (got \(describe(value)))")
        }
        return value
    }

    /// `--lanes a,b[,c[,d]]`: 2…`LaneLayout.maximumCount` names separated by
    /// commas (spaces around a name ignored), each a behavior of the catalog
    /// or one of `fileNames` (the lanes of `--behavior-file`s). An unknown
    /// name gets a did-you-mean; the value is cut in the message.
    static func lanes(_ text: String, option: String = "--lanes", fileNames: [String] = []) throws -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard (2...LaneLayout.maximumCount).contains(names.count), !names.contains(where: \.isEmpty) else {
            throw ValidationError(
                "\(option) needs 2 to \(LaneLayout.maximumCount) behavior names separated by commas, e.g. paging,seed-v3 (got '\(PlaygroundMessage.cut(text))')")
        }
        for name in names where !fileNames.contains(name) {
            guard BehaviorCatalog.behavior(named: name) != nil else {
                throw ValidationError(
                    "\(option): unknown behavior '\(PlaygroundMessage.cut(name))'\(NameSuggestion.hint(for: name, in: BehaviorCatalog.names + fileNames, listedBy: "playground list"))")
            }
        }
        return names
    }
}
