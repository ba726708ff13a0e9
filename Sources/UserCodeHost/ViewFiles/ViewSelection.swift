/// Which view of a `--view-file` set the playground shows, from the
/// argument after `=` (`BehaviorFileSpec` splits it):
/// - nothing: the first `#Preview` of the files, else the first
///   `PreviewProvider`'s `previews`, else the one type conforming to
///   `View`, made with `init()`;
/// - `#Preview("NAME")`: the preview with that name (as written in the file);
/// - anything else: a Swift expression, evaluated as the view
///   (`Carousel.swift=CarouselView(count: 12)`).
package enum ViewSelection: Equatable, Sendable {
    case automatic
    case preview(named: String)
    case expression(String)

    /// The selection an `=…` text asks for (nil: none given).
    package init(_ text: String?) {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            self = .automatic
            return
        }
        if let match = text.wholeMatch(of: /#Preview\(\s*"((?:[^"\\]|\\.)*)"\s*\)/) {
            self = .preview(named: String(match.output.1))
        } else {
            self = .expression(text)
        }
    }
}
