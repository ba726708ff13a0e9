/// The turn to use SDL in tests: held by one test case at a time, handed to
/// the waiters in the order they asked (see `SDLExclusive`). Waiting suspends
/// the task rather than blocking a thread of the cooperative pool.
package actor SDLTurn {
    package static let shared = SDLTurn()

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    package func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Passes the turn to the first waiter (still held), or frees it.
    package func release() {
        if waiting.isEmpty {
            held = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
