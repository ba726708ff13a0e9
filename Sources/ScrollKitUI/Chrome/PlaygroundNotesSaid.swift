/// The notes a host's views said already (`_PlaygroundNote`), as their
/// text: one set shared by the graphs of a host's lanes
/// (`ViewGraph.notes`), so each note reaches the host's stderr once.
/// Used on the host's one thread.
final class PlaygroundNotesSaid {
    private var said: Set<String> = []

    /// Adds `text`; true when it was not said before.
    func insert(_ text: String) -> Bool {
        said.insert(text).inserted
    }
}
