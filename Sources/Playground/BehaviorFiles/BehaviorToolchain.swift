import Foundation

/// Where the pieces that compile and host a `--behavior-file` are found at
/// run time (docs/behavior-files.md, "Where the toolchain comes from"):
///
/// - `swiftc`: `$SCROLLKIT_SWIFTC`, else the first `swiftc` on `$PATH`, else
///   `/opt/swift/usr/bin/swiftc`, else `/usr/bin/swiftc`. It must be the
///   compiler the playground was built with: a `.swiftmodule` is readable
///   only by the compiler version that wrote it.
/// - the ScrollKitUI module (`ScrollKitUI.swiftmodule`) and library
///   (`libScrollKitUI.so`): `$SCROLLKIT_UI_DIR`, else the directory of the
///   running executable (where `swift build` puts them: `.build/debug`, with
///   the module in its `Modules/` subdirectory), else `../lib/scrollkit-playground`
///   beside it (an installed copy).
/// - the host executable: `$SCROLLKIT_BEHAVIOR_HOST`, else the running
///   `playground` itself (its hidden `behavior-host` command), else a
///   `playground` beside the running executable (the test bundle's case).
/// - the cache: `$SCROLLKIT_BEHAVIOR_CACHE`, else
///   `$XDG_CACHE_HOME/scrollkit-playground/behaviors`, else
///   `~/.cache/scrollkit-playground/behaviors`.
struct BehaviorToolchain: Sendable {
    var swiftc: String
    /// The directory holding `ScrollKitUI.swiftmodule`.
    var moduleDirectory: String
    /// The directory holding `libScrollKitUI.so`.
    var libraryDirectory: String
    /// The executable run as `HOST behavior-host LIBRARY TYPE`.
    var hostExecutable: String
    var cacheDirectory: String

    /// Finds every piece, or throws a `.toolchain` error naming what is missing
    /// and where it looked; `file` is the behavior file the error is about.
    static func locate(for file: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(BehaviorFileError) -> BehaviorToolchain {
        func missing(_ message: String) -> BehaviorFileError {
            BehaviorFileError(kind: .toolchain, file: file, message: message)
        }
        let fm = FileManager.default
        let executable = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executableDirectory = (executable as NSString).deletingLastPathComponent

        var compilers: [String] = []
        if let path = environment["SCROLLKIT_SWIFTC"] { compilers.append(path) }
        for dir in (environment["PATH"] ?? "").split(separator: ":") { compilers.append("\(dir)/swiftc") }
        compilers += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        guard let swiftc = compilers.first(where: { fm.isExecutableFile(atPath: $0) }) else {
            throw missing("no Swift compiler found to compile a behavior file (set SCROLLKIT_SWIFTC, or put swiftc on PATH; looked in \(compilers.joined(separator: ", ")))")
        }

        var libraryDirs: [String] = []
        if let dir = environment["SCROLLKIT_UI_DIR"] { libraryDirs.append(dir) }
        libraryDirs += [executableDirectory, "\(executableDirectory)/../lib/scrollkit-playground"]
        var found: (module: String, library: String)?
        for dir in libraryDirs where fm.fileExists(atPath: "\(dir)/libScrollKitUI.so") {
            if let moduleDir = [dir + "/Modules", dir].first(where: { fm.fileExists(atPath: "\($0)/ScrollKitUI.swiftmodule") }) {
                found = (moduleDir, dir)
                break
            }
        }
        guard let found else {
            throw missing("the ScrollKitUI module (libScrollKitUI.so and ScrollKitUI.swiftmodule) was not found in \(libraryDirs.joined(separator: ", ")); build it with `swift build --product ScrollKitUI` or set SCROLLKIT_UI_DIR")
        }

        let host: String
        if let path = environment["SCROLLKIT_BEHAVIOR_HOST"] {
            host = path
        } else if (executable as NSString).lastPathComponent == "playground" {
            host = executable
        } else {
            host = "\(executableDirectory)/playground"
        }
        guard fm.isExecutableFile(atPath: host) else {
            throw missing("the behavior host \(host) is not an executable (set SCROLLKIT_BEHAVIOR_HOST to the playground executable)")
        }

        let cache: String
        if let dir = environment["SCROLLKIT_BEHAVIOR_CACHE"] {
            cache = dir
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = "\(xdg)/scrollkit-playground/behaviors"
        } else {
            cache = "\(environment["HOME"] ?? NSTemporaryDirectory())/.cache/scrollkit-playground/behaviors"
        }
        let absoluteCache = cache.hasPrefix("/") ? cache : fm.currentDirectoryPath + "/" + cache
        return BehaviorToolchain(
            swiftc: swiftc, moduleDirectory: found.module, libraryDirectory: found.library,
            hostExecutable: host, cacheDirectory: absoluteCache)
    }

    /// What a compiled library depends on besides its source: the compiler
    /// and the ScrollKitUI build (path, size and modification time of each).
    /// Part of the cache key, so rebuilding either recompiles every file.
    var identity: String {
        let fm = FileManager.default
        let paths = [swiftc, "\(libraryDirectory)/libScrollKitUI.so", "\(moduleDirectory)/ScrollKitUI.swiftmodule"]
        return paths.map { path in
            let resolved = (try? fm.destinationOfSymbolicLink(atPath: path)) ?? path
            let attributes = (try? fm.attributesOfItem(atPath: path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path)->\(resolved) \(size) \(date)"
        }.joined(separator: "\n")
    }
}
