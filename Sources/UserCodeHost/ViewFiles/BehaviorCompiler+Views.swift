import Foundation

/// View files compile as behavior files do (same toolchain, cache, limits
/// and sandbox: `BehaviorCompiler.build`), all of a set into one module
/// `UserViews`, with the generated entry file beside them.
extension BehaviorCompiler {
    /// The cache key of `views`: every compiled file's name and text, the
    /// entry's ABI version and the toolchain.
    package func hash(of views: ViewSourceSet) -> String {
        var h = ContentHash()
        h.add("scrollkit-view abi 2")
        h.add(toolchain.identity)
        for unit in views.units {
            h.add(unit.fileName)
            h.add(unit.compiledText)
        }
        return h.hex
    }

    /// The library for `views`: from the cache, or compiled now.
    package func compile(_ views: ViewSourceSet) throws(BehaviorFileError) -> CompiledView {
        let first = views.files[0].path
        let built = try build(key: hash(of: views), userFile: first, moduleName: "UserViews", units: views.units) {
            (output: String) throws(BehaviorFileError) -> [BehaviorDiagnostic] in
            try Self.report(output, views: views)
        }
        return CompiledView(
            files: views.files.map(\.path), label: views.label, libraryPath: built.library, hash: built.hash,
            wasCached: built.wasCached, warnings: built.warnings)
    }

    /// The user's warnings in `output`, or the error it tells of: messages
    /// about a user's file name that file (sorted by file order, line and
    /// column); errors in the generated entry file are about the view's
    /// expression and are quoted as Swift wrote them.
    package static func report(_ output: String, views: ViewSourceSet) throws(BehaviorFileError) -> [BehaviorDiagnostic] {
        var errors: [BehaviorDiagnostic] = []
        var warnings: [BehaviorDiagnostic] = []
        var entryErrors: [String] = []
        let order = Dictionary(uniqueKeysWithValues: views.files.enumerated().map { ($1.path, $0) })
        for var d in BehaviorDiagnostic.parse(output) {
            let base = (d.file as NSString).lastPathComponent
            if base == ViewSourceSet.entryFileName {
                if d.severity == .error, !entryErrors.contains(d.message) { entryErrors.append(d.message) }
                continue
            }
            guard let file = views.files.first(where: { $0.fileName == base }) else { continue }
            d.file = file.path
            d.column = ColumnShift.userColumn(line: d.line, column: d.column, shifts: file.columnShifts)
            d.message = BehaviorCompileReport.reworded(d.message)
            switch d.severity {
            case .error: if !errors.contains(d) { errors.append(d) }
            case .warning: if !warnings.contains(d) { warnings.append(d) }
            case .note: break
            }
        }
        func sorted(_ list: [BehaviorDiagnostic]) -> [BehaviorDiagnostic] {
            list.sorted { (BehaviorCompileReport.rank($0), order[$0.file] ?? 0, $0.line, $0.column) < (BehaviorCompileReport.rank($1), order[$1.file] ?? 0, $1.line, $1.column) }
        }
        if !errors.isEmpty {
            let all = sorted(errors)
            throw BehaviorFileError(kind: .compile, file: all[0].file, message: "does not compile", diagnostics: all + sorted(warnings))
        }
        if !entryErrors.isEmpty {
            let said = entryErrors.map {
                $0.replacingOccurrences(of: "global function '_scrollKitView' requires that", with: "the view must be a View, but")
            }.joined(separator: "; ")
            throw BehaviorFileError(
                kind: .compile, file: views.files[0].path,
                message: "the view `\(views.expression)` does not compile: \(said). Name the view as a preview would: --view-file '\(views.files[0].path)=EXPR' (e.g. =MyScreen(count: 12)) or =#Preview(\"NAME\")")
        }
        return sorted(warnings)
    }
}
