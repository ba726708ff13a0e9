import Testing
import Foundation
@testable import UserCodeHost

/// Without a preview, the view shown is the one `View` with an accessible
/// `init()` (CONTRACTS.md, "User code files"): generic views, private views
/// and views that need arguments are not candidates.
@Suite("Entry view without a preview") struct ViewEntryCandidateTests {
    static func set(_ text: String) throws(BehaviorFileError) -> ViewSourceSet {
        try ViewSourceSet(files: [("Screen.swift", text)], selection: .automatic)
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try set(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aGenericViewBesideTheScreenIsNotACandidate() throws {
        // The shape of tokayon/SwiftUIWorkshop's CarouselExample.
        let text = """
            import SwiftUI
            struct CarouselExample: View {
                var body: some View { Carousel { Color.yellow } }
            }
            struct Carousel<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { ScrollView(.horizontal) { content } }
            }
            """
        let s = try Self.set(text)
        #expect(s.expression == "CarouselExample()")
        #expect(s.label == "CarouselExample")
    }

    @Test func aViewThatNeedsArgumentsIsNotACandidate() throws {
        // Seed 003's screen beside its `ScrollViewOffset` (generic, and it needs a closure).
        let text = """
            import SwiftUI
            struct ScrollViewOffset<Content: View>: View {
                let onOffsetChange: (CGFloat) -> Void
                let content: () -> Content
                init(onOffsetChange: @escaping (CGFloat) -> Void, @ViewBuilder content: @escaping () -> Content) {
                    self.onOffsetChange = onOffsetChange
                    self.content = content
                }
                var body: some View { ScrollView { content() } }
            }
            struct Row: View {
                let index: Int
                @Binding var selected: Int
                var body: some View { Text("\\(index)") }
            }
            struct ContentView: View {
                @State private var offset: CGFloat = 0
                let title = "Rainbow"
                var subtitle: String?
                var body: some View { ScrollViewOffset(onOffsetChange: { offset = $0 }) { Text(title) } }
            }
            """
        let s = try Self.set(text)
        #expect(s.expression == "ContentView()")
    }

    @Test func anInitialiserWithDefaultsMakesACandidateAndOneWithArgumentsDoesNot() throws {
        let text = """
            import SwiftUI
            struct Feed: View {
                let count: Int
                init(count: Int = 20) { self.count = count }
                var body: some View { Text("\\(count)") }
            }
            struct Card: View {
                let title: String
                init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            private struct Hidden: View {
                var body: some View { EmptyView() }
            }
            """
        #expect(try Self.set(text).expression == "Feed()")
    }

    @Test func severalCandidatesAreListedWithTheirInitialisers() {
        let text = """
            import SwiftUI
            struct A: View { var body: some View { Color.red } }
            struct B: View {
                var count = 3
                var body: some View { Color.blue }
            }
            struct C: View {
                let name: String
                var body: some View { Text(name) }
            }
            """
        let m = Self.message(text)
        #expect(m?.hasPrefix("Screen.swift: no #Preview and several View types that can be made with init():\n  A()\n  B()\npick one") == true, "\(m ?? "")")
    }

    @Test func whenNoneCanBeMadeEveryViewIsListedWithWhatItNeeds() {
        let text = """
            import SwiftUI
            struct Card: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Pager<Content: View>: View {
                let content: Content
                var body: some View { content }
            }
            struct Badge: View {
                @Binding var count: Int
                var body: some View { Text("\\(count)") }
            }
            """
        let m = Self.message(text) ?? ""
        #expect(m.contains("no View type that can be made with init()"), "\(m)")
        #expect(m.contains("  Card(title: String)\n"), "\(m)")
        #expect(m.contains("  Pager<…>(…) (generic: not made with init())\n"), "\(m)")
        #expect(m.contains("  Badge(count: Int)\n"), "\(m)")
    }

    @Test func theOneViewIsStillShownWhenItsArgumentsAreUnclear() throws {
        // One view: the compiler, not the reading, says what it needs.
        let text = "import SwiftUI\nstruct Only: View {\n    let rows: [Int]\n    var body: some View { Text(\"x\") }\n}\n"
        #expect(try Self.set(text).expression == "Only()")
    }
}
