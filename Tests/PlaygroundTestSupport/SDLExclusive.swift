import Testing

/// One test at a time among all the suites that touch SDL, whatever their
/// test target. SDL is process-global state and every test target runs in
/// the same process, where suites of different targets run in parallel: a
/// `.serialized` parent suite orders the tests of its own target only. Each
/// test case of a suite with this trait waits for `SDLTurn` and runs while
/// holding it.
package struct SDLExclusive: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    /// Test cases only: a suite holding the turn would keep its own tests
    /// waiting for ever.
    package func scopeProvider(for test: Test, testCase: Test.Case?) -> SDLExclusive? {
        testCase == nil ? nil : self
    }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await SDLTurn.shared.acquire()
        do {
            try await function()
        } catch {
            await SDLTurn.shared.release()
            throw error
        }
        await SDLTurn.shared.release()
    }
}

extension Trait where Self == SDLExclusive {
    /// See `SDLExclusive`.
    package static var sdlExclusive: Self { SDLExclusive() }
}
