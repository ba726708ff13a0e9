/// A set of view files compiled into one shared library, ready to host.
package struct CompiledView: Sendable {
    /// The view files, as given.
    package var files: [String]
    /// What messages and the HUD call the view (`ViewSourceSet.label`).
    package var label: String
    /// The shared library (`…/behaviors/<hash>/behavior.so`).
    package var libraryPath: String
    /// The cache key: 16 hex digits.
    package var hash: String
    /// True when the library came from the cache (no compiler run).
    package var wasCached: Bool
    /// Warnings the compiler printed about the user's files.
    package var warnings: [BehaviorDiagnostic] = []
}
