import Foundation

/// What survives from one layout of a view tree to the next: the storage
/// of every `@State`, and the value each `onPreferenceChange` and
/// `onChange` saw last.
///
/// Identity rule: a view is known by its structural position. Each view
/// whose `body` is evaluated gets the key `parent/TypeName#n`, where `n`
/// counts the earlier views of the same type resolved under the same
/// parent in the pass; a `ForEach` element adds `ForEach#n/[id]` to the
/// path (`n` numbering the lists under the parent), so a
/// row keeps its state when rows before it are built lazily or not at all.
/// A state property's key is its view's key, `.`, and the property's
/// name (`_count`). The same tree laid out again gets the same keys, so
/// the state is found again; a view that moves (another view of its type
/// inserted before it under the same parent, or the two branches of an
/// `if` holding the same type) is a different or the same view by this
/// rule, not by SwiftUI's explicit identity (`.id` is not used here).
public final class ViewGraph {
    /// Stored `@State` values by key. Any change drops the kept lazy rows.
    var states: [String: Any] = [:] { didSet { lazyRows.removeAll() } }
    /// The lazy stacks' rows kept between layouts (`LazyRowCache`).
    let lazyRows = LazyRowCache()
    /// The lines of long texts kept between layouts (`TextLineCache`).
    let textLines = TextLineCache()
    /// The last value each `onPreferenceChange` reported and each
    /// `onChange` saw, by the modifier's key.
    var lastSeen: [String: Any] = [:]
    /// Each view type's name as its identity keys spell it
    /// (`String(describing:)`, which is slow, once per type, not once per
    /// body per pass).
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

    /// Stores `value` under `key` and records the write.
    func write(_ value: Any, at key: String) {
        states[key] = value
        stateChanged = true
        reactive.stateWritten()
        stateWrites.append(ViewEvent(kind: "state", name: Self.displayName(key), value: String(describing: value)))
    }

    /// `OffsetReadoutScreen.offset` for the key `/OffsetReadoutScreen#0._offset`:
    /// the owning view's type and the property's name.
    static func displayName(_ key: String) -> String {
        let last = key.split(separator: "/").last.map(String.init) ?? key
        guard let dot = last.lastIndex(of: ".") else { return last }
        let view = last[..<dot].split(separator: "#").first.map(String.init) ?? ""
        var property = String(last[last.index(after: dot)...])
        if property.hasPrefix("_") { property.removeFirst() }
        return view + "." + property
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

    /// The stored value of the state whose key ends with `suffix`
    /// (e.g. `"._offset"`), for tests and traces; nil when none.
    public func state(endingWith suffix: String) -> Any? {
        states.keys.sorted().first { $0.hasSuffix(suffix) }.flatMap { states[$0] }
    }
}
