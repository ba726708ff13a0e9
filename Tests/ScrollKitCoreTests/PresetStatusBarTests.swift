import Testing
@testable import ScrollKitCore

@Suite struct PresetStatusBarTests {
    /// Seed 003's `opacity`, verbatim in its own terms (minY of the content:
    /// negative when scrolled down).
    static func seedOpacity(minY scrollOffset: Double) -> Double {
        switch scrollOffset {
        case -100...0: return Double(-scrollOffset) / 100.0
        case ...(-100): return 1
        default: return 0
        }
    }

    @Test func matchesTheSeedWithTheOffsetNegated() {
        var offset = -250.0
        while offset <= 400 {
            #expect(StatusBar.opacity(forOffset: offset) == Self.seedOpacity(minY: -offset), "offset \(offset)")
            offset += 0.25
        }
    }

    @Test(arguments: [(-10.0, 0.0), (0, 0), (1, 0.01), (50, 0.5), (99, 0.99), (100, 1), (250, 1)])
    func goldenValues(offset: Double, opacity: Double) {
        #expect(abs(StatusBar.opacity(forOffset: offset) - opacity) < 1e-12)
    }

    @Test func nonFiniteOffsets() {
        #expect(StatusBar.opacity(forOffset: .nan) == 0)
        #expect(StatusBar.opacity(forOffset: .infinity) == 1)
        #expect(StatusBar.opacity(forOffset: -.infinity) == 0)
    }

    /// iOS 13 (UIKit convention) reports −inset at rest: the bar is clear
    /// until the content has moved by the inset, as the seed warns.
    @Test func uiKitConventionDelaysTheFade() {
        let geometry = ScrollEngineGeometry(
            contentOffset: Point(x: 0, y: -PresetCatalog.statusBarInset), contentSize: Size(width: 390, height: 4400),
            contentInsets: PresetCatalog.statusBar.contentInsets, containerSize: Size(width: 390, height: 844), convention: .uiKit
        )
        #expect(StatusBar.opacity(forOffset: geometry.contentOffset.y) == 0)
        let scrolled50 = geometry.offset(forPosition: 50 - PresetCatalog.statusBarInset, on: .vertical)
        #expect(StatusBar.opacity(forOffset: scrolled50) == 0.03)  // (50 − 47)/100
    }
}
