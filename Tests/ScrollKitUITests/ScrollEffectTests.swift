import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// `.scrollTransition`, `.visualEffect` and the drawing filters. Expected
/// values from SwiftUI's rules as documented in
/// `ScrollTransitionConfiguration` and `_VisualEffectStep`.
@Suite("Scroll transitions and visual effects") struct ScrollEffectTests {
    typealias T = LayoutTestSupport

    /// Every group drawn, depth-first, but the scroll views' clips.
    static func groups(_ list: DisplayList) -> [DisplayGroup] {
        T.collect(list) { if case .group(let g) = $0, g.clip == nil { return g } else { return nil } }
    }

    /// 20 rows of 100 points, row 8 with a fading, shrinking transition.
    static func screen(_ phases: Box<[Int: ScrollTransitionPhase]>? = nil) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color(red: 0, green: 0, blue: Double(i) / 20).frame(height: 100)
                        .scrollTransition { content, phase in
                            if i == 8, phase != .identity { phases?.value[i] = phase }
                            return content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
    }

    @Test func interactiveTransitionAtHalfProgressIsHalfway() {
        // Row 8 at offset −2 spans 802 … 902: centre 852, d = 852 − 426 = 426.
        // H = (852 + 100) / 2 = 476, D(.visible) = 476 − 100 = 376: progress
        // (476 − 426) / (476 − 376) = 0.5, and easeInOut(0.5) = 0.5 by symmetry.
        let phases = Box<[Int: ScrollTransitionPhase]>([:])
        let layout = ViewLayoutEngine.layout(Self.screen(phases), in: T.phone, scrollOffset: CGPoint(x: 0, y: -2))
        #expect(phases.value[8] == .bottomTrailing)
        let faded = Self.groups(layout.displayList).filter { $0.opacity < 1 }
        #expect(faded.count == 1)
        #expect(abs((faded.first?.opacity ?? 0) - 0.5) < 1e-9)
        let scaled = Self.groups(layout.displayList).filter { $0.transform.scaleX != 1 }
        #expect(scaled.count == 1)
        #expect(abs((scaled.first?.transform.scaleX ?? 0) - 0.75) < 1e-9)
        // Scaled about the row's centre.
        #expect(scaled.first?.transform.anchor == Point(x: 196.5, y: 852))
    }

    @Test func rowsPastTheThresholdAreIdentityAndHiddenOnesEdge() {
        // At offset 0 rows 0 … 7 show whole: identity, no group. Row 8 shows
        // 52 points: progress (476 − 424) / 100 = 0.52; opacity easeInOut(0.52).
        let layout = ViewLayoutEngine.layout(Self.screen(), in: T.phone)
        let faded = Self.groups(layout.displayList).filter { $0.opacity < 1 }
        #expect(faded.count == 1)
        let expected = Self.cubicBezierY(0.52)
        #expect(abs((faded.first?.opacity ?? 0) - expected) < 1e-6)
        // Row 0 leaving the top at offset 60: d = 50 − 60 − 426 = −436, progress 0.4, topLeading.
        let phases = Box<[Int: ScrollTransitionPhase]>([:])
        let top = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.red.frame(height: 100).scrollTransition { content, phase in
                        if i == 0 { phases.value[0] = phase }
                        return content.opacity(1 + phase.value)
                    }
                }
            }
        }
        let l2 = ViewLayoutEngine.layout(top, in: T.phone, scrollOffset: CGPoint(x: 0, y: 60))
        #expect(phases.value[0] == .topLeading)
        let o = Self.groups(l2.displayList).map(\.opacity).filter { $0 < 1 }
        // opacity(1 + value): edge 0, identity 1, at easeInOut(0.4).
        #expect(o.count == 1 && abs(o[0] - Self.cubicBezierY(0.4)) < 1e-6)
    }

    @Test func centeredAndHiddenThresholds() {
        let c = ScrollTransitionConfiguration.Threshold.centered.distance(container: 852, view: 100)
        let h = ScrollTransitionConfiguration.Threshold.hidden.distance(container: 852, view: 100)
        let v = ScrollTransitionConfiguration.Threshold.visible(0.25).distance(container: 852, view: 100)
        #expect(c == 0 && h == 476 && v == 451)
        #expect(ScrollTransitionConfiguration.Threshold.visible.inset(by: 10).distance(container: 852, view: 100) == 366)
        // A view longer than the container: `visible` is met when it fills the container.
        #expect(ScrollTransitionConfiguration.Threshold.visible.distance(container: 400, view: 1000) == 300)
    }

    @Test func animatedSwitchesAtTheThresholdAndIdentityNeverChanges() {
        func opacity(_ config: ScrollTransitionConfiguration) -> [Double] {
            let view = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { _ in
                        Color.red.frame(height: 100).scrollTransition(config) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                    }
                }
            }
            return Self.groups(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.opacity)
        }
        #expect(opacity(.animated) == [0.2])  // row 8, short of the threshold
        #expect(opacity(.identity).isEmpty)
    }

    @Test func visualEffectReadsTheScrollViewFrame() {
        // Parallax: each row moved by −½ of its minY in the scroll view.
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { _ in
                    Color.red.frame(height: 100).visualEffect { content, proxy in
                        content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
                    }
                }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 150))
        let offsets = Self.groups(layout.displayList).map(\.transform.offset.dy)
        // Rows start at 100 i − 150; row 0 at −150 moves +75, row 1 at −50 moves +25; row 2 at 50: −25.
        #expect(offsets.prefix(3) == [75, 25, -25])
    }

    @Test func rotation3DProjectsOrthographically() {
        // Compose R(outer) · diag(sx, sy) · R(inner) and compare with the
        // 2 × 2 block of the rotation: about y by 60°, diag(cos 60°, 1);
        // about z by 30°, the plain rotation.
        func matrix(_ d: (outer: Double, scaleX: Double, scaleY: Double, inner: Double)) -> [Double] {
            let o = d.outer * .pi / 180, i = d.inner * .pi / 180
            let r1 = [cos(o), -sin(o), sin(o), cos(o)], r2 = [cos(i), -sin(i), sin(i), cos(i)]
            let s = [r1[0] * d.scaleX, r1[1] * d.scaleY, r1[2] * d.scaleX, r1[3] * d.scaleY]
            return [s[0] * r2[0] + s[1] * r2[2], s[0] * r2[1] + s[1] * r2[3], s[2] * r2[0] + s[3] * r2[2], s[2] * r2[1] + s[3] * r2[3]]
        }
        let y = matrix(VisualEffectNode.projectedRotation(degrees: 60, axis: (0, 1, 0)))
        for (a, b) in zip(y, [0.5, 0, 0, 1]) { #expect(abs(a - b) < 1e-12) }
        let z = matrix(VisualEffectNode.projectedRotation(degrees: 30, axis: (0, 0, 1)))
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        for (a, b) in zip(z, [c, -s, s, c]) { #expect(abs(a - b) < 1e-12) }
        let x = matrix(VisualEffectNode.projectedRotation(degrees: 45, axis: (1, 0, 0)))
        for (a, b) in zip(x, [1, 0, 0, 0.5.squareRoot()]) { #expect(abs(a - b) < 1e-12) }
    }

    @Test func colourFiltersFollowTheirFormulas() {
        func fill(_ view: some View) -> RGBColor? {
            T.shapes(ViewLayoutEngine.layout(view.frame(width: 10, height: 10), in: T.phone).displayList).first.flatMap {
                if case .fill(let c) = $0.paint { return c } else { return nil }
            }
        }
        // 0.5 grey is 128; 128/255 + 0.2 = 0.702 → 179.
        #expect(fill(Color(white: 0.5).brightness(0.2)) == RGBColor(r: 179, g: 179, b: 179))
        // Red's Rec. 709 luminance: 0.2126 · 255 = 54.2 → 54.
        #expect(fill(Color(red: 1, green: 0, blue: 0).saturation(0)) == RGBColor(r: 54, g: 54, b: 54))
        #expect(fill(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120))) == RGBColor(r: 0, g: 255, b: 0))
        #expect(fill(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(240))) == RGBColor(r: 0, g: 0, b: 255))
    }

    @Test func shadowIsATintedMovedCopyBehind() {
        let layout = ViewLayoutEngine.layout(Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).shadow(color: .black, radius: 0, x: 5, y: 6), in: T.phone)
        let items = layout.displayList.items
        #expect(items.count == 2)
        guard case .group(let shadow) = items[0], case .shape(let copy) = shadow.children.first, case .shape(let view) = items[1] else {
            Issue.record("expected a shadow group then the view")
            return
        }
        #expect(shadow.transform.offset == Vector(dx: 5, dy: 6))
        #expect(copy.paint == .fill(RGBColor(r: 0, g: 0, b: 0)))
        #expect(view.paint == .fill(RGBColor(r: 255, g: 0, b: 0)))
        // With a radius, five copies at 40 %, moved by ±r/2.
        let blurred = ViewLayoutEngine.layout(Color.red.frame(width: 50, height: 50).shadow(radius: 8), in: T.phone)
        let copies = blurred.displayList.items.dropLast()
        #expect(copies.count == 5)
        let moves = copies.compactMap { item -> Vector? in if case .group(let g) = item, g.opacity == 0.4 { return g.transform.offset } else { return nil } }
        #expect(moves == [Vector(dx: 0, dy: 0), Vector(dx: -4, dy: -4), Vector(dx: 4, dy: -4), Vector(dx: -4, dy: 4), Vector(dx: 4, dy: 4)])
    }

    /// y of the cubic Bézier (0.42, 0, 0.58, 1) at `x`, by Newton's method
    /// on the x polynomial (a different solver from the module's bisection).
    static func cubicBezierY(_ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 0.58 + t * t * t }
        func dbx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * 0.42 + 6 * (1 - t) * t * (0.58 - 0.42) + 3 * t * t * (1 - 0.58) }
        var t = x
        for _ in 0..<50 { t -= (bx(t) - x) / dbx(t) }
        return 3 * (1 - t) * t * t + t * t * t
    }
}
