import Testing
@testable import ScrollKitCore

/// `ViewEventKind` crosses the process boundary as its text (the trace's
/// spelling), so the frames keep their layout: every kind reads back as
/// itself, and a text no kind has is refused where it stands.
@Suite struct ViewEventKindTests {
    static func tick(_ kinds: [ViewEventKind]) -> HostedViewTick {
        HostedViewTick(
            events: kinds.map { HostedViewEvent(kind: $0, name: "Screen.offset", value: "1.0") },
            scrollRequests: [], layout: HostedViewLayout(scrollViews: [], displayList: DisplayList()))
    }

    @Test func everyKindRoundTripsAsItsText() throws {
        let tick = Self.tick(ViewEventKind.allCases)
        let read = try HostedViewTick(decoding: tick.encoded())
        #expect(read.events.map(\.kind) == ViewEventKind.allCases)
        // The bytes hold the spelling traces print: "task cancelled", not the case's name.
        let bytes = tick.encoded()
        let spelled = Array("task cancelled".utf8)
        #expect(bytes.indices.contains { Array(bytes[$0..<min($0 + spelled.count, bytes.count)]) == spelled })
    }

    @Test func anUnknownKindIsRefusedAtItsOffset() throws {
        var bytes = Self.tick([.tap]).encoded()
        let tap = Array("tap".utf8)
        let at = try #require(bytes.indices.first { Array(bytes[$0..<min($0 + 3, bytes.count)]) == tap })
        bytes.replaceSubrange(at..<at + 3, with: Array("tip".utf8))
        #expect {
            try HostedViewTick(decoding: bytes)
        } throws: { error in
            "\(error)".contains("unknown view event kind \"tip\"")
        }
    }

    @Test func aStateWriteReadsAsAnAssignmentAndACallbackAsItsKind() {
        #expect(HostedViewEvent(kind: .state, name: "Screen.stopOffset", value: "640.0").description == "Screen.stopOffset = 640.0")
        #expect(HostedViewEvent(kind: .taskCancelled, name: "Row", value: "").description == "task cancelled")
        #expect(HostedViewEvent(kind: .onReceive, name: "CGFloat", value: "640.0").description == "onReceive 640.0")
        #expect(HostedViewEvent(kind: .state, name: "Screen.stopOffset", value: "1").stateProperty == "stopOffset")
        #expect(HostedViewEvent(kind: .onChange, name: "Int", value: "1").stateProperty == nil)
    }
}
