import Foundation
internal import ScrollKitCore

extension View {
    /// Runs `action` after the first pass that places this view (for a lazy
    /// row: when it is built because it meets the visible area, so a "load
    /// more" on the last row's `onAppear` runs when that row scrolls in).
    /// Recorded as `onAppear <view>`.
    public func onAppear(perform action: (() -> Void)? = nil) -> _ModifiedView<Self> {
        lifecycle(.onAppear, appear: action, disappear: nil)
    }

    /// Runs `action` after the first pass that no longer places this view
    /// (a lazy row scrolled out, a branch no longer taken).
    public func onDisappear(perform action: (() -> Void)? = nil) -> _ModifiedView<Self> {
        lifecycle(.onDisappear, appear: nil, disappear: action)
    }

    /// Starts `action` when the view appears and cancels it when it
    /// disappears. It starts synchronously (`Task.immediate`): work with no
    /// `await` in it runs to its end inside the tick, deterministically;
    /// what follows a suspension runs whenever the process's executor runs
    /// it (not on engine time). `priority` is passed on.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> _ModifiedView<Self> {
        taskModifier(id: 0, priority: priority, action)
    }

    /// `task` that is cancelled and started again when `value` changes
    /// while the view stays placed.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> _ModifiedView<Self> {
        taskModifier(id: value, priority: priority, action)
    }

    private func taskModifier<T: Equatable>(
        id value: T, priority: TaskPriority, _ action: @escaping () async -> Void
    ) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            let key = state.childKey(.task)
            let store = state.graph.reactive
            nonisolated(unsafe) let work = action
            let start = {
                store.tasks[key]?.cancel()
                store.tasks[key] = Task.immediate(priority: priority) { await work() }
            }
            let stop = {
                store.tasks[key]?.cancel()
                store.tasks[key] = nil
            }
            // A changed id while placed: restart now (queued like onChange).
            if let last = state.graph.lastSeen(key, .taskID, as: T.self), last != value, store.tasks[key] != nil {
                state.pendingActions.append((ViewEvent(kind: .task, name: state.path.lastName, value: String(describing: value)), start))
            }
            state.graph.setLastSeen(value, key, .taskID)
            let life = ReactiveStore.Lifecycle(event: .task, name: state.path.lastName, appear: start, disappear: stop)
            return LifecycleNode(child: node, key: key, store: store, life: life)
        }
    }

    private func lifecycle(_ event: ViewEventKind, appear: (() -> Void)?, disappear: (() -> Void)?) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            let key = state.childKey(event == .onAppear ? .onAppear : .onDisappear)
            let life = ReactiveStore.Lifecycle(event: event, name: state.path.lastName, appear: appear, disappear: disappear)
            return LifecycleNode(child: node, key: key, store: state.graph.reactive, life: life)
        }
    }
}
