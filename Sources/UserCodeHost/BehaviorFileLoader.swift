import Foundation
import PlaygroundMedia

/// Turns a `--behavior-file` path into a running hosted behavior: read the
/// file, find its type, compile it (or take it from the cache), start its
/// host. Each step's failure is a `BehaviorFileError` naming the file.
package struct BehaviorFileLoader: Sendable {
    var toolchain: BehaviorToolchain
    package var callTimeout = HostedScrollTargetBehavior.defaultCallTimeout
    /// Echo what the hosts print on stderr (`BehaviorOutput`); off in tests
    /// that mean a crash and check its text themselves.
    package var echoesOutput = true
    /// Whether `load` prints the compiler's warnings on stderr.
    var reportsWarnings = true

    /// A loader with the toolchain found for `file` (see `BehaviorToolchain`).
    package init(for file: String) throws(BehaviorFileError) {
        toolchain = try BehaviorToolchain.locate(for: file)
    }

    package init(toolchain: BehaviorToolchain) {
        self.toolchain = toolchain
    }

    /// Compiles (or finds in the cache) the file at `path`.
    func compile(_ path: String) throws(BehaviorFileError) -> CompiledBehavior {
        let source = try BehaviorSourceFile(path: path)
        return try BehaviorCompiler(toolchain: toolchain).compile(source)
    }

    /// Compiles the file at `path` and starts its host.
    package func load(_ path: String) throws(BehaviorFileError) -> HostedScrollTargetBehavior {
        try load(try BehaviorSourceFile(path: path))
    }

    /// Compiles `source` (text already read) and starts its host. The
    /// compiler's warnings about the file go to stderr, once per load, as
    /// `FILE:LINE:COLUMN: warning: MESSAGE` (sorted by line).
    package func load(_ source: BehaviorSourceFile) throws(BehaviorFileError) -> HostedScrollTargetBehavior {
        let compiled = try BehaviorCompiler(toolchain: toolchain).compile(source)
        if reportsWarnings {
            for warning in compiled.warnings { printError("playground: \(warning)") }
        }
        return try HostedScrollTargetBehavior(compiled: compiled, toolchain: toolchain, callTimeout: callTimeout, echo: echoesOutput)
    }

    /// Loads every path in order (one toolchain lookup for all).
    package static func load(_ paths: [String]) throws(BehaviorFileError) -> [HostedScrollTargetBehavior] {
        guard let first = paths.first else { return [] }
        let loader = try BehaviorFileLoader(for: first)
        var loaded: [HostedScrollTargetBehavior] = []
        for path in paths { loaded.append(try loader.load(path)) }
        return loaded
    }
}
