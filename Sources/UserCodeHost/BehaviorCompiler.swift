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
/// byte for byte, and the library with the hash recorded beside it when it
/// was stored (`behavior.so.hash`): a library changed since is built again.
/// A hit shows the warnings of its log again. Entries are built in a temporary
/// directory and renamed into place, so a crashed or concurrent compile never
/// leaves a half entry under a hash.
///
/// The compiler runs as
/// `swiftc -emit-library -parse-as-library -swift-version 5 -Onone -D DEBUG
/// -diagnostic-style llvm -module-name UserBehavior -continue-building-after-errors
/// -wmo -Xfrontend -disable-llvm-verify -I MODULES -L LIB
/// -lScrollKitUI -Xlinker -rpath -Xlinker LIB FILE -o behavior.so`
/// (absolute paths in a temporary build directory beside the cache entries),
/// (`DEBUG` is defined, as in the Debug builds Xcode previews and runs, so
/// code under `#if DEBUG`, often a `PreviewProvider`, is compiled),
/// where FILE is the compiled copy, named as the user's file, ending with
/// the generated `@_cdecl` entry point (`entryPointSymbol`).
package struct BehaviorCompiler: Sendable {
    var toolchain: BehaviorToolchain

    /// A compiler with `toolchain`'s compiler, modules and cache.
    package init(toolchain: BehaviorToolchain) {
        self.toolchain = toolchain
    }

    /// The C symbol of the generated entry point (ABI version 2, see `ScrollKitUIHost`).
    package static let entryPointSymbol = "scrollkit_behavior_update_v2"

    /// The cache key of `source` under this toolchain: the compiled copy
    /// (the file's text, the expression and the entry point) and the toolchain.
    package func hash(of source: BehaviorSourceFile) -> String {
        var h = ContentHash()
        h.add("scrollkit-behavior abi 2")
        h.add(toolchain.identity)
        h.add(source.compiledText)
        return h.hex
    }

    /// The library for `source`: from the cache, or compiled now.
    func compile(_ source: BehaviorSourceFile) throws(BehaviorFileError) -> CompiledBehavior {
        let fileName = Self.sourceFileName(for: source.path)
        let built = try build(
            key: hash(of: source), userFile: source.path, moduleName: "UserBehavior",
            units: [Unit(fileName: fileName, compiledText: source.compiledText, text: source.text)]
        ) { (output: String) throws(BehaviorFileError) -> [BehaviorDiagnostic] in
            let report = BehaviorCompileReport(output: output, source: source, compiledFileName: fileName)
            if let error = report.error { throw error }
            return report.warnings
        }
        return CompiledBehavior(
            file: source.path, typeName: source.typeName, libraryPath: built.library, hash: built.hash,
            wasCached: built.wasCached, warnings: built.warnings, expression: source.givenExpression)
    }

    /// One Swift file of a compile: its name in the build folder, the text
    /// compiled, and the user's text it came from.
    struct Unit: Sendable {
        var fileName: String
        var compiledText: String
        var text: String
    }

    /// What `build` made or found.
    struct Built: Sendable {
        var library: String
        var hash: String
        var wasCached: Bool
        var warnings: [BehaviorDiagnostic]
    }

    /// Compiles `units` together into one library under cache entry `key`,
    /// or takes it from the cache. `compiled.swift` and `source.swift` hold
    /// the units' texts (one unit: exactly its text; several: each after a
    /// `// FILE name` line). `report` turns the compiler's output into the
    /// user's warnings, or throws the compile error it tells of (it is
    /// called for a failed compile too; when it throws nothing, the failure
    /// is described from the output's tail). `userFile` is what messages name.
    func build(
        key: String, userFile: String, moduleName: String, units: [Unit],
        report: (String) throws(BehaviorFileError) -> [BehaviorDiagnostic]
    ) throws(BehaviorFileError) -> Built {
        let fm = FileManager.default
        let entryDir = "\(toolchain.cacheDirectory)/\(key)"
        let library = "\(entryDir)/behavior.so"
        func joined(_ text: (Unit) -> String) -> String {
            units.count == 1 ? text(units[0]) : units.map { "// FILE \($0.fileName)\n" + text($0) }.joined(separator: "\n")
        }
        let compiledText = joined(\.compiledText)
        try toolchain.prepareCacheDirectory(for: userFile)
        CompilerRegistry.sweepStale(in: toolchain.cacheDirectory)
        if fm.fileExists(atPath: library),
           let stored = fm.contents(atPath: "\(entryDir)/compiled.swift"), stored == Data(compiledText.utf8) {
            if Self.libraryIsIntact(in: entryDir) {
                let log = fm.contents(atPath: "\(entryDir)/swiftc.log").map { String(decoding: $0, as: UTF8.self) } ?? ""
                let warnings = (try? report(log)) ?? []
                return Built(library: library, hash: key, wasCached: true, warnings: warnings)
            }
            // Changed since it was stored (or stored by an older playground): build it again.
            try? fm.removeItem(atPath: entryDir)
        }
        let work = "\(toolchain.cacheDirectory)/.build-\(key)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? fm.removeItem(atPath: work) }
        do {
            try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
            for unit in units {
                try Data(unit.compiledText.utf8).write(to: URL(fileURLWithPath: "\(work)/\(unit.fileName)"))
            }
            try Data(compiledText.utf8).write(to: URL(fileURLWithPath: "\(work)/compiled.swift"))
            try Data(joined(\.text).utf8).write(to: URL(fileURLWithPath: "\(work)/source.swift"))
        } catch {
            throw BehaviorFileError(kind: .toolchain, file: userFile, message: "cannot write to the behavior cache \(work): \(error.localizedDescription)")
        }
        let result = SandboxedProcess.runCompiler(
            toolchain.swiftc,
            Self.arguments(toolchain: toolchain, files: units.map { "\(work)/\($0.fileName)" }, output: "\(work)/behavior.so", moduleName: moduleName),
            in: work)
        if result.timedOut {
            throw BehaviorFileError(
                kind: .compile, file: userFile,
                message: "the compiler took longer than \(BehaviorLimits.current.compileSeconds) s and was stopped (SCROLLKIT_COMPILE_TIMEOUT=SECONDS changes the limit)")
        }
        let (status, output) = (result.status, result.output)
        let warnings = try report(output)
        guard status == 0, fm.fileExists(atPath: "\(work)/behavior.so") else {
            // Its data limit also bounds its threads' stacks: a thread it cannot start is the same limit.
            if output.contains("LLVM ERROR: out of memory") || output.contains("Allocation failed")
                || (output.contains("std::system_error") && output.contains("Resource temporarily unavailable")) {
                throw BehaviorFileError(
                    kind: .compile, file: userFile,
                    message: "the compiler ran out of memory at its limit of \(BehaviorLimits.current.compileMemoryMB) MB per process (SCROLLKIT_COMPILE_MEMORY=MB changes it)")
            }
            let tail = output.split(separator: "\n").suffix(8).joined(separator: "\n")
            throw BehaviorFileError(kind: .compile, file: userFile, message: "swiftc failed (status \(status)):\n\(tail)")
        }
        do {
            try Self.recordLibraryHash(in: work)
            try fm.moveItem(atPath: work, toPath: entryDir)
        } catch {
            // Another process put the same entry in place first: use it.
            guard fm.fileExists(atPath: library) else {
                throw BehaviorFileError(kind: .toolchain, file: userFile, message: "cannot store the compiled behavior in \(entryDir): \(error.localizedDescription)")
            }
        }
        return Built(library: library, hash: key, wasCached: false, warnings: warnings)
    }

    /// The compiler's arguments for the compiled copy `file` (user's text
    /// and entry point in one file). `-I` is the directory of the
    /// `SwiftUI` and `ScrollKitUI` modules; the library links ScrollKitUI
    /// only (SwiftUI holds no code).
    package static func arguments(toolchain: BehaviorToolchain, file: String, output: String) -> [String] {
        arguments(toolchain: toolchain, files: [file], output: output, moduleName: "UserBehavior")
    }

    /// The arguments for several files compiled together as module `moduleName`.
    package static func arguments(toolchain: BehaviorToolchain, files: [String], output: String, moduleName: String) -> [String] {
        [
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone", "-D", "DEBUG",
            "-diagnostic-style", "llvm", "-module-name", moduleName,
            // Every file's errors, not only the first failing file's.
            "-continue-building-after-errors",
            // What a cold compile costs is the user's file itself (type check,
            // the `@Observable` macro, code generation), not reading the SwiftUI
            // module. One frontend for the whole module parses and checks each
            // file once (per-file frontends each check the others' declarations
            // again, and load the modules again), and the LLVM IR verifier,
            // a check of the compiler's own output, is left out.
            "-wmo", "-Xfrontend", "-disable-llvm-verify",
            "-I", toolchain.moduleDirectory, "-L", toolchain.libraryDirectory, "-lScrollKitUI",
            "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory,
        ] + files + ["-o", output] + cModuleArguments(toolchain: toolchain)
    }

    /// The name the user's copy gets in the build directory: the file's own
    /// name when it is a plain `NAME.swift`, so messages read naturally
    /// (`+` included: Swift projects name extension files `Type+Name.swift`).
    static func sourceFileName(for path: String) -> String {
        let base = (path as NSString).lastPathComponent
        let safe = base.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_.+".unicodeScalars.contains($0) }
        guard safe, base.hasSuffix(".swift"), !["compiled.swift", "source.swift"].contains(base) else { return "behavior.swift" }
        return base
    }

    // MARK: Cache checks

    /// The library's content hash, stored beside it at store time
    /// (`behavior.so.hash`) and checked before it is loaded from the cache.
    static func libraryHash(in directory: String) -> String? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/behavior.so") else { return nil }
        var h = ContentHash()
        h.add(data)
        return h.hex
    }

    static func recordLibraryHash(in directory: String) throws {
        guard let hash = libraryHash(in: directory) else { return }
        try Data((hash + "\n").utf8).write(to: URL(fileURLWithPath: "\(directory)/behavior.so.hash"))
    }

    /// True when `behavior.so` still has the hash recorded when it was stored.
    static func libraryIsIntact(in directory: String) -> Bool {
        guard let recorded = FileManager.default.contents(atPath: "\(directory)/behavior.so.hash"),
              let actual = libraryHash(in: directory) else { return false }
        return String(decoding: recorded, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == actual
    }
}
