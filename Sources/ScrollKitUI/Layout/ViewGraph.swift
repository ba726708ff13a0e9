import Foundation
internal import ScrollKitCore

/// What survives from one layout of a view tree to the next: the storage
/// of every `@State`, and the value each `onPreferenceChange`, `onChange`
/// and scroll callback saw last, each in a typed slot (`GraphSlot`) of the
/// view's identity (`ViewIdentity`).
///
/// Identity rule, as SwiftUI's: a view is known by its structural position
/// and its explicit identity. Each view whose `body` is evaluated is known
/// by its parent's identity, its type, and how many views of its type came
/// before it under that parent in the pass; a `ForEach` element adds the
/// list (numbered among the lists under the parent) and the element's id,
/// so a row keeps its state when rows before it are built lazily or not at
/// all. An `.id(x)` adds `x` around the views below it: "When the proxy
/// value specified by the id parameter changes, the identity of the view —
/// for example, its state — is reset" (SwiftUI's `View.id(_:)`), so its
/// `@State` starts again from its initial value, its `onAppear` runs again
/// (and the old view's `onDisappear`), and what was kept for the old id is
/// dropped. The same tree laid out again gets the same identities, so the
/// state is found again; a view that moves (another view of its type
/// inserted before it under the same parent) is another view by this rule.
public final class ViewGraph {
    /// Stored `@State` and `@StateObject` values. A slot made or dropped
    /// removes the kept lazy rows, as does a write (`write`).
    private var states: [GraphSlot: AnyObject] = [:] { didSet { lazyRows.removeAll() } }
    /// What each modifier saw last, by its slot.
    private var memos: [GraphSlot: AnyObject] = [:]
    /// The lazy stacks' rows kept between layouts (`LazyRowCache`).
    let lazyRows = LazyRowCache()
    /// The lines of long texts kept between layouts (`TextLineCache`).
    let textLines = TextLineCache()
    /// Pending `scrollTo`s and the scroll-visibility watchers (`ScrollGraphStore`).
    let scroll = ScrollGraphStore()
    /// Each view type's name as identities spell it (`String(describing:)`,
    /// which is slow, once per type, not once per body per pass).
    var typeNames: [ObjectIdentifier: String] = [:]
    /// Set when a `@State` is written; cleared at the start of each pass.
    var stateChanged = false
    /// The `@State` writes not yet reported, in order: what the layout
    /// call records as `state` events.
    var stateWrites: [ViewEvent] = []
    /// Subscriptions, appeared views, tasks and animations (`ReactiveStore`).
    let reactive = ReactiveStore()
    /// The engine clock of this graph's timers and schedulers: current on
    /// the calling thread while the graph is laid out or advanced.
    public let clock: EngineScheduler
    /// The screen size (points) this graph is laid out on, or about to be:
    /// what `UIScreen.main` gives while the graph is current. 390 × 844
    /// until a layout or its host sets it.
    var screen = CGSize(width: 390, height: 844)
    /// What the view's modifiers said already (`_PlaygroundNote`); a host
    /// gives all its lanes' graphs one, so a note is said once per host.
    var notes = PlaygroundNotesSaid()
    /// The `withAnimation` running in this graph, if any.
    var transaction: AnimationState.Box?

    /// The box of the stored property at `slot`, made holding `initial()`
    /// the first time (or when the slot held another type).
    func stateBox<Value>(at slot: GraphSlot, initial: () -> Value) -> GraphBox<Value> {
        if let box = states[slot] as? GraphBox<Value> { return box }
        let box = GraphBox(initial())
        states[slot] = box
        return box
    }

    /// Records that the property at `slot` was written with `value` (its
    /// box already holds it): the graph is changed, the kept lazy rows go.
    func write<Value>(_ value: Value, at slot: GraphSlot) {
        lazyRows.removeAll()
        stateChanged = true
        reactive.stateWritten()
        stateWrites.append(ViewEvent(kind: .state, name: slot.displayName, value: String(describing: value)))
    }

    /// What the modifier `view` saw last in `slot`, nil before its first
    /// layout (or when it saw another type).
    func lastSeen<Value>(_ view: ViewIdentity, _ slot: GraphSlot.Name = .lastSeen, as type: Value.Type = Value.self) -> Value? {
        (memos[GraphSlot(view: view, name: slot)] as? GraphBox<Value>)?.value
    }

    /// Keeps `value` as what the modifier `view` saw last in `slot`.
    func setLastSeen<Value>(_ value: Value, _ view: ViewIdentity, _ slot: GraphSlot.Name = .lastSeen) {
        let key = GraphSlot(view: view, name: slot)
        if let box = memos[key] as? GraphBox<Value> {
            box.value = value
        } else {
            memos[key] = GraphBox(value)
        }
    }

    /// Keeps `value` for the modifier `view` and returns what it saw before.
    func exchangeLastSeen<Value>(_ value: Value, _ view: ViewIdentity) -> Value? {
        let last: Value? = lastSeen(view)
        setLastSeen(value, view)
        return last
    }

    /// Notes that the `.id` modifier at `position` has the value `id`; when
    /// it had another, everything kept for the views under the old value
    /// goes (their state is reset, as SwiftUI's `View.id(_:)` documents).
    func noteExplicitID(_ id: AnyHashable, at position: ViewIdentity) {
        guard let old = exchangeLastSeen(id, position), old != id else { return }
        let gone = position.parent.appending(.explicit(old))
        states = states.filter { !$0.key.view.hasPrefix(gone) }
        memos = memos.filter { !$0.key.view.hasPrefix(gone) }
    }

    /// A graph that only measures (the playground's layouts for sizes and
    /// drawing, beside the lanes' own graphs): no view appears in it (no
    /// `onAppear`, `onDisappear` or `task` runs) and no subscription is
    /// made (`onReceive`, timers, `@StateObject`), so the view's lifetime
    /// events run once per lane, in the lane's graph. What follows layout
    /// (`onPreferenceChange`, `onScrollGeometryChange`, `onChange`) still
    /// runs, so a measured picture at an offset is the view's at that offset.
    public var isMeasuring = false { didSet { reactive.isMeasuring = isMeasuring } }

    /// A graph whose timers and schedulers run on `clock`.
    public init(clock: EngineScheduler = EngineScheduler()) {
        self.clock = clock
    }

    /// How many `@State` values are stored.
    public var stateCount: Int { states.count }

    /// The stored value of the state whose identity and property, spelled
    /// as `/Screen#0._offset`, end with `suffix` (e.g. `"._offset"`; the
    /// first in that spelling's order), for tests and traces; nil when none.
    public func state(endingWith suffix: String) -> Any? {
        slot(endingWith: suffix).flatMap { states[$0] }.flatMap { box in Mirror(reflecting: box).children.first { $0.label == "value" }?.value }
    }

    /// The slot of the stored property spelled `/Screen#0._offset` that
    /// ends with `suffix`, the first in that spelling's order; nil when none.
    func slot(endingWith suffix: String) -> GraphSlot? {
        let spelled = states.keys.compactMap { slot -> (String, GraphSlot)? in
            guard case .property(let name) = slot.name else { return nil }
            return (slot.view.description + "." + name, slot)
        }
        return spelled.sorted { $0.0 < $1.0 }.first { $0.0.hasSuffix(suffix) }?.1
    }
}
