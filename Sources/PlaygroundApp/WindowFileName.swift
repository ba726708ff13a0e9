import Foundation

/// Names for the files the window saves by key: C/F12 screenshots and R
/// recordings, `playground-<preset>-t<tick>-<n>.<ext>` in the screenshot
/// folder. `n` is the smallest number ≥ 1 whose name is neither on disk nor
/// handed out earlier in this session (a screenshot is written in the
/// background, so its file may not exist yet when the next name is chosen):
/// a second window saving into the same folder at the same tick never
/// overwrites the first one's file.
package struct WindowFileName {
    /// The names handed out so far (full paths).
    private var issued: Set<String> = []

    /// The next free path in `directory` for `preset` at `tick` with
    /// extension `ext` (no dot); `exists` says whether a path is taken on disk.
    package mutating func next(
        in directory: String, preset: String, tick: Int, ext: String,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        var n = 1
        while true {
            let name = String(format: "playground-%@-t%06d-%d.%@", preset, tick, n, ext)
            let path = (directory as NSString).appendingPathComponent(name)
            if !issued.contains(path) && !exists(path) {
                issued.insert(path)
                return path
            }
            n += 1
        }
    }
}
