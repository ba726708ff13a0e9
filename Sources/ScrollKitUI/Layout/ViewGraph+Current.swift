import Foundation

extension ViewGraph {
    /// Where the thread's current graph is kept (`Thread.threadDictionary`).
    private static let threadKey = "ScrollKitUI.ViewGraph.current"

    /// The graph being laid out, advanced or acted on on this thread, nil
    /// outside any. It is the one per-thread context of this module, and
    /// it exists only for the names user code calls with no context at
    /// all, as it would in SwiftUI: `UIScreen.main` (the graph's `screen`),
    /// `DispatchQueue.main`, `RunLoop.main`, `Timer.publish` and
    /// `asyncAfter` (the graph's `clock`), `withAnimation` (the graph's
    /// `transaction`) and the notes a modifier says once (the graph's
    /// `notes`). Everything else reaches its graph through the layout's
    /// own arguments. Lanes never share it: each lane's graph is current
    /// only while that lane is laid out or acted on.
    static var current: ViewGraph? {
        Thread.current.threadDictionary[threadKey] as? ViewGraph
    }

    /// Runs `body` with this graph current on this thread (the one before
    /// is current again afterwards).
    func evaluating<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[Self.threadKey]
        dictionary[Self.threadKey] = self
        defer { dictionary[Self.threadKey] = outer }
        return try body()
    }
}
