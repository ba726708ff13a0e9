import Testing
import Foundation
@testable import ScrollKitUI
import SwiftUI

/// `withAnimation` and `.animation(_:value:)` on engine time, with the
/// curves' formulas (Animation.swift's doc) computed here independently.
@Suite("Animations on engine time") struct AnimationTests {
    typealias T = LayoutTestSupport

    @Test func theDefaultIsACriticallyDampedSpringOfResponse055() {
        let w = 2 * Double.pi / 0.55
        for t in [0.05, 0.275, 0.5] {
            #expect(abs(Animation.default.progress(at: t) - (1 - (1 + w * t) * exp(-w * t))) < 1e-12)
        }
        // At rest once (1 + ωt)e^(−ωt) < 0.001: about 0.82 s.
        let d = Animation.default.duration
        #expect((1 + w * d) * exp(-w * d) < 0.001)
        #expect((1 + w * (d - 0.001)) * exp(-w * (d - 0.001)) >= 0.001)
    }

    @Test func timingCurves() {
        // easeInOut is symmetric: half way at half time; linear is the time fraction.
        #expect(abs(Animation.easeInOut(duration: 0.4).progress(at: 0.2) - 0.5) < 1e-9)
        #expect(abs(Animation.linear(duration: 1).progress(at: 0.25) - 0.25) < 1e-9)
        #expect(Animation.easeIn.duration == 0.35)
        // A bouncy spring overshoots.
        let bouncy = Animation.bouncy
        #expect((0..<100).map { bouncy.progress(at: Double($0) / 100) }.max()! > 1)
        #expect(abs(Animation.linear(duration: 1).delay(0.5).progress(at: 0.75) - 0.25) < 1e-12)
    }

    struct GrowScreen: SwiftUI.View {
        var animation: Animation
        var implicit = false
        @State var tall = false

        var body: some SwiftUI.View {
            Rectangle()
                .fill(Color.red)
                .frame(width: 100, height: tall ? 200 : 100)
                .animation(implicit ? animation : nil, value: tall)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        if implicit { tall = true } else { withAnimation(animation) { tall = true } }
                    }
                }
        }
    }

    /// The red rectangle's height at each time.
    static func heights(_ view: GrowScreen, _ times: [Double]) -> [Double] {
        let graph = ViewGraph()
        return times.map { t in
            let layout = ViewLayoutEngine.layout(view, at: t, in: T.phone, graph: graph)
            return T.fills(layout.displayList, .red).first?.height ?? -1
        }
    }

    @Test func withAnimationMovesFromTheOldPictureAlongTheCurve() {
        let h = Self.heights(GrowScreen(animation: .linear(duration: 1)), [0, 0.5, 1.0, 1.25, 1.5, 2])
        // Starts at 0.5 s (the asyncAfter): 100 → 200 linearly over 1 s.
        #expect(h == [100, 100, 150, 175, 200, 200])
    }

    @Test func theDefaultSpringFollowsItsFormula() {
        let h = Self.heights(GrowScreen(animation: .default), [0, 0.5, 0.775])
        let w = 2 * Double.pi / 0.55, t = 0.275
        #expect(abs(h[2] - (100 + 100 * (1 - (1 + w * t) * exp(-w * t)))) < 1e-9)
    }

    @Test func animationValueAnimatesTheChange() {
        let h = Self.heights(GrowScreen(animation: .easeInOut(duration: 0.4), implicit: true), [0, 0.5, 0.7, 0.9])
        #expect(h[0] == 100)
        #expect(abs(h[2] - 150) < 1e-6)
        #expect(h[3] == 200)
    }

    @Test func withoutAnAnimationTheChangeIsImmediate() {
        struct Plain: SwiftUI.View {
            @State var tall = false
            var body: some SwiftUI.View {
                Rectangle().fill(Color.red).frame(width: 100, height: tall ? 200 : 100)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { tall = true } }
            }
        }
        let graph = ViewGraph()
        let h = [0, 0.5].map { ViewLayoutEngine.layout(Plain(), at: $0, in: T.phone, graph: graph) }
            .map { T.fills($0.displayList, .red).first?.height ?? -1 }
        #expect(h == [100, 200])
    }
}
