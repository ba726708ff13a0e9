/// A behavior file compiled into a shared library, ready to host.
struct CompiledBehavior: Sendable {
    /// The behavior file, as given.
    var file: String
    /// What messages call the behavior: the type's name, or the given expression.
    var typeName: String
    /// The shared library (`…/behaviors/<hash>/behavior.so`).
    var libraryPath: String
    /// The cache key: 16 hex digits.
    var hash: String
    /// True when the library came from the cache (no compiler run).
    var wasCached: Bool
    /// Warnings the compiler printed about the user's file (a cache hit reads them from the stored log).
    var warnings: [BehaviorDiagnostic] = []
    /// The `=EXPR` given with the file, or nil.
    var expression: String? = nil
}
