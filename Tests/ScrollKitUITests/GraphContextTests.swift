import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// What user code reads with no context (`UIScreen.main`, the engine clock,
/// the notes said once) comes from the graph being evaluated on the thread,
/// never from a value shared by the whole process: two lanes' graphs laid
/// out on different screens, one after the other, each keep their own.
@Suite struct GraphContextTests {
    static let phone = CGSize(width: 390, height: 844)
    static let pad = CGSize(width: 1024, height: 768)

    @Test func eachGraphReadsItsOwnScreenAfterItsLayout() {
        let a = ViewGraph()
        let b = ViewGraph()
        _ = ViewLayoutEngine.layout(Color.red, in: Self.pad, graph: a)
        _ = ViewLayoutEngine.layout(Color.red, in: CGSize(width: 320, height: 568), graph: b)
        // After b's layout, a still reads its own screen (a process-wide
        // "last screen" would give b's 320 × 568 here).
        #expect(a.evaluating { UIScreen.main.bounds.size } == Self.pad)
        #expect(b.evaluating { UIScreen.main.bounds.size } == CGSize(width: 320, height: 568))
        // Outside any graph: the default phone, whatever was laid out last.
        #expect(UIScreen.main.bounds.size == Self.phone)
        #expect(ViewGraph.current == nil)
    }

    @Test func theGraphIsCurrentOnlyWhileEvaluated() {
        let outer = ViewGraph()
        let inner = ViewGraph()
        outer.evaluating {
            #expect(ViewGraph.current === outer)
            inner.evaluating { #expect(ViewGraph.current === inner) }
            #expect(ViewGraph.current === outer)
            #expect(EngineScheduler.current === outer.clock)
        }
        #expect(ViewGraph.current == nil)
        // Outside a graph the clock is a fresh one at 0 that nothing advances.
        #expect(EngineScheduler.current !== outer.clock)
        #expect(EngineScheduler.current.now == 0)
    }

    @Test func aNoteIsKeptByTheGraphsThatShareIt() {
        let shared = PlaygroundNotesSaid()
        let a = ViewGraph()
        let b = ViewGraph()
        a.notes = shared
        b.notes = shared
        let other = ViewGraph()
        let text = ViewNote(kind: .ignored, name: ".x", file: "Notes.swift", line: 7).description
        a.evaluating { _PlaygroundNote.say("ignored", ".x", file: "dir/Notes.swift", line: 7) }
        // Said in lane a: the host's lane b has it too, another host's graph does not.
        #expect(!b.notes.insert(text))
        #expect(other.notes.insert(text))
    }

    @Test func withAnimationOutsideAGraphJustRuns() {
        var ran = false
        withAnimation(.linear(duration: 1)) { ran = true }
        #expect(ran)
        let graph = ViewGraph()
        graph.evaluating {
            withAnimation(.linear(duration: 1)) { #expect(graph.transaction?.animation == .linear(duration: 1)) }
            #expect(graph.transaction == nil)
        }
    }
}
