import Foundation

/// The UIKit names SwiftUI screens reach for, enough to compile: colours
/// (`UIColor.systemGray6`, `Color(.systemBackground)`), fonts, haptics
/// (no-ops).
public struct UIColor: Sendable {
    let color: Color
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    init(_ color: Color) { self.color = color }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    public static let systemBackground = UIColor(Color(white: 1))
    public static let secondarySystemBackground = UIColor(Color(red: 0.949, green: 0.949, blue: 0.969))
    public static let tertiarySystemBackground = UIColor(Color(white: 1))
    public static let systemGroupedBackground = UIColor(Color(red: 0.949, green: 0.949, blue: 0.969))
    public static let secondarySystemGroupedBackground = UIColor(Color(white: 1))
    public static let tertiarySystemGroupedBackground = UIColor(Color(red: 0.949, green: 0.949, blue: 0.969))
    public static let systemFill = UIColor(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2))
    public static let secondarySystemFill = UIColor(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16))
    public static let tertiaryLabel = UIColor(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3))
    public static let systemGray = UIColor(Color(red: 0.557, green: 0.557, blue: 0.576))
    public static let systemGray2 = UIColor(Color(red: 0.682, green: 0.682, blue: 0.698))
    public static let systemGray3 = UIColor(Color(red: 0.78, green: 0.78, blue: 0.8))
    public static let systemGray4 = UIColor(Color(red: 0.82, green: 0.82, blue: 0.839))
    public static let systemGray5 = UIColor(Color(red: 0.898, green: 0.898, blue: 0.918))
    public static let systemGray6 = UIColor(Color(red: 0.949, green: 0.949, blue: 0.969))
    public static let label = UIColor(Color.black)
    public static let secondaryLabel = UIColor(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6))
    public static let separator = UIColor(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29))
    public static let systemBlue = UIColor(Color.blue)
    public static let systemRed = UIColor(Color.red)
    public static let systemGreen = UIColor(Color.green)
    public static let systemOrange = UIColor(Color.orange)
    public static let white = UIColor(Color.white)
    public static let black = UIColor(Color.black)
    public static let clear = UIColor(Color.clear)
    public static let gray = UIColor(Color.gray)
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
}

extension Color {
    /// A UIKit colour as a SwiftUI colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}

public struct UIFont: Sendable {
    public let pointSize: CGFloat
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
}

/// Haptics: nothing to feel here.
public final class UIImpactFeedbackGenerator: @unchecked Sendable {
    public enum FeedbackStyle: Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UISelectionFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
