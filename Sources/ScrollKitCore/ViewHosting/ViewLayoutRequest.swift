/// What the playground asks a view host to lay out (`ViewHostProtocol`,
/// frame kind `layout`): the screen, its safe area, the appearance and the
/// outermost scroll view's content offset (points, 0 at the start). Equal
/// requests get equal answers while the host's `@State` is unchanged
/// (`HostedView` keeps the last).
///
/// Binary form: width, height (doubles), safe area top, leading, bottom,
/// trailing (doubles), a flags byte (1: dark, 2: the `.uiKit` convention),
/// offset x, y (doubles): 65 bytes.
public struct ViewLayoutRequest: Hashable, Sendable {
    public var size: Size
    public var safeArea: EdgeInsets = .zero
    public var isDark = false
    public var offset: Point = Point(x: 0, y: 0)
    /// `.uiKit` (iOS 13): the outermost scroll view reaches under the safe
    /// area and takes what it covers as content insets, so a reader at the
    /// top of its content reads +top inset at rest and the engine, given
    /// those insets, reports −top inset (ScrollKitUI's
    /// `ScrollViewSafeAreaLayout.underSafeArea`). `.swiftUI`: inside it.
    public var convention: OffsetConvention = .swiftUI

    public init(size: Size, safeArea: EdgeInsets = .zero, isDark: Bool = false, offset: Point = Point(x: 0, y: 0),
                convention: OffsetConvention = .swiftUI) {
        self.size = size
        self.safeArea = safeArea
        self.isDark = isDark
        self.offset = offset
        self.convention = convention
    }

    /// The binary form's length in bytes.
    public static let encodedCount = 65

    /// The binary form (the `layout` frame's payload).
    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        encode(to: &w)
        return w.bytes
    }

    /// The request as the view's host reads it: a `layout` frame.
    public var frame: [UInt8] { ViewHostFrame.make(kind: .layout, payload: encoded()) }

    func encode(to w: inout DisplayListByteWriter) {
        w.f64(size.width)
        w.f64(size.height)
        for v in [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing] { w.f64(v) }
        w.u8((isDark ? 1 : 0) | (convention == .uiKit ? 2 : 0))
        w.f64(offset.x)
        w.f64(offset.y)
    }

    /// Reads the binary form; trailing bytes are an error.
    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        var r = DisplayListByteReader(bytes)
        try self.init(reading: &r)
        guard r.isAtEnd else { throw DisplayListDecodingError("a layout request with \(bytes.count - r.offset) bytes too many", at: r.offset) }
    }

    init(reading r: inout DisplayListByteReader) throws(DisplayListDecodingError) {
        size = Size(width: try r.f64(), height: try r.f64())
        safeArea = EdgeInsets(top: try r.f64(), leading: try r.f64(), bottom: try r.f64(), trailing: try r.f64())
        let flagsAt = r.offset
        let flags = try r.u8()
        guard flags & ~3 == 0 else { throw DisplayListDecodingError("unknown layout request flags \(flags)", at: flagsAt) }
        isDark = flags & 1 != 0
        convention = flags & 2 != 0 ? .uiKit : .swiftUI
        offset = Point(x: try r.f64(), y: try r.f64())
    }
}
