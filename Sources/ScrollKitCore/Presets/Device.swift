/// A real device's screen in points (logical pixels), in one orientation:
/// what `--device NAME` sizes the scroll container to, and what `--frame`
/// outlines. Values are Apple's published logical resolutions, safe-area
/// insets and (approximate) display corner radii.
public struct Device: Hashable, Sendable {
    /// Kebab-case name (`iphone-16`, `ipad-landscape`).
    public var name: String
    /// One line for `playground list`.
    public var summary: String
    /// The screen, points.
    public var size: Size
    /// The safe-area insets of the screen in this orientation, points.
    public var safeArea: EdgeInsets
    /// The radius of the display's rounded corners, points (0: square).
    public var cornerRadius: Double
    /// The sensor housing at the top (Dynamic Island, or a notch drawn as
    /// a capsule from the top edge), points, in screen coordinates; nil
    /// when the device has none (or a plain status bar).
    public var island: Rect?

    public init(name: String, summary: String, size: Size, safeArea: EdgeInsets, cornerRadius: Double, island: Rect? = nil) {
        self.name = name
        self.summary = summary
        self.size = size
        self.safeArea = safeArea
        self.cornerRadius = cornerRadius
        self.island = island
    }

    /// Every device, phones small to large, then the iPad.
    public static let all: [Device] = [
        Device(
            name: "iphone-se", summary: "iPhone SE (3rd gen.): 375 × 667 pt, status bar 20 pt, square corners",
            size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20), cornerRadius: 0),
        Device(
            name: "iphone-13-mini", summary: "iPhone 13 mini: 375 × 812 pt, notch, safe area 50 / 34 pt",
            size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 50, bottom: 34), cornerRadius: 44,
            island: Rect(x: 110, y: 0, width: 155, height: 33)),
        Device(
            name: "iphone-14", summary: "iPhone 14: 390 × 844 pt, notch, safe area 47 / 34 pt",
            size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34), cornerRadius: 47,
            island: Rect(x: 114, y: 0, width: 162, height: 33)),
        Device(
            name: "iphone-16", summary: "iPhone 16: 393 × 852 pt, Dynamic Island, safe area 59 / 34 pt",
            size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55,
            island: Rect(x: 134, y: 11, width: 125, height: 37)),
        Device(
            name: "iphone-11", summary: "iPhone 11: 414 × 896 pt, notch, safe area 48 / 34 pt",
            size: Size(width: 414, height: 896), safeArea: EdgeInsets(top: 48, bottom: 34), cornerRadius: 41,
            island: Rect(x: 103, y: 0, width: 208, height: 30)),
        Device(
            name: "iphone-16-pro-max", summary: "iPhone 16 Pro Max: 440 × 956 pt, Dynamic Island, safe area 62 / 34 pt",
            size: Size(width: 440, height: 956), safeArea: EdgeInsets(top: 62, bottom: 34), cornerRadius: 62,
            island: Rect(x: 157, y: 11, width: 126, height: 37)),
        Device(
            name: "ipad-portrait", summary: "iPad (10th gen.) portrait: 820 × 1180 pt, safe area 24 / 20 pt",
            size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18),
        Device(
            name: "ipad-landscape", summary: "iPad (10th gen.) landscape: 1180 × 820 pt, safe area 24 / 20 pt",
            size: Size(width: 1180, height: 820), safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18),
    ]

    public static var names: [String] { all.map(\.name) }

    /// `insets` (a preset's content insets) with this device's safe area
    /// added on the edges of the scrolling `axes`, as SwiftUI insets a
    /// ScrollView's content under a device's safe area: at rest the first
    /// item starts below the status bar or Dynamic Island (and the last ends
    /// above the home indicator), and scrolled content passes under them.
    /// Edges of an axis that does not scroll are left as they are (the
    /// container keeps the device's full size, so paging is unchanged).
    public func contentInsets(_ insets: EdgeInsets, axes: Axes) -> EdgeInsets {
        insets.addingSafeArea(safeArea, axes: axes)
    }

    /// The device named `name` (case-insensitive; spaces read as dashes, so
    /// "iPhone 16 Pro Max" works), or nil.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: "-")
        return all.first { $0.name == key }
    }
}
