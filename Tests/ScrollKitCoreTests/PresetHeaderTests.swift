import Testing
@testable import ScrollKitCore

@Suite struct PresetHeaderTests {
    let header = CollapsibleHeader(maxHeight: 150, minHeight: 50, pinnedDistance: 600)

    @Test(arguments: [
        (-30.0, 0.0, 180.0),  // pulled down: stretches with the content
        (0, 0, 150), (40, 0, 110), (100, 0, 50),  // collapsing: height 150 − offset
        (300, 0, 50), (700, 0, 50),  // pinned for 600 px after the collapse
        (701, -1, 50), (750, -50, 50), (2000, -1300, 50),  // then it scrolls away with the content
    ])
    func geometryFollowsTheOffset(offset: Double, y: Double, height: Double) {
        let g = header.geometry(forOffset: offset)
        #expect(g.y == y)
        #expect(g.height == height)
    }

    @Test func bottomEdgeFollowsTheContentWhileCollapsing() {
        // The list starts at maxHeight in content coordinates, so on screen at
        // maxHeight − offset: the header's bottom edge stays on it.
        for offset in stride(from: -100.0, through: 100, by: 2.5) {
            #expect(header.geometry(forOffset: offset).maxY == 150 - offset)
            #expect(header.geometry(forOffset: offset).expandedTitleCenterY == 75 - offset)
        }
        // After the pinned stretch it moves exactly with the content.
        let a = header.geometry(forOffset: 800), b = header.geometry(forOffset: 830)
        #expect(a.y - b.y == 30)
        #expect(header.geometry(forOffset: 750).isHidden)
        #expect(!header.geometry(forOffset: 749).isHidden)
    }

    @Test func pinnedForGoodAsInTheGist() {
        let gist = CollapsibleHeader(maxHeight: 150, minHeight: 50)
        #expect(gist.pinnedDistance == .infinity)
        for offset in [100.0, 1000, 1e6, 1e300] {
            #expect(gist.geometry(forOffset: offset) .y == 0)
            #expect(gist.geometry(forOffset: offset).height == 50)
        }
    }

    /// The gist's collapsedHeaderOpacity: 0 until maxHeight/2 (75), 1 from
    /// maxHeight − minHeight (100), linear between.
    @Test(arguments: [(0.0, 0.0), (75, 0), (80, 0.2), (87.5, 0.5), (100, 1), (400, 1), (-20, 0)])
    func collapsedTitleOpacity(offset: Double, opacity: Double) {
        #expect(abs(header.geometry(forOffset: offset).collapsedTitleOpacity - opacity) < 1e-12)
    }

    @Test func collapseProgress() {
        #expect(header.geometry(forOffset: -5).collapseProgress == 0)
        #expect(header.geometry(forOffset: 25).collapseProgress == 0.25)
        #expect(header.geometry(forOffset: 500).collapseProgress == 1)
    }

    @Test func badValues() {
        let odd = CollapsibleHeader(maxHeight: .nan, minHeight: 80, pinnedDistance: -5)
        #expect(odd.maxHeight == 0 && odd.minHeight == 0 && odd.pinnedDistance == 0)
        let g = header.geometry(forOffset: .nan)
        #expect(g == header.geometry(forOffset: 0))
        #expect(header.height(forOffset: .infinity) == 150)
        #expect(header.height(forOffset: 120) == 50)
        let flat = CollapsibleHeader(maxHeight: 50, minHeight: 90)
        #expect(flat.minHeight == 50)
        #expect(flat.geometry(forOffset: 10).height == 50)
        #expect(flat.geometry(forOffset: 10).collapseProgress == 1)
    }
}
