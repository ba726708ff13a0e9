/// A font weight, as SwiftUI's `Font.Weight`, with the CSS numeric values
/// as raw values (the canvas draws 600 and above as its semibold face).
public enum DisplayFontWeight: UInt16, Hashable, Sendable, CaseIterable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900
}
