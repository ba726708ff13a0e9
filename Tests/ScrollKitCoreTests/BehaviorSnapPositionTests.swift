import Testing
import PropertyBased
@testable import ScrollKitCore

/// The machinery under the built-in behaviors: `ArrayScrollTargetLayout`,
/// the page grid and the target edges.
@Suite struct BehaviorSnapPositionTests {
    @Test func arrayLayoutSortsOnItsAxisAndSearches() {
        let frames = [Rect(x: 0, y: 300, width: 10, height: 10), Rect(x: 5, y: 100, width: 10, height: 10),
                      Rect(x: 9, y: 100, width: 10, height: 10), Rect(x: .nan, y: 50, width: 10, height: 10),
                      Rect(x: 1, y: 200, width: .infinity, height: 10)]
        let layout = ArrayScrollTargetLayout(frames: frames, axis: .vertical)
        // The NaN and infinite frames are dropped; equal edges keep their input order.
        #expect(layout.frames.map(\.minY) == [100, 100, 300])
        #expect(layout.frames.map(\.minX) == [5, 9, 0])
        #expect(layout.firstTarget(atOrAfter: -5, on: .vertical) == 0)
        #expect(layout.firstTarget(atOrAfter: 100, on: .vertical) == 0)
        #expect(layout.firstTarget(atOrAfter: 100.5, on: .vertical) == 2)
        #expect(layout.firstTarget(atOrAfter: 301, on: .vertical) == 3)
        #expect(layout.firstTarget(atOrAfter: .nan, on: .vertical) == 3)
        // The other axis is not sorted: a linear answer, first in sorted order with x ≥ 6.
        #expect(layout.firstTarget(atOrAfter: 6, on: .horizontal) == 1)
    }

    @Test func pageGridBoundaries() {
        // L = 390, M = 610: positions 0, 390, 610.
        let grid = PageGrid(pageLength: 390, maxOffset: 610)
        #expect(grid.atOrBelow(-1) == nil)
        #expect(grid.atOrBelow(0) == 0)
        #expect(grid.atOrBelow(389) == 0)
        #expect(grid.atOrBelow(390) == 390)
        #expect(grid.atOrBelow(609) == 390)
        #expect(grid.atOrBelow(700) == 610)
        #expect(grid.atOrAbove(-50) == 0)
        #expect(grid.atOrAbove(1) == 390)
        #expect(grid.atOrAbove(391) == 610)
        #expect(grid.above(390) == 610)
        #expect(grid.above(610) == nil)
        #expect(grid.below(390) == 0)
        #expect(grid.below(0) == nil)
        #expect(grid.nearest(195, tieTowards: 400) == 390)
        #expect(grid.nearest(195, tieTowards: 0) == 0)
        #expect(grid.stepLimits(from: 390, steps: 1) == (0, 610))
        #expect(grid.stepLimits(from: 500, steps: 1) == (390, 610))
        #expect(grid.stepLimits(from: 0, steps: 5) == (0, 610))
    }

    @Test func targetEdgesClampAndMerge() {
        // Edges −20 (clamps to 0), 0, 100, 100, 250, 900 (clamps to M = 500).
        let frames = [-20.0, 0, 100, 100, 250, 900].map { Rect(x: $0, y: 0, width: 50, height: 50) }
        let edges = TargetEdges(layout: ArrayScrollTargetLayout(frames: frames, axis: .horizontal),
                                axis: .horizontal, maxOffset: 500)!
        #expect(edges.atOrAbove(-10) == 0)
        #expect(edges.atOrAbove(0) == 0)
        #expect(edges.atOrAbove(1) == 100)
        #expect(edges.atOrBelow(99) == 0)
        #expect(edges.atOrBelow(100) == 100)
        #expect(edges.above(100) == 250)   // the two edges at 100 are one position
        #expect(edges.above(250) == 500)
        #expect(edges.below(250) == 100)
        #expect(edges.below(0) == nil)
        #expect(edges.stepLimits(from: 100, steps: 1) == (0, 250))
        #expect(edges.stepLimits(from: 120, steps: 2) == (0, 500))
        #expect(TargetEdges(layout: ArrayScrollTargetLayout(frames: [], axis: .horizontal), axis: .horizontal, maxOffset: 1) == nil)
        #expect(TargetEdges(layout: nil, axis: .horizontal, maxOffset: 1) == nil)
    }

    /// The same positions seen only through `atOrBelow`/`atOrAbove`, so the
    /// protocol's default step-by-step walk answers `stepLimits`.
    struct Walked: SnapPositions {
        let grid: PageGrid
        var maxOffset: Double { grid.maxOffset }
        var tolerance: Double { grid.tolerance }
        func atOrBelow(_ x: Double) -> Double? { grid.atOrBelow(x) }
        func atOrAbove(_ x: Double) -> Double { grid.atOrAbove(x) }
    }

    @Test func pageGridClosedFormMatchesTheWalk() async {
        let input = zip(Gen.double(in: 1...1000), Gen.double(in: 0...20), Gen.double(in: -0.5...21), Gen.int(in: 1...25), Gen.bool)
        await propertyCheck(count: 10_000, input: input) { length, pages, start, steps, onPage in
            let grid = PageGrid(pageLength: length, maxOffset: pages * length)
            let original = onPage ? min(start.rounded() * length, grid.maxOffset) : start * length
            let closed = grid.stepLimits(from: original, steps: steps)
            let walked = Walked(grid: grid).stepLimits(from: original, steps: steps)
            #expect(abs(closed.lower - walked.lower) <= length * 1e-9)
            #expect(abs(closed.upper - walked.upper) <= length * 1e-9)
        }
    }
}
