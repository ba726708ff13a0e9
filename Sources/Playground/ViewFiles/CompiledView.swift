/// A set of view files compiled into one shared library, ready to host.
struct CompiledView: Sendable {
    /// The view files, as given.
    var files: [String]
    /// What messages and the HUD call the view (`ViewSourceSet.label`).
    var label: String
    /// The shared library (`…/behaviors/<hash>/behavior.so`).
    var libraryPath: String
    /// The cache key: 16 hex digits.
    var hash: String
    /// True when the library came from the cache (no compiler run).
    var wasCached: Bool
    /// Warnings the compiler printed about the user's files.
    var warnings: [BehaviorDiagnostic] = []
}
