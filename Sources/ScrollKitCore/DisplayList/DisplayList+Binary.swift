/// The binary form of a display list, for sending it between processes.
///
/// Layout: the magic bytes `SKDL`, a format version byte (1), then a list:
/// a UInt32 count and that many items. Each item starts with a tag byte
/// (1 shape, 2 text, 3 image, 4 group, 5 box, 6 backdrop). Integers are little-endian, doubles
/// their IEEE 754 bit patterns (so every value, NaN included, survives a
/// round trip bit for bit), colours four bytes r g b a, rectangles four
/// doubles x y width height, strings a UInt32 byte count then UTF-8. A
/// group holds opacity, a clip (flag byte 0 none, 1 a shape: kind and
/// rectangle, 2 a mask: kind, rectangle and the mask's items as a list), the
/// transform (offset dx dy, scaleX, scaleY, rotation, anchor x y) and its
/// children as a list. A box holds its rectangle, corner radius, fill,
/// border colour and border width; a backdrop its rectangle, colour and
/// covered rectangles (a UInt32 count, then each). Groups nest at most
/// `maximumDepth` deep.
extension DisplayList {
    /// The first four bytes of an encoded list.
    public static let magic: [UInt8] = Array("SKDL".utf8)
    /// The format version written after the magic bytes.
    public static let formatVersion: UInt8 = 1
    /// The deepest nesting of groups `init(decoding:)` accepts.
    public static let maximumDepth = 512

    /// The list in the binary form described above.
    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        encode(to: &w)
        return w.bytes
    }

    /// Appends the binary form to `w` (inside a hosted layout's bytes).
    func encode(to w: inout DisplayListByteWriter) {
        for b in DisplayList.magic { w.u8(b) }
        w.u8(DisplayList.formatVersion)
        DisplayList.write(items, to: &w)
    }

    /// Reads a list written by `encoded()`; throws naming the byte offset
    /// of the first problem (wrong magic or version, truncated data, an
    /// unknown tag, trailing bytes, groups nested too deep).
    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        try self.init(reading: DisplayListByteReader(bytes))
    }

    /// Reads a list from `r`'s next byte to the end of its bytes (error
    /// offsets count from that byte).
    init(reading reader: DisplayListByteReader) throws(DisplayListDecodingError) {
        var r = reader
        for expected in DisplayList.magic {
            let at = r.offset
            guard try r.u8() == expected else { throw DisplayListDecodingError("not a display list (bad magic)", at: at) }
        }
        let at = r.offset
        let version = try r.u8()
        guard version == DisplayList.formatVersion else {
            throw DisplayListDecodingError("unsupported version \(version)", at: at)
        }
        self.init(try DisplayList.readItems(&r, depth: 0))
        guard r.isAtEnd else { throw DisplayListDecodingError("trailing bytes", at: r.offset) }
    }

    // MARK: - Writing

    private static func write(_ items: [DisplayItem], to w: inout DisplayListByteWriter) {
        w.u32(UInt32(items.count))
        for item in items { write(item, to: &w) }
    }

    private static func write(_ item: DisplayItem, to w: inout DisplayListByteWriter) {
        switch item {
        case .shape(let shape):
            w.u8(1)
            write(shape.kind, to: &w)
            w.rect(shape.frame)
            switch shape.paint {
            case .fill(let color):
                w.u8(0)
                w.color(color)
            case .stroke(let color, let lineWidth, let placement):
                w.u8(1)
                w.color(color)
                w.f64(lineWidth)
                w.u8(placement.rawValue)
            case .linearGradient(let start, let end, let axis):
                w.u8(2)
                w.color(start)
                w.color(end)
                w.u8(axis == .horizontal ? 0 : 1)
            case .gradient(let gradient):
                // A linear gradient keeps its tag; radial and angular ones
                // add their kind and two values before the same fields.
                switch gradient.kind {
                case .linear: w.u8(3)
                case let .radial(a, b), let .angular(a, b):
                    w.u8(5)
                    if case .radial = gradient.kind { w.u8(0) } else { w.u8(1) }
                    w.f64(a)
                    w.f64(b)
                }
                w.u32(UInt32(gradient.stops.count))
                for stop in gradient.stops {
                    w.color(stop.color)
                    w.f64(stop.location)
                }
                for p in [gradient.start, gradient.end] {
                    w.f64(p.x)
                    w.f64(p.y)
                }
            case .material(let material):
                w.u8(4)
                w.f64(material.blurRadius)
                w.color(material.tint)
            }
        case .text(let text):
            w.u8(2)
            w.u32(UInt32(text.lines.count))
            for line in text.lines { w.string(line) }
            w.rect(text.frame)
            w.f64(text.fontSize)
            w.u16(text.weight.rawValue)
            w.f64(text.lineHeight)
            w.color(text.color)
            w.u8(text.alignment.rawValue)
            w.u8(text.placement.rawValue)
            w.u32(UInt32(text.firstLine))
        case .image(let image):
            w.u8(3)
            w.string(image.label)
            w.rect(image.frame)
            w.color(image.color)
        case .group(let group):
            w.u8(4)
            w.f64(group.opacity)
            if let clip = group.clip {
                w.u8(clip.mask == nil ? 1 : 2)
                write(clip.kind, to: &w)
                w.rect(clip.frame)
                if let mask = clip.mask { write(mask, to: &w) }
            } else {
                w.u8(0)
            }
            let t = group.transform
            for v in [t.offset.dx, t.offset.dy, t.scaleX, t.scaleY, t.rotation, t.anchor.x, t.anchor.y] { w.f64(v) }
            write(group.children, to: &w)
        case .box(let box):
            w.u8(5)
            w.rect(box.frame)
            w.f64(box.cornerRadius)
            w.color(box.fill)
            w.color(box.border)
            w.f64(box.borderWidth)
        case .backdrop(let backdrop):
            w.u8(6)
            w.rect(backdrop.frame)
            w.color(backdrop.color)
            w.u32(UInt32(backdrop.covered.count))
            for rect in backdrop.covered { w.rect(rect) }
        }
    }

    private static func write(_ kind: DisplayShapeKind, to w: inout DisplayListByteWriter) {
        switch kind {
        case .rectangle: w.u8(0)
        case .roundedRectangle(let radius, let style):
            w.u8(1)
            w.f64(radius)
            w.u8(style.rawValue)
        case .ellipse: w.u8(2)
        case .capsule(let style):
            w.u8(3)
            w.u8(style.rawValue)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            w.u8(4)
            for v in [tl, bl, br, tr] { w.f64(v) }
            w.u8(style.rawValue)
        }
    }

    // MARK: - Reading

    private static func readItems(_ r: inout DisplayListByteReader, depth: Int) throws(DisplayListDecodingError) -> [DisplayItem] {
        let n = try r.count(minimumBytes: 1)
        var items: [DisplayItem] = []
        items.reserveCapacity(n)
        for _ in 0..<n { items.append(try readItem(&r, depth: depth)) }
        return items
    }

    private static func readItem(_ r: inout DisplayListByteReader, depth: Int) throws(DisplayListDecodingError) -> DisplayItem {
        let at = r.offset
        switch try r.u8() {
        case 1:
            let kind = try readKind(&r)
            let frame = try r.rect()
            let paintAt = r.offset
            let paint: DisplayPaint
            let tag = try r.u8()
            switch tag {
            case 0: paint = .fill(try r.color())
            case 1:
                let color = try r.color()
                let width = try r.f64()
                paint = .stroke(color, lineWidth: width, placement: try readEnum(&r, StrokePlacement.init(rawValue:), "stroke placement"))
            case 2:
                let start = try r.color()
                let end = try r.color()
                let axisAt = r.offset
                let axis: Axis
                switch try r.u8() {
                case 0: axis = .horizontal
                case 1: axis = .vertical
                case let v: throw DisplayListDecodingError("unknown axis \(v)", at: axisAt)
                }
                paint = .linearGradient(start: start, end: end, axis: axis)
            case 3, 5:
                var gradientKind = DisplayGradient.Kind.linear
                if tag == 5 {
                    let kindAt = r.offset
                    let which = try r.u8()
                    let a = try r.f64(), b = try r.f64()
                    switch which {
                    case 0: gradientKind = .radial(startRadius: a, endRadius: b)
                    case 1: gradientKind = .angular(startAngle: a, endAngle: b)
                    case let v: throw DisplayListDecodingError("unknown gradient kind \(v)", at: kindAt)
                    }
                }
                let n = try r.count(minimumBytes: 12)
                var stops: [DisplayGradient.Stop] = []
                for _ in 0..<n { stops.append(DisplayGradient.Stop(try r.color(), at: try r.f64())) }
                let start = Point(x: try r.f64(), y: try r.f64())
                paint = .gradient(DisplayGradient(stops: stops, start: start, end: Point(x: try r.f64(), y: try r.f64()), kind: gradientKind))
            case 4:
                let radius = try r.f64()
                paint = .material(DisplayMaterial(blurRadius: radius, tint: try r.color()))
            case let v: throw DisplayListDecodingError("unknown paint \(v)", at: paintAt)
            }
            return .shape(DisplayShape(kind, frame: frame, paint: paint))
        case 2:
            let n = try r.count(minimumBytes: 4)
            var lines: [String] = []
            for _ in 0..<n { lines.append(try r.string()) }
            let frame = try r.rect()
            let size = try r.f64()
            let weightAt = r.offset
            let rawWeight = try r.u16()
            guard let weight = DisplayFontWeight(rawValue: rawWeight) else {
                throw DisplayListDecodingError("unknown font weight \(rawWeight)", at: weightAt)
            }
            let lineHeight = try r.f64()
            let color = try r.color()
            let alignment = try readEnum(&r, DisplayTextAlignment.init(rawValue:), "text alignment")
            let placement = try readEnum(&r, DisplayTextPlacement.init(rawValue:), "text placement")
            var text = DisplayText(
                lines: lines, frame: frame, fontSize: size, weight: weight, lineHeight: lineHeight, color: color,
                alignment: alignment, placement: placement)
            text.firstLine = Int(try r.u32())
            return .text(text)
        case 3:
            let label = try r.string()
            let frame = try r.rect()
            return .image(DisplayImage(label: label, frame: frame, color: try r.color()))
        case 4:
            guard depth < maximumDepth else { throw DisplayListDecodingError("groups nested deeper than \(maximumDepth)", at: at) }
            let opacity = try r.f64()
            var clip: DisplayClip?
            let flagAt = r.offset
            switch try r.u8() {
            case 0: break
            case 1:
                let kind = try readKind(&r)
                clip = DisplayClip(kind, frame: try r.rect())
            case 2:
                let kind = try readKind(&r)
                let frame = try r.rect()
                clip = DisplayClip(kind, frame: frame, mask: try readItems(&r, depth: depth + 1))
            case let v: throw DisplayListDecodingError("bad clip flag \(v)", at: flagAt)
            }
            var v: [Double] = []
            for _ in 0..<7 { v.append(try r.f64()) }
            let transform = DisplayTransform(
                offset: Vector(dx: v[0], dy: v[1]), scaleX: v[2], scaleY: v[3], rotation: v[4], anchor: Point(x: v[5], y: v[6]))
            let children = try readItems(&r, depth: depth + 1)
            return .group(DisplayGroup(children, opacity: opacity, clip: clip, transform: transform))
        case 5:
            let frame = try r.rect()
            let radius = try r.f64()
            let fill = try r.color()
            let border = try r.color()
            return .box(DisplayBox(frame: frame, cornerRadius: radius, fill: fill, border: border, borderWidth: try r.f64()))
        case 6:
            let frame = try r.rect()
            let color = try r.color()
            let n = try r.count(minimumBytes: 32)
            var covered: [Rect] = []
            covered.reserveCapacity(n)
            for _ in 0..<n { covered.append(try r.rect()) }
            return .backdrop(DisplayBackdrop(frame: frame, color: color, covered: covered))
        case let tag:
            throw DisplayListDecodingError("unknown item tag \(tag)", at: at)
        }
    }

    private static func readKind(_ r: inout DisplayListByteReader) throws(DisplayListDecodingError) -> DisplayShapeKind {
        let at = r.offset
        switch try r.u8() {
        case 0: return .rectangle
        case 1:
            let radius = try r.f64()
            return .roundedRectangle(cornerRadius: radius, style: try readEnum(&r, RoundedCornerStyle.init(rawValue:), "corner style"))
        case 2: return .ellipse
        case 3: return .capsule(style: try readEnum(&r, RoundedCornerStyle.init(rawValue:), "corner style"))
        case 4:
            let tl = try r.f64(), bl = try r.f64(), br = try r.f64(), tr = try r.f64()
            return .unevenRoundedRectangle(
                topLeading: tl, bottomLeading: bl, bottomTrailing: br, topTrailing: tr,
                style: try readEnum(&r, RoundedCornerStyle.init(rawValue:), "corner style"))
        case let v: throw DisplayListDecodingError("unknown shape \(v)", at: at)
        }
    }

    private static func readEnum<T>(
        _ r: inout DisplayListByteReader, _ make: (UInt8) -> T?, _ what: String
    ) throws(DisplayListDecodingError) -> T {
        let at = r.offset
        let raw = try r.u8()
        guard let value = make(raw) else { throw DisplayListDecodingError("unknown \(what) \(raw)", at: at) }
        return value
    }
}
