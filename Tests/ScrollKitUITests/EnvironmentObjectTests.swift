import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// An object put in with `.environment(_:)` or `.environmentObject(_:)`
/// reaches the views inside the one that put it in, and only those: two
/// subtrees given two objects of the same type each read their own, as in
/// SwiftUI (the environment flows down the tree, it is not one per screen).
@Suite("Environment objects flow down the tree") struct EnvironmentObjectTests {
    typealias T = LayoutTestSupport

    final class Model {
        let name: String
        init(_ name: String) { self.name = name }
    }

    struct ReadsEnvironment: View {
        @Environment(Model.self) var model
        var body: some View { Text(model.name) }
    }

    struct ReadsEnvironmentObject: View {
        @EnvironmentObject var model: Model
        var body: some View { Text(model.name) }
    }

    struct Siblings: View {
        let a = Model("a"), b = Model("b"), c = Model("c"), d = Model("d")
        var body: some View {
            VStack {
                ReadsEnvironment().environment(a)
                ReadsEnvironment().environment(b)
                ReadsEnvironmentObject().environmentObject(c)
                ReadsEnvironmentObject().environmentObject(d)
            }
        }
    }

    @Test func eachSubtreeReadsTheObjectPutInAroundIt() {
        let layout = ViewLayoutEngine.layout(Siblings(), in: T.phone)
        #expect(T.texts(layout.displayList).flatMap(\.lines) == ["a", "b", "c", "d"])
    }

    /// The inner `.environment` of the same type wins inside it.
    @Test func theNearestObjectWins() {
        let outer = Model("outer"), inner = Model("inner")
        let root = VStack {
            ReadsEnvironment()
            ReadsEnvironment().environment(inner)
        }.environment(outer)
        let layout = ViewLayoutEngine.layout(root, in: T.phone)
        #expect(T.texts(layout.displayList).flatMap(\.lines) == ["outer", "inner"])
    }
}
