import Observation

/// The rows of lazy stacks kept from one layout of a `ViewGraph` to the
/// next, so a frame that only scrolls builds only the rows that come into
/// sight (SwiftUI does not evaluate a lazy row again while nothing it reads
/// changes either).
///
/// A row is a function of its index, the state the graph holds, the
/// environment handed down and the layout's conditions (container, safe
/// area, appearance); its nodes answer sizes from what they were built with
/// and place afresh every time. So a kept row is the row building would
/// give, as long as:
/// - the graph's `@State` storage is unchanged (any change to it removes
///   every kept row at once, even in the middle of a pass), no change was
///   signalled since the last pass (`stateChanged`: an `ObservableObject`,
///   a `scrollTo`, an `@Observable` the tree read), and the conditions are
///   the same;
/// - the lazy stack was made while the tree was resolved, before sizing (a
///   stack made later, inside a `GeometryReader` or another row, can read
///   the geometry, which moves with the offset: its rows are not kept);
/// - building the row had no effect but its nodes (`isKeepable`): it
///   handed out no identity key but its bodies' (`onAppear`, `task`,
///   `onReceive`, `onChange`, scroll callbacks and `GeometryReader` all
///   take one), linked no stored property (`@State`, `@StateObject`…),
///   queued no action, read no `@Observable` property, and its nodes are
///   of the kinds that only size and draw (`LazyRowPurity`).
/// Every other row is built in every pass, as before. The evaluated bodies
/// of a kept row count again when it is used, so `bodiesEvaluated` is the
/// same with or without keeping.
final class LazyRowCache {
    /// A kept row: its node and the bodies evaluated to build it.
    struct Row {
        let node: LayoutNode
        let bodies: Int
    }

    /// The rows of one lazy stack (by its place in the tree), by flat index;
    /// `previous` holds the rows of before the last turnover, moved back
    /// when used again (at most about twice `limit` rows are kept).
    final class Store {
        var signature: [Int]
        var current: [Int: Row] = [:]
        var previous: [Int: Row] = [:]

        init(signature: [Int]) {
            self.signature = signature
        }
    }

    /// What the rows were built under: container, safe area, appearance.
    struct Conditions: Equatable {
        var container: CGSize
        var safeArea: EdgeInsets
        var isDark: Bool
    }

    /// Rows per store before a turnover.
    static let limit = 256

    private var stores: [ViewIdentity: Store] = [:]
    /// The measured row sizes of each lazy stack, by the same key as
    /// `stores`; they outlive state changes (a kept size is only an
    /// estimate until its row is built again) but not other conditions.
    private var sizeStores: [ViewIdentity: LazyRowSizes] = [:]
    private var sizeOccurrences: [ViewIdentity: Int] = [:]
    private var conditions: Conditions?
    /// Counts removals: a slot made before the last one keeps nothing.
    private(set) var epoch = 0
    /// Lazy stacks made so far in this pass, per resolve path.
    private var occurrences: [ViewIdentity: Int] = [:]
    /// True from the start of a pass until its tree is resolved.
    private var resolvingTree = false

    /// Starts a pass: every row goes when a change was signalled or the
    /// conditions differ from the last pass's.
    func beginPass(stateChanged: Bool, conditions: Conditions) {
        if stateChanged || conditions != self.conditions { removeAll() }
        if conditions != self.conditions { sizeStores.removeAll() }
        self.conditions = conditions
        occurrences = [:]
        sizeOccurrences = [:]
        resolvingTree = true
        for store in stores.values where store.current.count > Self.limit {
            store.previous = store.current
            store.current = [:]
        }
    }

    /// The tree is resolved: lazy stacks made from now on keep no rows.
    func endTreeResolution() {
        resolvingTree = false
    }

    /// Forgets every row.
    func removeAll() {
        if !stores.isEmpty { stores.removeAll() }
        epoch &+= 1
    }

    /// The rows of the lazy stack being made at `state.path` (its
    /// occurrence there in this pass tells it from a sibling stack) with
    /// runs of `counts` rows; nil when it may keep none.
    func slot(_ state: ResolveState, counts: [Int]) -> LazyRowSlot? {
        guard resolvingTree else { return nil }
        let n = occurrences[state.path, default: 0]
        occurrences[state.path] = n + 1
        let key = state.path.appending(.slot(.lazyStack, nil, n))
        let store: Store
        if let kept = stores[key], kept.signature == counts {
            store = kept
        } else {
            store = Store(signature: counts)
            stores[key] = store
        }
        return LazyRowSlot(cache: self, store: store, state: state, epoch: epoch)
    }
}

extension LazyRowCache {
    /// The measured row sizes of the lazy stack being made at `state.path`
    /// with runs of `counts` rows (kept for stacks made at any time: sizes
    /// are estimates, never used in place of building a row).
    func sizes(_ state: ResolveState, counts: [Int]) -> LazyRowSizes {
        let n = sizeOccurrences[state.path, default: 0]
        sizeOccurrences[state.path] = n + 1
        let key = state.path.appending(.slot(.lazyStack, nil, n))
        if let kept = sizeStores[key], kept.signature == counts { return kept }
        let sizes = LazyRowSizes(signature: counts)
        sizeStores[key] = sizes
        return sizes
    }
}

/// One lazy stack's kept rows during one pass (see `LazyRowCache`).
final class LazyRowSlot {
    let cache: LazyRowCache
    let store: LazyRowCache.Store
    let state: ResolveState
    let epoch: Int

    init(cache: LazyRowCache, store: LazyRowCache.Store, state: ResolveState, epoch: Int) {
        self.cache = cache
        self.store = store
        self.state = state
        self.epoch = epoch
    }

    /// Row `index`: the kept one, else `build()`'s, kept when it may be.
    func row(_ index: Int, _ build: () -> LayoutNode) -> LayoutNode {
        guard cache.epoch == epoch else { return build() }
        if let kept = store.current[index] {
            state.bodiesEvaluated += kept.bodies
            return kept.node
        }
        if let kept = store.previous.removeValue(forKey: index) {
            store.current[index] = kept
            state.bodiesEvaluated += kept.bodies
            return kept.node
        }
        let before = (
            bodies: state.bodiesEvaluated, keys: state.keysHandedOut, bodyKeys: state.bodyKeys,
            stateful: state.statefulBodies, actions: state.pendingActions.count)
        let (node, observed) = Self.observing(build)
        let keepable = !observed && cache.epoch == epoch
            && state.keysHandedOut - before.keys == state.bodyKeys - before.bodyKeys
            && state.statefulBodies == before.stateful && state.pendingActions.count == before.actions
            && LazyRowPurity.isKeepable(node)
        if keepable { store.current[index] = LazyRowCache.Row(node: node, bodies: state.bodiesEvaluated - before.bodies) }
        return node
    }

    /// Runs `build` and tells whether it read a property of an
    /// `@Observable` object: tracking installs its change handler (which
    /// holds the token) only when something was read. The reads also
    /// reach the pass's own tracking, as without this.
    static func observing(_ build: () -> LayoutNode) -> (LayoutNode, Bool) {
        var token = ObservationToken()
        let node = withObservationTracking(build, onChange: { [token] in _ = token })
        return (node, !isKnownUniquelyReferenced(&token))
    }
}

/// What `LazyRowSlot.observing` hands to Observation's change handler.
final class ObservationToken: Sendable {}
