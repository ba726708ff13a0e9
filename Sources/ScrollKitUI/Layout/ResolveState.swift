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
    var path = ViewIdentity.root
    /// How many children of each kind (a view type, a modifier with its
    /// watched type) have been handed out under the current path: the
    /// occurrence number of the next one. Entering a path starts afresh,
    /// so resolving the same view twice (a lazy row sized, then placed)
    /// hands out the same identities.
    private var counts: [ViewIdentity.Component: Int] = [:]
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

    /// A fresh identity for a primitive view or modifier of kind `kind`
    /// (watching values of `type`, when the kind has one) under the current
    /// path: its occurrence number among siblings of the same kind and type.
    func childKey(_ kind: ViewIdentity.Kind, watching type: Any.Type? = nil) -> ViewIdentity {
        keysHandedOut += 1
        return path.appending(numbered(.slot(kind, type.map(ObjectIdentifier.init), 0)))
    }

    /// A fresh identity for a view of type `type` (spelled `name`) whose
    /// body is evaluated: its occurrence number among same-type siblings.
    func childKey(view type: ObjectIdentifier, name: String) -> ViewIdentity {
        keysHandedOut += 1
        return path.appending(numbered(.view(type, 0)), typeName: name)
    }

    /// `component` with the occurrence number of the next sibling like it.
    private func numbered(_ component: ViewIdentity.Component) -> ViewIdentity.Component {
        let n = counts[component, default: 0]
        counts[component] = n + 1
        return component.numbered(n)
    }

    /// Runs `body` with `path` set to `key`, then restores it.
    func within<T>(_ key: ViewIdentity, _ body: () -> T) -> T {
        let saved = (path, counts)
        path = key
        counts = [:]
        defer { (path, counts) = saved }
        return body()
    }

    /// Runs `body` with the explicit identity `id` (`.id(_:)`) added to the
    /// path. The siblings are still counted as siblings (a view's number
    /// under its parent does not depend on its id), and the graph drops
    /// what it kept under the value the same `.id` had before
    /// (`ViewGraph.noteExplicitID`). Not an identity handed out: a lazy row
    /// with an `.id` may still be kept (`LazyRowCache`).
    func withinExplicit<T>(_ id: AnyHashable, _ body: () -> T) -> T {
        graph.noteExplicitID(id, at: path.appending(numbered(.slot(.explicitID, nil, 0))))
        let saved = path
        path = path.appending(.explicit(id))
        defer { path = saved }
        return body()
    }
}
