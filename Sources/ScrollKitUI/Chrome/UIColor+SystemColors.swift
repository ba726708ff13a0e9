/// The rest of UIKit's system and fixed colours, with iOS's light-mode
/// values (UIKit's documented sRGB components, rounded to 1/255).
extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a))
    }

    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let link = rgb(0, 122, 255)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemCyan = rgb(50, 173, 230)
    public static let lightText = UIColor(Color(white: 1, opacity: 0.6))
    public static let darkText = UIColor(Color.black)
    public static let red = rgb(255, 0, 0)
    public static let green = rgb(0, 255, 0)
    public static let blue = rgb(0, 0, 255)
    public static let cyan = rgb(0, 255, 255)
    public static let yellow = rgb(255, 255, 0)
    public static let magenta = rgb(255, 0, 255)
    public static let orange = rgb(255, 127.5, 0)
    public static let purple = rgb(127.5, 0, 127.5)
    public static let brown = rgb(153, 102, 51)
}
