/// A ready-made content and look, one key away in the window and named in
/// scenario files (docs/formats.md's preset names).
public struct Preset: Sendable {
    /// Kebab-case name.
    public var name: String
    /// One line for `playground list`.
    public var summary: String
    /// The axes the container scrolls on.
    public var axes: Axes
    /// How many items the preset shows unless `--items` says otherwise.
    public var defaultItemCount: Int
    /// The behavior the preset starts with.
    public var defaultBehavior: String
    /// The window size it is designed for, logical pixels.
    public var defaultWindow: Size
    /// Content insets (safe-area like), logical pixels.
    public var contentInsets: EdgeInsets
    /// How the renderer draws it (the light appearance).
    public var style: PresetStyle
    /// How the renderer draws it in the dark appearance; nil: as `style`.
    public var darkStyle: PresetStyle?
    /// Builds the layout for `itemCount` items on `axes` in a container of
    /// `containerSize` (the stack axis is `axes.primary`).
    public var makeLayout: @Sendable (_ itemCount: Int, _ axes: Axes, _ containerSize: Size) -> any ContentLayout
    /// Grows the content after behavior decisions (the feed's "load more");
    /// nil for presets whose content is fixed.
    public var contentGrowth: (any ContentGrowthPolicy)?

    public init(
        name: String, summary: String, axes: Axes, defaultItemCount: Int, defaultBehavior: String,
        defaultWindow: Size, contentInsets: EdgeInsets = .zero, style: PresetStyle, darkStyle: PresetStyle? = nil,
        contentGrowth: (any ContentGrowthPolicy)? = nil,
        makeLayout: @escaping @Sendable (_ itemCount: Int, _ axes: Axes, _ containerSize: Size) -> any ContentLayout
    ) {
        self.name = name
        self.summary = summary
        self.axes = axes
        self.defaultItemCount = defaultItemCount
        self.defaultBehavior = defaultBehavior
        self.defaultWindow = defaultWindow
        self.contentInsets = contentInsets
        self.style = style
        self.darkStyle = darkStyle
        self.contentGrowth = contentGrowth
        self.makeLayout = makeLayout
    }

    /// The style of `appearance`.
    public func style(for appearance: Appearance) -> PresetStyle {
        appearance == .dark ? (darkStyle ?? style) : style
    }

    /// This preset drawn in `appearance` always: `style` becomes that
    /// appearance's style (for code that reads `style` directly).
    public func appearance(_ appearance: Appearance) -> Preset {
        var copy = self
        copy.style = style(for: appearance)
        copy.darkStyle = nil
        return copy
    }

    /// The layout with the preset's defaults: `defaultItemCount` items on
    /// `axes` in `defaultWindow`.
    public func makeDefaultLayout() -> any ContentLayout {
        makeLayout(defaultItemCount, axes, defaultWindow)
    }
}
