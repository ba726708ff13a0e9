import Foundation

/// What a view file uses that the playground approximates or ignores, said
/// once per name and line on the view host's stderr, which the playground
/// echoes on its own stderr and keeps for the lane's panel:
/// `ignored: .sheet(isPresented:) at Feed.swift:58` (`ViewNote`, which the
/// playground reads back for the HUD). "Once" is per host: the notes said
/// are kept by the graph being evaluated (`ViewGraph.notes`), which the
/// host shares between its lanes; a note said outside any graph (a test
/// building a view by hand) is said every time.
public enum _PlaygroundNote {
    /// Says `kind: name at FILE:LINE` unless it was said already.
    public static func say(_ kind: String, _ name: String, file: StaticString, line: UInt) {
        let path = "\(file)"
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let text = ViewNote(kind: ViewNote.Kind(rawValue: kind) ?? .approximated, name: name, file: base, line: Int(line)).description
        let first = ViewGraph.current?.notes.insert(text) ?? true
        if first { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }
}

extension View {
    /// This view unchanged, after saying once that `name` was ignored.
    func _ignored(_ name: String, file: StaticString, line: UInt) -> _ModifiedView<Self> {
        _PlaygroundNote.say("ignored", name, file: file, line: line)
        return _ModifiedView(self, environment: { _ in })
    }

    /// This view unchanged, after saying once that `name` was approximated.
    func _approximated(_ name: String, file: StaticString, line: UInt) -> _ModifiedView<Self> {
        _PlaygroundNote.say("approximated", name, file: file, line: line)
        return _ModifiedView(self, environment: { _ in })
    }
}
