import Foundation

/// Compiles a behavior file against ScrollKitUI into a shared library, or
/// takes it from the cache.
///
/// Cache: `<cache>/<hash>/` holds `behavior.so`, the user's `source.swift`,
/// the `compiled.swift` copy it was built from (`BehaviorSourceFile`: the
/// text with the entry point appended) and the compiler's `swiftc.log`. The
/// hash covers the compiled copy, the entry point's ABI version and
/// `BehaviorToolchain.identity` (compiler and ScrollKitUI build), so an
/// unchanged file and expression under an unchanged toolchain is never
/// recompiled, and anything else is. A hit also compares the stored copy
/// byte for byte, and shows the warnings of its log again. Entries are built in a temporary
/// directory and renamed into place, so a crashed or concurrent compile never
/// leaves a half entry under a hash.
///
/// The compiler runs as
/// `swiftc -emit-library -parse-as-library -swift-version 5 -Onone
/// -diagnostic-style llvm -module-name UserBehavior -I MODULES -L LIB
/// -lScrollKitUI -Xlinker -rpath -Xlinker LIB FILE -o behavior.so`
/// (absolute paths in a temporary build directory beside the cache entries),
/// where FILE is the compiled copy, named as the user's file, ending with
/// the generated `@_cdecl` entry point (`entryPointSymbol`).
struct BehaviorCompiler: Sendable {
    var toolchain: BehaviorToolchain

    /// The C symbol of the generated entry point (ABI version 2, see `ScrollKitUIHost`).
    static let entryPointSymbol = "scrollkit_behavior_update_v2"

    /// The cache key of `source` under this toolchain: the compiled copy
    /// (the file's text, the expression and the entry point) and the toolchain.
    func hash(of source: BehaviorSourceFile) -> String {
        var h = ContentHash()
        h.add("scrollkit-behavior abi 2")
        h.add(toolchain.identity)
        h.add(source.compiledText)
        return h.hex
    }

    /// The library for `source`: from the cache, or compiled now.
    func compile(_ source: BehaviorSourceFile) throws(BehaviorFileError) -> CompiledBehavior {
        let fm = FileManager.default
        let key = hash(of: source)
        let entryDir = "\(toolchain.cacheDirectory)/\(key)"
        let library = "\(entryDir)/behavior.so"
        let fileName = Self.sourceFileName(for: source.path)
        if fm.fileExists(atPath: library),
           let stored = fm.contents(atPath: "\(entryDir)/compiled.swift"), stored == Data(source.compiledText.utf8) {
            let log = fm.contents(atPath: "\(entryDir)/swiftc.log").map { String(decoding: $0, as: UTF8.self) } ?? ""
            let report = BehaviorCompileReport(output: log, source: source, compiledFileName: fileName)
            return CompiledBehavior(
                file: source.path, typeName: source.typeName, libraryPath: library, hash: key, wasCached: true,
                warnings: report.warnings, expression: source.givenExpression)
        }
        do {
            try fm.createDirectory(atPath: toolchain.cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw BehaviorFileError(kind: .toolchain, file: source.path, message: "cannot create the behavior cache \(toolchain.cacheDirectory): \(error.localizedDescription)")
        }
        let work = "\(toolchain.cacheDirectory)/.build-\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? fm.removeItem(atPath: work) }
        do {
            try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
            try Data(source.compiledText.utf8).write(to: URL(fileURLWithPath: "\(work)/\(fileName)"))
            try Data(source.compiledText.utf8).write(to: URL(fileURLWithPath: "\(work)/compiled.swift"))
            try Data(source.text.utf8).write(to: URL(fileURLWithPath: "\(work)/source.swift"))
        } catch {
            throw BehaviorFileError(kind: .toolchain, file: source.path, message: "cannot write to the behavior cache \(work): \(error.localizedDescription)")
        }
        let (status, output) = Self.run(toolchain.swiftc, Self.arguments(toolchain: toolchain, file: "\(work)/\(fileName)", output: "\(work)/behavior.so"), in: work)
        let report = BehaviorCompileReport(output: output, source: source, compiledFileName: fileName)
        guard status == 0, fm.fileExists(atPath: "\(work)/behavior.so") else {
            if let error = report.error {
                throw error
            }
            let tail = output.split(separator: "\n").suffix(8).joined(separator: "\n")
            throw BehaviorFileError(kind: .compile, file: source.path, message: "swiftc failed (status \(status)):\n\(tail)")
        }
        do {
            try fm.moveItem(atPath: work, toPath: entryDir)
        } catch {
            // Another process put the same entry in place first: use it.
            guard fm.fileExists(atPath: library) else {
                throw BehaviorFileError(kind: .toolchain, file: source.path, message: "cannot store the compiled behavior in \(entryDir): \(error.localizedDescription)")
            }
        }
        return CompiledBehavior(
            file: source.path, typeName: source.typeName, libraryPath: library, hash: key, wasCached: false,
            warnings: report.warnings, expression: source.givenExpression)
    }

    /// The compiler's arguments for the compiled copy `file` (user's text
    /// and entry point in one file). `-I` is the directory of the
    /// `SwiftUI` and `ScrollKitUI` modules; the library links ScrollKitUI
    /// only (SwiftUI holds no code).
    static func arguments(toolchain: BehaviorToolchain, file: String, output: String) -> [String] {
        [
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone",
            "-diagnostic-style", "llvm", "-module-name", "UserBehavior",
            "-I", toolchain.moduleDirectory, "-L", toolchain.libraryDirectory, "-lScrollKitUI",
            "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory,
            file, "-o", output,
        ]
    }

    /// The name the user's copy gets in the build directory: the file's own
    /// name when it is a plain `NAME.swift`, so messages read naturally.
    static func sourceFileName(for path: String) -> String {
        let base = (path as NSString).lastPathComponent
        let safe = base.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) }
        guard safe, base.hasSuffix(".swift"), !["compiled.swift", "source.swift"].contains(base) else { return "behavior.swift" }
        return base
    }

    /// Runs `executable` (posix_spawn and waitpid: Foundation's
    /// `Process` can stall when several run at once on Linux), returning its
    /// status and its merged stdout and stderr, which go through
    /// `directory/swiftc.log`.
    static func run(_ executable: String, _ arguments: [String], in directory: String) -> (Int32, String) {
        let log = "\(directory)/swiftc.log"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = [executable] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, nil, &cArgs, &cEnv)
        guard rc == 0 else { return (127, "cannot run \(executable): \(String(cString: strerror(rc)))") }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        let output = (FileManager.default.contents(atPath: log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let status: Int32 = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        return (status, output)
    }
}
