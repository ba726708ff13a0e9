/// A view file's layout as its host sends it to the playground: every
/// scroll view (outermost first) and the display list of the whole screen.
///
/// Binary form (`encoded()`), little-endian, doubles as their bit patterns
/// so every value crosses exactly: `SKVL`, version 1, a UInt32 count of
/// scroll views, each as frame (4 doubles), axes (UInt8), content size (2),
/// insets top/leading/bottom/trailing (4), shows-indicators (UInt8),
/// offset (2), behavior (UInt8 kind 0 none, 1 paging, 2 view-aligned,
/// 3 custom, then a string for kinds 2 and 3), a UInt32 count of targets
/// and their frames (4 doubles each), its identity (a string; version 2),
/// its interaction (UInt8: 1 scroll disabled, 2 clip disabled; UInt8
/// vertical and horizontal `ScrollBounceMode`) and its default anchor
/// (UInt8 1 and x, y doubles, or 0; version 3);
/// then the display list in its own
/// binary form (`DisplayList.encoded()`) to the end.
public struct HostedViewLayout: Equatable, Sendable {
    public static let magic: [UInt8] = Array("SKVL".utf8)
    public static let formatVersion: UInt8 = 3

    public var scrollViews: [HostedScrollView]
    public var displayList: DisplayList

    public init(scrollViews: [HostedScrollView], displayList: DisplayList) {
        self.scrollViews = scrollViews
        self.displayList = displayList
    }

    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        encode(to: &w)
        return w.bytes
    }

    /// Appends the binary form to `w` (inside a hosted tick's bytes).
    func encode(to w: inout DisplayListByteWriter) {
        for b in Self.magic { w.u8(b) }
        w.u8(Self.formatVersion)
        w.u32(UInt32(scrollViews.count))
        for s in scrollViews {
            w.rect(s.frame)
            w.u8(UInt8(bitPattern: s.axes.rawValue))
            w.f64(s.contentSize.width)
            w.f64(s.contentSize.height)
            for v in [s.contentInsets.top, s.contentInsets.leading, s.contentInsets.bottom, s.contentInsets.trailing] { w.f64(v) }
            w.u8(s.showsIndicators ? 1 : 0)
            w.f64(s.offset.x)
            w.f64(s.offset.y)
            switch s.behavior {
            case .none: w.u8(0)
            case .paging: w.u8(1)
            case let .viewAligned(name): w.u8(2); w.string(name)
            case let .custom(name): w.u8(3); w.string(name)
            }
            w.u32(UInt32(s.targets.count))
            for t in s.targets { w.rect(t) }
            w.string(s.identity)
            w.u8((s.interaction.isScrollDisabled ? 1 : 0) | (s.isClipDisabled ? 2 : 0))
            w.u8(s.interaction.verticalBounce.rawValue)
            w.u8(s.interaction.horizontalBounce.rawValue)
            if let anchor = s.defaultAnchor {
                w.u8(1)
                w.f64(anchor.x)
                w.f64(anchor.y)
            } else {
                w.u8(0)
            }
        }
        displayList.encode(to: &w)
    }

    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        try self.init(reading: DisplayListByteReader(bytes))
    }

    /// Reads a layout from `r`'s next byte to the end of its bytes (error
    /// offsets count from that byte).
    init(reading reader: DisplayListByteReader) throws(DisplayListDecodingError) {
        var r = reader
        try r.header(Self.magic, version: Self.formatVersion, what: "hosted view layout")
        let count = try r.count(minimumBytes: 100)
        var views: [HostedScrollView] = []
        for _ in 0..<count {
            let frame = try r.rect()
            let axes = Axes(rawValue: Int8(bitPattern: try r.u8()))
            let content = Size(width: try r.f64(), height: try r.f64())
            let insets = EdgeInsets(top: try r.f64(), leading: try r.f64(), bottom: try r.f64(), trailing: try r.f64())
            let shows = try r.u8() != 0
            let offset = Point(x: try r.f64(), y: try r.f64())
            let behavior: HostedScrollView.Behavior
            switch try r.u8() {
            case 0: behavior = .none
            case 1: behavior = .paging
            case 2: behavior = .viewAligned(try r.string())
            case 3: behavior = .custom(try r.string())
            default: throw DisplayListDecodingError("unknown scroll target behavior kind", at: r.offset - 1)
            }
            let n = try r.count(minimumBytes: 32)
            var targets: [Rect] = []
            targets.reserveCapacity(n)
            for _ in 0..<n { targets.append(try r.rect()) }
            let identity = try r.string()
            let flags = try r.u8()
            guard flags & ~3 == 0 else { throw DisplayListDecodingError("unknown scroll view flags \(flags)", at: r.offset - 1) }
            let interaction = ScrollInteraction(
                isScrollDisabled: flags & 1 != 0, verticalBounce: try Self.bounce(&r), horizontalBounce: try Self.bounce(&r))
            let anchor: UnitPoint?
            switch try r.u8() {
            case 0: anchor = nil
            case 1: anchor = UnitPoint(x: try r.f64(), y: try r.f64())
            default: throw DisplayListDecodingError("default anchor flag not 0 or 1", at: r.offset - 1)
            }
            views.append(HostedScrollView(
                frame: frame, axes: axes, contentSize: content, contentInsets: insets, targets: targets,
                behavior: behavior, showsIndicators: shows, offset: offset, identity: identity,
                interaction: interaction, isClipDisabled: flags & 2 != 0, defaultAnchor: anchor))
        }
        scrollViews = views
        displayList = try DisplayList(reading: r.rest)
    }

    private static func bounce(_ r: inout DisplayListByteReader) throws(DisplayListDecodingError) -> ScrollBounceMode {
        let raw = try r.u8()
        guard let mode = ScrollBounceMode(rawValue: raw) else {
            throw DisplayListDecodingError("unknown scroll bounce behavior \(raw)", at: r.offset - 1)
        }
        return mode
    }
}
