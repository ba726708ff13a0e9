/// One thing a view file uses that the playground approximates or ignores,
/// as the view host says it once on its stderr and the playground reads it
/// back for the HUD: `ignored: .sheet(isPresented:) at Feed.swift:58`.
/// The line is the one record: the host writes `description`, the
/// playground parses it with `init?(line:)`.
package struct ViewNote: Hashable, Sendable, CustomStringConvertible {
    /// What the playground does with the name.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Drawn or laid out in a simplified way (iOS's default style, simplified).
        case approximated
        /// Compiled, with no visible effect.
        case ignored
    }

    package var kind: Kind
    /// The SwiftUI name as written, e.g. `.sheet(isPresented:)`.
    package var name: String
    /// The file's last path component.
    package var file: String
    /// The 1-based line of the use.
    package var line: Int

    package init(kind: Kind, name: String, file: String, line: Int) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
    }

    /// Reads a line the host wrote, nil for any other line.
    package init?(line text: String) {
        guard let colon = text.firstIndex(of: ":"), let kind = Kind(rawValue: String(text[..<colon])),
              let at = text.range(of: " at ", options: .backwards),
              let lineColon = text[at.upperBound...].lastIndex(of: ":"),
              let number = Int(text[text.index(after: lineColon)...]), number > 0
        else { return nil }
        let name = text[text.index(after: colon)..<at.lowerBound].drop { $0 == " " }
        let file = text[at.upperBound..<lineColon]
        guard !name.isEmpty, !file.isEmpty else { return nil }
        self.init(kind: kind, name: String(name), file: String(file), line: number)
    }

    /// `ignored: .sheet(isPresented:) at Feed.swift:58`.
    package var description: String { "\(kind.rawValue): \(name) at \(file):\(line)" }

    /// Where it is used: `Feed.swift:58`.
    package var location: String { "\(file):\(line)" }

    /// `2 approximated · 1 ignored` for `notes` (a kind with none is left
    /// out), empty when there are none.
    package static func summary(_ notes: [ViewNote]) -> String {
        Kind.allCases.compactMap { kind in
            let count = notes.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }.joined(separator: " · ")
    }
}
