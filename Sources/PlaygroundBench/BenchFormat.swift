import PlaygroundRender

/// How the bench tables print their figures: milliseconds, ratios,
/// megabytes and thousands-separated counts.
package enum BenchFormat {
    package static func ms(_ seconds: Double) -> String { "\(RenderFormat.number(seconds * 1000, decimals: 3)) ms" }
    package static func ratio(_ r: Double) -> String { "\(RenderFormat.number(r, decimals: 2))×" }
    package static func megabytes(_ bytes: Int) -> String { "\(RenderFormat.number(Double(bytes) / 1_048_576, decimals: 1)) MB" }
    package static func count(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }
}
