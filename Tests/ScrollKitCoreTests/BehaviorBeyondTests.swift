import Testing
@testable import ScrollKitCore

/// `multi-page`, `snap-proximity` and the catalog. L = 390, 20 pages
/// (content 7800, M = 7410) unless a case says otherwise.
@Suite struct BehaviorBeyondTests {
    @Test(arguments: [
        // (original, proposed, velocity, expected)
        (0.0, 100.0, 0.0, 0.0),        // released still: as paging, nearest
        (0, 250, 0, 390),              // released still: as paging, nearest within one page
        (0, 1500, 0, 390),             // released still never moves more than one page
        (0, 120, 300, 390),            // gentle flick, momentum to 120: paging's one page
        (0, 500, 1000, 390),           // momentum to 500: nearest page 390, one page
        (0, 1500, 3000, 1560),         // hard flick, momentum to 1500: nearest page 1560 (4 pages)
        (0, 1400, 2800, 1560),         // 1400 is 160 from 1560, 230 from 1170: 4 pages
        (780, 5000, 8000, 4680),       // capped at 10 pages: 780 + 3900
        (3900, 0, -8000, 0),           // backward, momentum to the start: 10 pages back, exactly 0
        (4680, 1000, -7000, 1170),     // nearest to 1000 is 1170 (170 vs 220): 9 pages back
        (780, 760, 60, 780),           // dragged back, light forward flick: paging stays, momentum nearest 780
        (7020, 7410, 900, 7410),       // the end
    ])
    func multiPage(original: Double, proposed: Double, velocity: Double, expected: Double) {
        let call = BehaviorCall(content: 7800, original: original, proposed: proposed, velocity: velocity)
        #expect(call.run(MultiPageScrollTargetBehavior()) == expected)
    }

    @Test func multiPageRespectsItsMaximum() {
        let call = BehaviorCall(content: 7800, original: 0, proposed: 5000, velocity: 8000)
        #expect(call.run(MultiPageScrollTargetBehavior(maximumPages: 2)) == 780)
        #expect(call.run(MultiPageScrollTargetBehavior(maximumPages: Int.max)) == 5070) // 5070 = 13·390, 70 from 5000
        #expect(call.run(MultiPageScrollTargetBehavior(maximumPages: 0)) == 390)        // at least one
    }

    @Test(arguments: [
        // (proposed, expected): pages every 390, proximity radius 390/3 = 130
        (100.0, 0.0),     // 100 from 0: snaps
        (130, 0),         // exactly 130: within
        (131, 131),       // 131 from 0, 259 from 390: too far, rests where it is
        (259, 259),       // 131 from 390, 259 from 0: rests where it is
        (260, 390),       // 130 from 390: snaps
        (7300, 7410),     // 110 from the end
    ])
    func proximityOverPages(proposed: Double, expected: Double) {
        let call = BehaviorCall(content: 7800, original: 0, proposed: proposed, velocity: 900)
        #expect(call.run(ProximityScrollTargetBehavior()) == expected)
    }

    @Test func proximityOverTargets() {
        // Thirds: edges every 130 up to M = 910; radius still 390/3 = 130, so every
        // point is within reach of an edge (edges are at most 130 apart).
        let thirds = BehaviorCall(content: 1300, original: 0, proposed: 200, velocity: 0, targets: rowTargets(count: 10, length: 130))
        #expect(thirds.run(ProximityScrollTargetBehavior()) == 260) // 60 from 260, 70 from 130
        // Long items (1000): 500 is 500 from each edge: rests at 500; 900 snaps to 1000.
        let long = rowTargets(count: 5, length: 1000)
        #expect(BehaviorCall(content: 5000, original: 0, proposed: 500, targets: long).run(ProximityScrollTargetBehavior()) == 500)
        #expect(BehaviorCall(content: 5000, original: 0, proposed: 900, targets: long).run(ProximityScrollTargetBehavior()) == 1000)
    }

    @Test func catalogListsEveryBehaviorInOrder() {
        #expect(BehaviorCatalog.names == [
            "free", "paging", "view-aligned", "view-aligned-always", "view-aligned-by-one", "view-aligned-by-few",
            "view-aligned-never", "seed-v1", "seed-v2", "seed-v3", "multi-page", "snap-proximity",
            "flutter-page", "flutter-bouncing", "css-mandatory", "css-proximity", "css-snap-stop",
            "css-mandatory-center", "css-mandatory-end", "flutter-bouncing-fast",
        ])
        #expect(Set(BehaviorCatalog.entries.map(\.platform)).isSubset(of: Set(BehaviorCatalog.platforms)))
        #expect(BehaviorCatalog.entries.filter { $0.platform == "Flutter" }.map(\.name) == ["flutter-page", "flutter-bouncing", "flutter-bouncing-fast"])
        for entry in BehaviorCatalog.entries {
            #expect(entry.make().name == entry.name)
            #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"))
            #expect(BehaviorCatalog.behavior(named: entry.name)?.name == entry.name)
        }
        #expect(BehaviorCatalog.behavior(named: "Paging") == nil)
        #expect(BehaviorCatalog.entry(forNumberKey: 1)?.name == "free")
        #expect(BehaviorCatalog.entry(forNumberKey: 0)?.name == "seed-v3")
        #expect(BehaviorCatalog.entry(forNumberKey: 10) == nil)
        #expect(BehaviorCatalog.unknownNameMessage("pagin").hasPrefix("unknown behavior \"pagin\" (known: free, paging,"))
    }

    @Test func swiftUISpellings() {
        func name(_ b: some NamedScrollTargetBehavior) -> String { b.name }
        #expect(name(.paging) == "paging")
        #expect(name(.viewAligned) == "view-aligned")
        #expect(name(.viewAligned(limitBehavior: .alwaysByOne)) == "view-aligned-by-one")
    }
}
