/// Why a `--behavior-file` could not be used or stopped working. Every
/// message names the file; a headless command prints it and exits 2, the
/// window shows it in the lane and in its error panel.
package struct BehaviorFileError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The file could not be read, or holds no usable behavior type.
        case invalidFile
        /// The compiler rejected it (`diagnostics` holds its errors).
        case compile
        /// No Swift compiler or no ScrollKitUI module was found.
        case toolchain
        /// The compiled behavior trapped, hung or its host process failed.
        case host
    }

    package var kind: Kind
    /// The behavior file, as given on the command line.
    package var file: String
    package var message: String
    /// The compiler's errors (and warnings) about the user's file, for `.compile`.
    var diagnostics: [BehaviorDiagnostic] = []

    package var description: String {
        if kind == .compile, !diagnostics.isEmpty {
            let errors = diagnostics.filter { $0.severity == .error }
            return "\(file): does not compile (\(errors.count) error\(errors.count == 1 ? "" : "s")):\n"
                + errors.map(\.description).joined(separator: "\n")
        }
        return "\(file): \(message)"
    }
}
