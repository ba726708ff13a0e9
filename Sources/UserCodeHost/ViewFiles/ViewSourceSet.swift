import Foundation

/// The `--view-file`s of one run, as read from disk, and the copies of them
/// that are compiled together into one module (docs/view-files.md).
///
/// Each copy is prepared as a behavior file's (`BehaviorSourceFile`: same
/// lines, the imports SwiftUI covers blanked), except that each
/// `#Preview … {` header becomes `@MainActor @ViewBuilder func
/// _scrollKitPreviewN() -> some View {`, so its body compiles as a view
/// builder and the generated entry file can call it; only that header's
/// line moves sideways (its columns after the `{`). The entry file
/// (`entryFileName`) is generated: `@_cdecl` functions forwarding to
/// `ScrollKitUIViewHost` (the view host protocol's library side), with the
/// view's expression alone on line `expressionLine`.
package struct ViewSourceSet: Sendable {
    /// One user file.
    package struct File: Sendable {
        package var path: String
        package var text: String
        package var compiledText: String
        /// Its name in the build folder.
        package var fileName: String
        /// Where the compiled copy's lines hold inserted text (`ObservableExpansion`).
        var columnShifts: [ColumnShift] = []
    }

    /// One `#Preview` found.
    package struct Preview: Equatable, Sendable {
        /// Its name (`#Preview("Dark")`), nil when unnamed.
        package var name: String?
        package var file: String
        /// 1-based line of the `#`.
        package var line: Int
        /// The generated function that returns its view.
        var function: String
    }

    package var files: [File]
    package var previews: [Preview]
    /// The types declared as conforming to `View`, in order.
    var viewTypes: [String]
    /// The types declared as conforming to `PreviewProvider`, in order.
    package var previewProviders: [String] = []
    var selection: ViewSelection
    /// The Swift expression that makes the view.
    package var expression: String
    /// What messages and the HUD call the view: `#Preview` (or its name), the type, or the expression.
    package var label: String

    static let entryFileName = "_ScrollKitViewEntry.swift"
    /// The `ViewHostProtocol` version the library was built with: the host
    /// serves only a library of its own version.
    package static let protocolSymbol = "scrollkit_view_protocol"
    /// Makes the host's `ScrollKitUIViewHost` (all lane state), which the
    /// host's loop holds while it serves and hands to every call.
    package static let openSymbol = "scrollkit_view_open"
    /// Releases it.
    package static let closeSymbol = "scrollkit_view_close"
    /// A `ViewLayoutRequest`'s bytes → `HostedViewLayout` bytes.
    package static let layoutSymbol = "scrollkit_view_layout_v3"
    /// Answers the outermost scroll view's own behavior (a probe line's buffer).
    package static let behaviorSymbol = "scrollkit_view_behavior_v3"
    /// A `ViewTickRequest`'s bytes (one engine tick of a lane) → `ViewTickReply` bytes.
    package static let tickSymbol = "scrollkit_view_tick_v3"
    /// The line of the entry file that holds the expression.
    package static let expressionLine = 6

    /// Reads `arguments` (`FILE.swift[=SELECTION]`; at most one with a selection).
    package init(arguments: [String]) throws(BehaviorFileError) {
        let specs = arguments.map(BehaviorFileSpec.init)
        let selected = specs.filter { $0.expression != nil }
        if selected.count > 1 {
            throw BehaviorFileError(
                kind: .invalidFile, file: selected[1].path,
                message: "only one --view-file may say which view to show (=#Preview(\"NAME\") or =EXPR); \(selected[0].path) already does")
        }
        var read: [(String, String)] = []
        for spec in specs {
            guard let data = FileManager.default.contents(atPath: spec.path) else { throw BehaviorSourceFile.unreadable(spec.path) }
            guard let text = String(data: data, encoding: .utf8) else {
                throw BehaviorFileError(kind: .invalidFile, file: spec.path, message: "the file is not UTF-8 text")
            }
            read.append((spec.path, text))
        }
        try self.init(files: read, selection: ViewSelection(selected.first?.expression))
    }

    package init(files sources: [(path: String, text: String)], selection: ViewSelection) throws(BehaviorFileError) {
        guard let first = sources.first else {
            throw BehaviorFileError(kind: .invalidFile, file: "--view-file", message: "no view file given")
        }
        var names: Set<String> = [Self.entryFileName]
        var files: [File] = []
        var previews: [Preview] = []
        var viewTypes: [String] = []
        var providers: [String] = []
        var strippedTexts: [String] = []
        let allStripped = sources.map { BehaviorSourceFile.strippingCommentsAndStrings($0.text) }
        let leftToMacro = Self.observableClassesLeftToMacro(allStripped)
        for ((path, text), stripped) in zip(sources, allStripped) {
            let fileName = BehaviorCompiler.sourceFileName(for: path)
            guard fileName != "behavior.swift", !names.contains(fileName) else {
                throw BehaviorFileError(
                    kind: .invalidFile, file: path,
                    message: "view files compile together under their own names, so each needs a distinct name of letters, digits, '-', '_', '+' and '.' ending in .swift")
            }
            names.insert(fileName)
            strippedTexts.append(stripped)
            for name in BehaviorSourceFile.conformingTypeNames(inStripped: stripped, to: "View") where !viewTypes.contains(name) {
                viewTypes.append(name)
            }
            for name in BehaviorSourceFile.conformingTypeNames(inStripped: stripped, to: "PreviewProvider") where !providers.contains(name) {
                providers.append(name)
            }
            let (prepared, found) = Self.preparing(text, stripped: stripped, path: path, firstIndex: previews.count)
            let (compiled, shifts) = ObservableExpansion.expanding(prepared, leftToMacro: leftToMacro)
            previews += found
            files.append(File(path: path, text: text, compiledText: compiled, fileName: fileName, columnShifts: shifts))
        }
        self.files = files
        self.previews = previews
        self.viewTypes = viewTypes
        self.previewProviders = providers
        self.selection = selection
        switch selection {
        case let .expression(text):
            expression = text
            label = text
        case let .preview(name):
            guard let preview = previews.first(where: { $0.name == name }) else {
                let known = previews.compactMap(\.name).map { "#Preview(\"\($0)\")" }
                throw BehaviorFileError(
                    kind: .invalidFile, file: first.path,
                    message: "no #Preview named \"\(name)\"" + (known.isEmpty ? " (the files have no named preview)" : " (the files have \(known.joined(separator: ", ")))"))
            }
            expression = "\(preview.function)()"
            label = "#Preview(\"\(name)\")"
        case .automatic:
            if let preview = previews.first {
                expression = "\(preview.function)()"
                label = preview.name.map { "#Preview(\"\($0)\")" } ?? "#Preview"
            } else if let provider = providers.first {
                // Several views in `previews` are several canvases in Xcode: the first is shown.
                expression = "_scrollKitFirstPreview(\(provider).previews)"
                label = provider
            } else if viewTypes.isEmpty {
                throw BehaviorFileError(
                    kind: .invalidFile, file: first.path,
                    message: "no #Preview and no type conforming to View (write e.g. `#Preview { MyScreen() }`, or name the view: --view-file '\(first.path)=MyScreen()')")
            } else {
                let candidates = viewTypes.map { name in
                    strippedTexts.lazy.compactMap { ViewEntryCandidate.reading(name, inStripped: $0) }.first
                        ?? ViewEntryCandidate(name: name, initialiser: "\(name)()", takesNoArgument: true, excluded: nil)
                }
                let made = candidates.filter { $0.excluded == nil && $0.takesNoArgument }
                let open = candidates.filter { $0.excluded == nil }
                if made.count == 1 {
                    expression = made[0].initialiser
                    label = made[0].name
                } else if made.isEmpty, open.count == 1 {
                    // One view the reading says needs arguments: the compiler's error names them.
                    expression = "\(open[0].name)()"
                    label = open[0].name
                } else {
                    throw BehaviorFileError(kind: .invalidFile, file: first.path, message: Self.entryChoiceMessage(candidates, made: made, path: first.path))
                }
            }
        }
    }

    /// The `@Observable` classes of the files that inherit from one
    /// another: the macro expands those (it knows what a superclass already
    /// declares), `ObservableExpansion` the others.
    static func observableClassesLeftToMacro(_ strippedTexts: [String]) -> Set<String> {
        let found = strippedTexts.flatMap { ObservableExpansion.classes(inStripped: $0) }
        let names = Set(found.map(\.name))
        var left: Set<String> = []
        for observable in found {
            if let base = observable.firstInherited, names.contains(base) {
                left.insert(observable.name)
                left.insert(base)
            }
        }
        return left
    }

    /// Why no view could be picked without a preview: the views that can be
    /// made with `init()` (or, when none can, every view and what it needs).
    static func entryChoiceMessage(_ candidates: [ViewEntryCandidate], made: [ViewEntryCandidate], path: String) -> String {
        let listed = made.isEmpty ? candidates : made
        let lines = listed.map { c in
            "  " + c.initialiser + (c.excluded.map { " (\($0): not made with init())" } ?? "")
        }
        let head = made.isEmpty
            ? "no #Preview and no View type that can be made with init(); the View types:"
            : "no #Preview and several View types that can be made with init():"
        let example = (made.first ?? candidates.first { $0.excluded == nil } ?? candidates[0]).initialiser
        return head + "\n" + lines.joined(separator: "\n") + "\npick one as a preview would, e.g.\n  --view-file '\(path)=\(example)'"
    }

    /// The compiled copy of one file and its previews (`firstIndex` numbers them).
    static func preparing(_ text: String, stripped: String, path: String, firstIndex: Int) -> (String, [Preview]) {
        let blanked = Array(BehaviorSourceFile.preparing(text, stripped: stripped, blankingPreviews: false))
        let original = Array(text)
        let code = Array(stripped)
        guard blanked.count == code.count else { return (text, []) }
        var out = ""
        var previews: [Preview] = []
        var cursor = 0
        var line = 1
        for block in BehaviorSourceFile.previewBlocks(in: code) {
            for c in blanked[cursor..<block.start] { out.append(c) }
            line += blanked[cursor..<block.start].filter(\.isNewline).count
            let header = String(original[block.start..<block.body])
            let name = header.firstMatch(of: /#Preview\s*\(\s*"((?:[^"\\]|\\.)*)"/).map { String($0.output.1) }
            let function = "_scrollKitPreview\(firstIndex + previews.count)"
            previews.append(Preview(name: name, file: path, line: line, function: function))
            out += "@MainActor @ViewBuilder func \(function)() -> some View "
            // The header's own line breaks stay, so later lines keep their numbers.
            for c in header where c.isNewline { out.append(c) }
            line += header.filter(\.isNewline).count
            cursor = block.body
        }
        for c in blanked[cursor...] { out.append(c) }
        return (out, previews)
    }

    /// The generated entry file for `expression` (alone on line `expressionLine`).
    static func entry(expression: String) -> String {
        """
        // Generated by the playground (not in the user's files): the entry points its view host calls.
        import ScrollKitUI
        @_cdecl("\(layoutSymbol)")
        public func _scrollKitViewLayout(_ host: UnsafeMutableRawPointer, _ request: UnsafeRawPointer, _ requestCount: Int, _ count: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
            UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { Int(bitPattern: ScrollKitUIViewHost.layout({ _scrollKitView(
        \(expression)
            ) }, host, request, requestCount, count)) })
        }
        @_cdecl("\(behaviorSymbol)")
        public func _scrollKitViewBehavior(_ host: UnsafeMutableRawPointer, _ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int) {
            MainActor.assumeIsolated { ScrollKitUIViewHost.answerBehavior(host, io, targets, targetCount) }
        }
        @MainActor private func _scrollKitView<V: View>(_ view: V) -> V { view }
        @_cdecl("\(tickSymbol)")
        public func _scrollKitViewTick(_ host: UnsafeMutableRawPointer, _ request: UnsafeRawPointer, _ requestCount: Int, _ count: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
            UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { Int(bitPattern: ScrollKitUIViewHost.tick({ _scrollKitView(
        \(expression)
            ) }, host, request, requestCount, count)) })
        }
        @_cdecl("\(protocolSymbol)")
        public func _scrollKitViewProtocol() -> UInt32 { ScrollKitUIViewHost.protocolVersion }
        @_cdecl("\(openSymbol)")
        public func _scrollKitViewOpen() -> UnsafeMutableRawPointer {
            UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { Int(bitPattern: ScrollKitUIViewHost.open()) })!
        }
        @_cdecl("\(closeSymbol)")
        public func _scrollKitViewClose(_ host: UnsafeMutableRawPointer) {
            MainActor.assumeIsolated { ScrollKitUIViewHost.close(host) }
        }

        """
    }

    /// The units compiled: the user's files, then the entry file.
    var units: [BehaviorCompiler.Unit] {
        files.map { BehaviorCompiler.Unit(fileName: $0.fileName, compiledText: $0.compiledText, text: $0.text) }
            + [BehaviorCompiler.Unit(fileName: Self.entryFileName, compiledText: Self.entry(expression: expression), text: "")]
    }
}
