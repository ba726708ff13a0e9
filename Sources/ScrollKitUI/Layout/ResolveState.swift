/// What one layout pass shares between everything it resolves and places:
/// counters, the view graph whose state survives the pass, the identity
/// path of the view being resolved, and the preferences being collected.
final class ResolveState {
    /// How many `body` properties were evaluated: the measure of how lazy
    /// the lazy stacks are (deterministic, unlike a timer).
    var bodiesEvaluated = 0
    /// Where `@State` lives and what `onPreferenceChange` saw last.
    let graph: ViewGraph
    /// The identity of the view being resolved (see `ViewGraph`).
    var path = ""
    /// How many times each child name has been handed out under the
    /// current path: the occurrence number of the next one. Entering a
    /// path starts afresh, so resolving the same view twice (a lazy row
    /// sized, then placed) hands out the same keys.
    private var counts: [String: Int] = [:]
    /// Named coordinate spaces being placed, outermost first: the name and
    /// the frame of the view that declared it (absolute).
    var coordinateSpaces: [(name: AnyHashable, frame: CGRect)] = []
    /// Preferences of the subtrees being placed, innermost last.
    var preferenceScopes: [PreferenceValues] = [PreferenceValues()]
    /// View types found to have no `@State` property (no need to reflect
    /// on them again in this pass: a lazy stack's rows share a type).
    var typesWithoutState: Set<ObjectIdentifier> = []
    /// The title set by `.navigationTitle` (and the display mode) while
    /// the content of a `NavigationStack` is resolved.
    var navigationTitle: NavigationTitle?
    /// True while a `NavigationStack`'s content is resolved: a
    /// `GeometryReader` there looks for a title in its content at once
    /// (its content is otherwise built only when it is placed, after the
    /// bar was laid out).
    var collectsNavigationTitle = false
    /// `onPreferenceChange` actions due after the pass, bottom-up.
    var pendingActions: [(event: ViewEvent, run: () -> Void)] = []
    /// Identity keys handed out, those of evaluated bodies among them, and
    /// the bodies whose stored properties were linked to the graph: what
    /// `LazyRowCache` compares before and after building a row.
    var keysHandedOut = 0
    var bodyKeys = 0
    var statefulBodies = 0

    init(graph: ViewGraph = ViewGraph()) {
        self.graph = graph
    }

    /// A fresh identity for a child called `name` of the current path: the
    /// path, the name and its occurrence number among same-named siblings.
    func childKey(_ name: String) -> String {
        let n = counts[name, default: 0]
        counts[name] = n + 1
        keysHandedOut += 1
        return path + "/" + name + "#" + String(n)
    }

    /// Runs `body` with `path` set to `key`, then restores it.
    func within<T>(_ key: String, _ body: () -> T) -> T {
        let saved = (path, counts)
        path = key
        counts = [:]
        defer { (path, counts) = saved }
        return body()
    }
}
