import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore
import SwiftUI

/// The library's side of the view host protocol (`ScrollKitUIViewHost`):
/// the entry points read ScrollKitCore's request bytes and write its answer
/// bytes, and every field of a scroll view's configuration crosses.
@MainActor @Suite(.serialized) struct ViewHostProtocolTests {
    /// Every scroll modifier the playground's engines and drawing read, none at its default.
    struct Configured: SwiftUI.View {
        var body: some SwiftUI.View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollDisabled(true)
            .scrollBounceBehavior(.basedOnSize)
            .scrollBounceBehavior(.always, axes: .horizontal)
            .scrollClipDisabled()
            .defaultScrollAnchor(.bottom)
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .contentMargins(.vertical, 20)
        }
    }

    struct Plain: SwiftUI.View {
        var body: some SwiftUI.View {
            ScrollView { Color.red.frame(height: 2000) }
        }
    }

    static let screen = ViewLayoutRequest(size: Size(width: 390, height: 844))

    @Test func everyScrollConfigurationFieldCrosses() throws {
        let layout = ScrollKitUIViewHost().layout({ Configured() }, Self.screen)
        let scroll = try #require(layout.scrollViews.first)
        #expect(scroll.interaction == ScrollInteraction(isScrollDisabled: true, verticalBounce: .basedOnSize, horizontalBounce: .always))
        #expect(scroll.isClipDisabled)
        #expect(scroll.defaultAnchor == ScrollKitCore.UnitPoint(x: 0.5, y: 1))
        #expect(!scroll.showsIndicators)
        #expect(scroll.behavior == .viewAligned("view-aligned-by-one"))
        #expect(scroll.contentInsets == ScrollKitCore.EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(scroll.contentSize.height == 2000 && scroll.targets.count == 20)
        #expect(scroll.axes == .vertical)
        // And what crosses is what is read back on the other side.
        #expect(try HostedViewLayout(decoding: layout.encoded()).scrollViews.first == scroll)
    }

    @Test func aScrollViewWithoutModifiersSendsTheDefaults() throws {
        let scroll = try #require(ScrollKitUIViewHost().layout({ Plain() }, Self.screen).scrollViews.first)
        #expect(scroll.interaction == ScrollInteraction())
        #expect(!scroll.isClipDisabled && scroll.defaultAnchor == nil && scroll.showsIndicators && scroll.behavior == .none)
    }

    @Test func theEntryPointsReadAndWriteTheProtocolsBytes() throws {
        let host = ScrollKitUIViewHost.open()
        defer { ScrollKitUIViewHost.close(host) }
        var count = 0
        let layoutBytes = Self.screen.encoded()
        let layout = try #require(layoutBytes.withUnsafeBytes { ScrollKitUIViewHost.layout({ Plain() }, host, $0.baseAddress!, $0.count, &count) })
        let layoutAnswer = Array(UnsafeRawBufferPointer(start: layout, count: count))
        free(layout)
        #expect(try HostedViewLayout(decoding: layoutAnswer).scrollViews.first?.contentSize.height == 2000)

        let request = ViewTickRequest(screen: Self.screen, time: 0.5, lane: 3, scrollStates: [
            ViewTickRequest.ScrollState(offset: Point(x: 0, y: 300), phase: .decelerating, velocity: Vector(dx: 0, dy: 40)),
        ])
        let tickBytes = request.encoded()
        let tick = try #require(tickBytes.withUnsafeBytes { ScrollKitUIViewHost.tick({ Plain() }, host, $0.baseAddress!, $0.count, &count) })
        let reply = try ViewTickReply(decoding: Array(UnsafeRawBufferPointer(start: tick, count: count)))
        free(tick)
        #expect(reply.nextTime == nil)
        #expect(try reply.decodedTick().layout.scrollViews.first?.offset == Point(x: 0, y: 300))

        // A request cut short is refused (the host's loop then says why), never guessed at.
        let short = Array(tickBytes.dropLast())
        #expect(short.withUnsafeBytes { ScrollKitUIViewHost.tick({ Plain() }, host, $0.baseAddress!, $0.count, &count) } == nil)
        #expect(ScrollKitUIViewHost.protocolVersion == ViewHostProtocol.version)
    }

    @Test func twoHostsShareNoLaneState() {
        // Each host process's loop owns its host: one's lane 0 is not the other's.
        let a = ScrollKitUIViewHost(), b = ScrollKitUIViewHost()
        _ = a.tick({ Plain() }, ViewTickRequest(screen: Self.screen, time: 1, lane: 0, scrollStates: []))
        #expect(a.lanes[0] != nil && b.lanes.isEmpty)
    }
}
