// iOS's system colours (UIKit's `systemRed`… in light and dark, iOS 17),
// and the label colours `Color.primary` / `.secondary`.
extension Color {
    public static let red = Color(lightHex: 0xFF3B30, darkHex: 0xFF453A)
    public static let orange = Color(lightHex: 0xFF9500, darkHex: 0xFF9F0A)
    public static let yellow = Color(lightHex: 0xFFCC00, darkHex: 0xFFD60A)
    public static let green = Color(lightHex: 0x34C759, darkHex: 0x30D158)
    public static let mint = Color(lightHex: 0x00C7BE, darkHex: 0x63E6E2)
    public static let teal = Color(lightHex: 0x30B0C7, darkHex: 0x40C8E0)
    public static let cyan = Color(lightHex: 0x32ADE6, darkHex: 0x64D2FF)
    public static let blue = Color(lightHex: 0x007AFF, darkHex: 0x0A84FF)
    public static let indigo = Color(lightHex: 0x5856D6, darkHex: 0x5E5CE6)
    public static let purple = Color(lightHex: 0xAF52DE, darkHex: 0xBF5AF2)
    public static let pink = Color(lightHex: 0xFF2D55, darkHex: 0xFF375F)
    public static let brown = Color(lightHex: 0xA2845E, darkHex: 0xAC8E68)
    public static let gray = Color(lightHex: 0x8E8E93, darkHex: 0x8E8E93)
    public static let black = Color(lightHex: 0x000000, darkHex: 0x000000)
    public static let white = Color(lightHex: 0xFFFFFF, darkHex: 0xFFFFFF)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The foreground (label) colour: black in light, white in dark.
    public static let primary = Color(light: _ResolvedColor(hex: 0), dark: _ResolvedColor(hex: 0xFFFFFF), isPrimary: true)
    /// iOS's secondary label colour.
    public static let secondary = Color(
        light: _ResolvedColor(hex: 0x3C3C43, opacity: 0.6), dark: _ResolvedColor(hex: 0xEBEBF5, opacity: 0.6))
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
