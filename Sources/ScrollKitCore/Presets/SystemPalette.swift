/// iOS's system colours (UIKit's `UIColor.system…` and `…Background`, sRGB
/// values of iOS 17) for one appearance, so presets look like the screens
/// their seeds run on. Colours with alpha are the semi-transparent ones
/// (`secondaryLabel`, `separator`, `systemFill`).
public struct SystemPalette: Hashable, Sendable {
    public var appearance: Appearance
    public var systemBackground: RGBColor
    public var secondarySystemBackground: RGBColor
    public var systemGroupedBackground: RGBColor
    public var secondarySystemGroupedBackground: RGBColor
    public var label: RGBColor
    public var secondaryLabel: RGBColor
    public var tertiaryLabel: RGBColor
    /// `separator` (semi-transparent) and `opaqueSeparator`.
    public var separator: RGBColor
    public var opaqueSeparator: RGBColor
    public var systemFill: RGBColor
    public var systemGray5: RGBColor
    public var systemRed: RGBColor
    public var systemOrange: RGBColor
    public var systemYellow: RGBColor
    public var systemGreen: RGBColor
    public var systemMint: RGBColor
    public var systemTeal: RGBColor
    public var systemCyan: RGBColor
    public var systemBlue: RGBColor
    public var systemIndigo: RGBColor
    public var systemPurple: RGBColor
    public var systemPink: RGBColor

    /// The vivid colours, in the order of iOS's colour picker (pages, thirds,
    /// avatars): blue, indigo, purple, pink, red, orange, green, teal, cyan.
    public var vivid: [RGBColor] {
        [systemBlue, systemIndigo, systemPurple, systemPink, systemRed, systemOrange, systemGreen, systemTeal, systemCyan]
    }

    /// The light appearance.
    public static let light = SystemPalette(
        appearance: .light,
        systemBackground: RGBColor(hex: 0xFFFFFF), secondarySystemBackground: RGBColor(hex: 0xF2F2F7),
        systemGroupedBackground: RGBColor(hex: 0xF2F2F7), secondarySystemGroupedBackground: RGBColor(hex: 0xFFFFFF),
        label: RGBColor(hex: 0x000000), secondaryLabel: RGBColor(r: 60, g: 60, b: 67, a: 153),
        tertiaryLabel: RGBColor(r: 60, g: 60, b: 67, a: 76),
        separator: RGBColor(r: 60, g: 60, b: 67, a: 74), opaqueSeparator: RGBColor(hex: 0xC6C6C8),
        systemFill: RGBColor(r: 120, g: 120, b: 128, a: 51), systemGray5: RGBColor(hex: 0xE5E5EA),
        systemRed: RGBColor(hex: 0xFF3B30), systemOrange: RGBColor(hex: 0xFF9500), systemYellow: RGBColor(hex: 0xFFCC00),
        systemGreen: RGBColor(hex: 0x34C759), systemMint: RGBColor(hex: 0x00C7BE), systemTeal: RGBColor(hex: 0x30B0C7),
        systemCyan: RGBColor(hex: 0x32ADE6), systemBlue: RGBColor(hex: 0x007AFF), systemIndigo: RGBColor(hex: 0x5856D6),
        systemPurple: RGBColor(hex: 0xAF52DE), systemPink: RGBColor(hex: 0xFF2D55))

    /// The dark appearance.
    public static let dark = SystemPalette(
        appearance: .dark,
        systemBackground: RGBColor(hex: 0x000000), secondarySystemBackground: RGBColor(hex: 0x1C1C1E),
        systemGroupedBackground: RGBColor(hex: 0x000000), secondarySystemGroupedBackground: RGBColor(hex: 0x1C1C1E),
        label: RGBColor(hex: 0xFFFFFF), secondaryLabel: RGBColor(r: 235, g: 235, b: 245, a: 153),
        tertiaryLabel: RGBColor(r: 235, g: 235, b: 245, a: 76),
        separator: RGBColor(r: 84, g: 84, b: 88, a: 166), opaqueSeparator: RGBColor(hex: 0x38383A),
        systemFill: RGBColor(r: 120, g: 120, b: 128, a: 92), systemGray5: RGBColor(hex: 0x2C2C2E),
        systemRed: RGBColor(hex: 0xFF453A), systemOrange: RGBColor(hex: 0xFF9F0A), systemYellow: RGBColor(hex: 0xFFD60A),
        systemGreen: RGBColor(hex: 0x30D158), systemMint: RGBColor(hex: 0x63E6E2), systemTeal: RGBColor(hex: 0x40CBE0),
        systemCyan: RGBColor(hex: 0x64D2FF), systemBlue: RGBColor(hex: 0x0A84FF), systemIndigo: RGBColor(hex: 0x5E5CE6),
        systemPurple: RGBColor(hex: 0xBF5AF2), systemPink: RGBColor(hex: 0xFF375F))

    /// The palette of `appearance`.
    public static func of(_ appearance: Appearance) -> SystemPalette {
        appearance == .light ? light : dark
    }
}
