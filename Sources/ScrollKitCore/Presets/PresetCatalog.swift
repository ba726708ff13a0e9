/// Every preset, by name (CONTRACTS.md), in the order of the preset key.
public enum PresetCatalog {
    public static let rainbow = Preset(
        name: "rainbow",
        summary: "seed 003: 100 rows in a vertical stack over the offset-driven hue",
        axes: .vertical,
        defaultItemCount: 100,
        defaultBehavior: "free",
        defaultWindow: Size(width: 390, height: 844),
        style: PresetStyle(
            background: .rainbow,
            itemFill: RGBColor(r: 255, g: 255, b: 255, a: 217),
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 64),
            itemText: RGBColor(hex: 0x111111)
        )
    ) { count, _, container in
        StackLayout(
            axis: .vertical, itemCount: count, itemLength: 52, spacing: 8,
            padding: EdgeInsets(top: 8, leading: 48, bottom: 8, trailing: 48), containerSize: container
        )
    }

    /// All presets.
    public static let all: [Preset] = [rainbow]

    public static var names: [String] { all.map(\.name) }

    /// The preset named `name`, or nil.
    public static func preset(named name: String) -> Preset? {
        all.first { $0.name == name }
    }
}
