import Foundation
internal import ScrollKitCore

/// What a `ViewGraph` keeps for the views' reactions beyond `@State`: the
/// subscriptions of `.onReceive`, `@StateObject` and `@ObservedObject`, the
/// views placed in the last pass (for `.onAppear`/`.onDisappear`), the
/// running `.task`s and the animation in flight.
///
/// Lifetime rule: a subscription lives while the modifier or property that
/// made it is evaluated in every pass; one not evaluated in a pass (its
/// view left the tree, or its lazy row was not built) is cancelled at the
/// end of that pass. A view "appears" in the first pass that places it
/// and "disappears" in the first pass that does not (a lazy stack places
/// the rows that meet the visible area, plus one past its end).
final class ReactiveStore {
    /// Counts passes; what `seen` compares with.
    private(set) var pass = 0
    /// A measuring graph's store (`ViewGraph.isMeasuring`): it subscribes
    /// to nothing and sees no view appear.
    var isMeasuring = false
    private var subscriptions: [GraphSlot: (cancellable: AnyCancellable, object: ObjectIdentifier?, seen: Int)] = [:]

    /// One view placed with lifecycle modifiers: what runs when it appears
    /// and when it disappears.
    struct Lifecycle {
        /// `onAppear`, `onDisappear` or `task`.
        var event: ViewEventKind
        var name: String
        var appear: (() -> Void)?
        var disappear: (() -> Void)?
    }
    /// Placed in the last completed pass, in placement order.
    private var shown: [(key: ViewIdentity, life: Lifecycle)] = []
    /// Placed so far in the pass under way.
    private var placing: [(key: ViewIdentity, life: Lifecycle)] = []
    private var placingKeys: Set<ViewIdentity> = []

    /// `.task`s running, by their modifier's identity.
    var tasks: [ViewIdentity: Task<Void, Never>] = [:]

    /// The animation in flight.
    var animation: AnimationState?
    /// The animation a change in this call asked for (`withAnimation`,
    /// `.animation(_:value:)`); it starts when the call returns.
    var requestedAnimation: Animation?
    /// The picture returned last (animated), where a new animation starts.
    var lastShown: DisplayList?

    /// A state changed: inside `withAnimation`, its animation is requested.
    func stateWritten() {
        if let box = ViewGraph.current?.transaction { requestedAnimation = box.animation }
    }

    /// Keeps the subscription `key`, making it with `subscribe` unless one
    /// is kept already for the same `object` (nil: any); marks it seen.
    func keep(_ key: GraphSlot, object: ObjectIdentifier? = nil, _ subscribe: () -> AnyCancellable) {
        if isMeasuring { return }
        if var kept = subscriptions[key], kept.object == object {
            kept.seen = pass
            subscriptions[key] = kept
            return
        }
        subscriptions[key]?.cancellable.cancel()
        subscriptions[key] = (subscribe(), object, pass)
    }

    /// Records that the view with lifecycle `life` was placed in this pass.
    func placed(_ key: ViewIdentity, _ life: Lifecycle) {
        if isMeasuring { return }
        guard placingKeys.insert(key).inserted else { return }
        placing.append((key, life))
    }

    /// Ends a pass: cancels the subscriptions it did not evaluate, and
    /// returns the lifecycle actions due: first every `onDisappear` of the
    /// views placed last pass and not this one (in last pass's order), then
    /// every `onAppear` of the views placed now and not last pass (in
    /// placement order: depth-first, tree order).
    func endPass() -> [(event: ViewEvent, run: () -> Void)] {
        for (key, kept) in subscriptions where kept.seen != pass {
            kept.cancellable.cancel()
            subscriptions[key] = nil
        }
        pass += 1
        var actions: [(event: ViewEvent, run: () -> Void)] = []
        for (key, life) in shown where !placingKeys.contains(key) {
            if let run = life.disappear {
                actions.append((ViewEvent(kind: life.event == .task ? .taskCancelled : .onDisappear, name: life.name, value: ""), run))
            }
        }
        let before = Set(shown.map(\.key))
        for (key, life) in placing where !before.contains(key) {
            if let run = life.appear { actions.append((ViewEvent(kind: life.event, name: life.name, value: ""), run)) }
        }
        shown = placing
        placing = []
        placingKeys = []
        return actions
    }
}
