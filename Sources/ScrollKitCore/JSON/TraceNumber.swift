/// Formats numbers for the trace and other JSON output, deterministically:
/// integers print without a fraction, other values are rounded to 4 decimal
/// places with trailing zeros dropped. Non-finite values (which the engine
/// never produces) print as `null`, so the output stays valid JSON.
public enum TraceNumber {
    /// `value` limited so that it prints below 1 at `decimals` places:
    /// for numbers documented in [0, 1) such as the trace's `hue`, which
    /// `format` would otherwise round from 0.99996 up to `1`.
    public static func belowOne(_ value: Double, decimals: Int = 4) -> Double {
        var largest = 1.0
        for _ in 0..<decimals { largest /= 10 }
        return Swift.min(value, 1 - largest)
    }

    /// The formatted number, e.g. `844`, `431.2`, `-0.0001`, `0.1232`.
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "null" }
        // Beyond 1e14 the fixed-point path below would overflow Int64: print
        // the whole number as Swift does (valid JSON, e.g. `1e+300`).
        if abs(value) >= 1e14 { return "\(value.rounded())" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 } // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        // Build "<int>.<frac>" from integers to avoid binary-float artefacts.
        let negative = rounded < 0
        let scaled = Int64((abs(value) * scale).rounded())
        let intScale = Int64(scale)
        let whole = scaled / intScale
        var frac = String(scaled % intScale)
        frac = String(repeating: "0", count: decimals - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return (negative ? "-" : "") + String(whole) + (frac.isEmpty ? "" : "." + frac)
    }
}
