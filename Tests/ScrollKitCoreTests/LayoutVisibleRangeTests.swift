import PropertyBased
import Testing
@testable import ScrollKitCore

/// `items(in:)` (binary search) against a brute-force scan of every frame,
/// on random layouts and random rectangles.
@Suite struct LayoutVisibleRangeTests {
    /// A random stack described by a few numbers (so failures print small inputs).
    static func stack(count: Int, seed: UInt64) -> StackLayout {
        var random = SplitMix64(seed: seed)
        func unit() -> Double { SplitMix64.unitInterval(random.next()) }
        let axis: Axis = random.next() % 2 == 0 ? .vertical : .horizontal
        let sizing: ItemSizing
        switch random.next() % 4 {
        case 0: sizing = .fixed((unit() * 120).rounded())
        case 1: sizing = .fixed(unit() * 120)  // fractional lengths: rounding in the closed form
        case 2: sizing = .containerRelative(count: 1 + Int(random.next() % 5), span: 1 + Int(random.next() % 3), spacing: unit() * 10)
        default: sizing = .seededRandom(min: unit() * 50, max: 50 + unit() * 300, seed: random.next())
        }
        let spacing = random.next() % 3 == 0 ? 0 : unit() * 20
        let padding = EdgeInsets(top: unit() * 40, leading: unit() * 40, bottom: unit() * 40, trailing: unit() * 40)
        let cross: CrossSizing = random.next() % 2 == 0 ? .fill : .fixed(unit() * 300, .center)
        let container = Size(width: 100 + unit() * 900, height: 100 + unit() * 900)
        return StackLayout(
            axis: axis, itemCount: count, sizing: sizing, spacing: spacing, padding: padding,
            crossSizing: cross, containerSize: container, isScrollTargetLayout: true
        )
    }

    /// The items whose frames intersect `rect`, by scanning all of them.
    static func scan(_ layout: any ContentLayout, _ rect: Rect) -> [Int] {
        (0..<layout.itemCount).filter { layout.frame(ofItem: $0).intersects(rect) }
    }

    @Test func stackRangeEqualsABruteForceScan() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...400), Gen<UInt64>.value(), Gen.double(in: -0.2...1.2), Gen.double(in: 0...1.5),
            Gen.double(in: -0.2...1.2)
        ) { count, seed, start, extent, crossStart in
            let stack = Self.stack(count: count, seed: seed)
            let content = stack.contentSize
            var origin = Point.zero
            origin[stack.axis] = start * content[stack.axis]
            origin[stack.axis.cross] = crossStart * content[stack.axis.cross]
            var size = Size.zero
            size[stack.axis] = extent * stack.containerSize[stack.axis]
            size[stack.axis.cross] = stack.containerSize[stack.axis.cross]
            let rect = Rect(origin: origin, size: size)
            let expected = Self.scan(stack, rect)
            let range = stack.items(in: rect)
            #expect(Array(range) == expected, "count \(count) seed \(seed) rect \(rect)")
        }
    }

    /// Rectangles whose edges fall exactly on item edges: the strict
    /// intersection must not include the neighbours that only touch.
    @Test func rectanglesOnItemEdges() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...300), Gen<UInt64>.value(), Gen.int(in: 0...299), Gen.int(in: 0...20)) {
            count, seed, first, span in
            let stack = Self.stack(count: count, seed: seed)
            let a = stack.frame(ofItem: min(first, count - 1))
            let b = stack.frame(ofItem: min(first + span, count - 1))
            var origin = a.origin
            origin[stack.axis] = a.min(stack.axis)
            var size = stack.contentSize
            size[stack.axis] = max(0, b.max(stack.axis) - a.min(stack.axis))
            origin[stack.axis.cross] = 0
            let rect = Rect(origin: origin, size: size)
            #expect(Array(stack.items(in: rect)) == Self.scan(stack, rect), "count \(count) seed \(seed)")
        }
    }

    /// Grids return whole lines: every item of the lines that overlap the
    /// rectangle on the scroll axis, which contains every intersecting item.
    @Test func gridRangeIsTheOverlappingLines() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...300), Gen.int(in: 1...6), Gen<UInt64>.value(), Gen.double(in: -0.2...1.2), Gen.double(in: 0...1.5)) {
            count, columns, seed, start, extent in
            var random = SplitMix64(seed: seed)
            let unit = { SplitMix64.unitInterval(random.next()) }
            let sizing: ItemSizing = seed % 2 == 0 ? .fixed(20 + unit() * 100) : .seededRandom(min: 10, max: 200, seed: seed)
            let grid = GridLayout(
                columns: columns, itemCount: count, rowSizing: sizing, rowSpacing: unit() * 10, columnSpacing: unit() * 10,
                padding: EdgeInsets(top: unit() * 30, leading: 5, bottom: unit() * 30, trailing: 5),
                containerSize: Size(width: 390, height: 844)
            )
            let rect = Rect(x: 0, y: start * grid.contentSize.height, width: 390, height: extent * 844)
            let range = grid.items(in: rect)
            let overlapping = (0..<count).filter {
                let f = grid.frame(ofItem: $0)
                return f.minY < rect.maxY && rect.minY < f.maxY
            }
            #expect(Array(range) == overlapping, "count \(count) columns \(columns) seed \(seed)")
            #expect(Set(Self.scan(grid, rect)).isSubset(of: Set(range)))
        }
    }

    /// A million rows: the range is exact, checked at its ends (starts and
    /// ends are monotone, so the neighbours outside prove it).
    @Test(arguments: [ItemSizing.fixed(52), .seededRandom(min: 60, max: 220, seed: 4), .containerRelative(count: 3, span: 1, spacing: 0)])
    func aMillionRows(sizing: ItemSizing) {
        let stack = StackLayout(axis: .vertical, itemCount: 1_000_000, sizing: sizing, spacing: 8, containerSize: Size(width: 390, height: 844))
        var random = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let y = SplitMix64.unitInterval(random.next()) * stack.contentSize.height
            let rect = Rect(x: 0, y: y, width: 390, height: 844)
            let range = stack.items(in: rect)
            #expect(!range.isEmpty)
            for i in range { #expect(stack.frame(ofItem: i).intersects(rect)) }
            if range.lowerBound > 0 { #expect(!stack.frame(ofItem: range.lowerBound - 1).intersects(rect)) }
            if range.upperBound < stack.itemCount { #expect(!stack.frame(ofItem: range.upperBound).intersects(rect)) }
            #expect(range.count <= 844 / 60 + 2)
        }
    }

    @Test func axisTrackStartsAndEndsAreMonotone() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...500), Gen<UInt64>.value(), Gen.double(in: 0...5)) { count, seed, spacing in
            for sizing in [ItemSizing.seededRandom(min: 0, max: 3, seed: seed), .fixed(Double(seed % 1000) / 7)] {
                let track = AxisTrack(count: count, sizing: sizing, spacing: spacing, leading: 0.1, containerLength: 844)
                for i in 1..<max(1, count) {
                    #expect(track.start(i - 1) <= track.start(i))
                    #expect(track.end(i - 1) <= track.end(i))
                    #expect(track.end(i - 1) <= track.start(i))
                }
            }
        }
    }
}
