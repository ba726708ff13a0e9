/// A colour as text, as SwiftUI prints it (`Text("\(color)")`,
/// `print(color)`): a system colour by its name (`blue`, `primary`); any
/// other colour as `#RRGGBBAA`, its light sRGB components and opacity in
/// two hexadecimal digits each (0…1 scaled to 0…255, rounded).
extension Color: CustomStringConvertible {
    public var description: String {
        if let named = Self.named.first(where: { $0.color == self }) { return named.name }
        func hex(_ v: Double) -> String {
            let byte = Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        return "#" + hex(light.red) + hex(light.green) + hex(light.blue) + hex(light.opacity)
    }

    /// The system colours by the names SwiftUI prints.
    static let named: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
        ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
    ]
}
