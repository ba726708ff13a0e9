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
///   `$HOME/.cache/scrollkit-playground/behaviors`, else the same under the
///   account's home folder (`getpwuid`); never a shared folder. It is
///   created 0700 and must belong to the user and be writable by no one
///   else (`prepareCacheDirectory`), since a library in it is loaded and run.
package struct BehaviorToolchain: Sendable {
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
    package static func locate(for file: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(BehaviorFileError) -> BehaviorToolchain {
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
        } else if let home = environment["HOME"].flatMap({ $0.hasPrefix("/") && $0 != "/" ? $0 : nil }) ?? Self.accountHome() {
            cache = "\(home)/.cache/scrollkit-playground/behaviors"
        } else {
            // Never a shared folder such as /tmp: another user could plant a library there.
            throw missing("no per-user folder for the behavior cache (HOME is unset and the account has no home folder); set XDG_CACHE_HOME or SCROLLKIT_BEHAVIOR_CACHE to a folder only you can write")
        }
        let absoluteCache = cache.hasPrefix("/") ? cache : fm.currentDirectoryPath + "/" + cache
        return BehaviorToolchain(
            swiftc: swiftc, moduleDirectory: found.module, libraryDirectory: found.library,
            hostExecutable: host, cacheDirectory: absoluteCache)
    }

    /// What a compiled library depends on besides its source: the compiler
    /// and the ScrollKitUI build (path, size and modification time of each).
    /// Part of the cache key, so rebuilding either recompiles every file.
    package var identity: String {
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

    /// The home folder of the account running the playground, if it has one.
    static func accountHome() -> String? {
        guard let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.hasPrefix("/") && home != "/" ? home : nil
    }

    /// Creates the cache folder (0700, with its missing parents) and checks
    /// that it belongs to this user and no one else can write it; throws a
    /// `.toolchain` error about `file` otherwise.
    func prepareCacheDirectory(for file: String) throws(BehaviorFileError) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw BehaviorFileError(kind: .toolchain, file: file, message: "cannot create the behavior cache \(cacheDirectory): \(error.localizedDescription)")
        }
        var info = stat()
        guard stat(cacheDirectory, &info) == 0 else {
            throw BehaviorFileError(kind: .toolchain, file: file, message: "cannot read the behavior cache \(cacheDirectory): \(String(cString: strerror(errno)))")
        }
        let mode = info.st_mode & 0o7777
        if info.st_uid != geteuid() || mode & 0o022 != 0 {
            let who = info.st_uid != geteuid() ? "belongs to uid \(info.st_uid), not to you (uid \(geteuid()))" : "can be written by others (mode \(String(mode, radix: 8)))"
            throw BehaviorFileError(
                kind: .toolchain, file: file,
                message: "refusing the behavior cache \(cacheDirectory): it \(who), and a library in it would be loaded and run; use a folder only you can write (chmod 700, or set SCROLLKIT_BEHAVIOR_CACHE)")
        }
    }
}
