/// Why the bitmap font could not be loaded. The description names the file and,
/// for a malformed file, the line (`scrollkit-5x9.font:42: …`).
struct BitmapFontError: Error, Equatable, CustomStringConvertible {
    /// The file the error is about (a path or a bare file name).
    var file: String
    /// The 1-based line, or nil when the error is about the whole file.
    var line: Int?
    /// What is wrong, in one sentence.
    var message: String

    var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
