/// A lazy stack's pinned section headers and footers
/// (`LazyVStack(pinnedViews:)`, `LazyHStack(pinnedViews:)`), as SwiftUI
/// pins them: a header sticks to the leading (top) edge of the scroll
/// view's visible area (its frame less the content insets) while its
/// section scrolls under it, and leaves with the section's end (the next
/// section's header pushes it out); a footer sticks to the trailing
/// (bottom) edge while its section is on screen and stops at the
/// section's start.
///
/// Positions along `axis` are absolute (the root's coordinates). The stack
/// sets `section` before it places each row: the section's extent for a
/// header or footer it holds directly, the row's own extent for a row that
/// is a whole section (a `ForEach` of `Section`s: each element is one row).
final class SectionPinning {
    let axis: Axis
    let pinsHeaders: Bool
    let pinsFooters: Bool
    /// The visible band: the scroll view's frame less its insets, along `axis`.
    let band: ClosedRange<CGFloat>
    /// The extent of the section being placed, along `axis`.
    var section: ClosedRange<CGFloat> = 0...0
    /// The pinned marks placed, with the place the stack gave them, their
    /// environment and their section's extent, drawn after the rows
    /// (`drawPinned`) so they cover the content scrolling under them.
    var pending: [(mark: SectionMarkNode, frame: CGRect, env: LayoutEnvironment, section: ClosedRange<CGFloat>)] = []
    /// Where each section's header and footer were placed (pinned or not).
    private var placed: [ObjectIdentifier: [SectionMarkNode.Role: CGRect]] = [:]

    init(axis: Axis, pinned: PinnedScrollableViews, band: ClosedRange<CGFloat>) {
        self.axis = axis
        pinsHeaders = pinned.contains(.sectionHeaders)
        pinsFooters = pinned.contains(.sectionFooters)
        self.band = band
    }

    func pins(_ role: SectionMarkNode.Role) -> Bool {
        role == .header ? pinsHeaders : pinsFooters
    }

    /// Records where the stack placed `mark`.
    func note(_ mark: SectionMarkNode, at frame: CGRect) {
        placed[ObjectIdentifier(mark.section), default: [:]][mark.role] = frame
    }

    /// `frame` (where the stack put the view) moved to its pinned place in
    /// a section spanning `section`: a header at `max(y, min(top, end −
    /// h))`, a footer at `min(y, max(bottom − h, start))`, `y` its place in
    /// the content, `h` its length. A header's `end` is its footer's start
    /// when the footer was placed (the footer pushes it out, as a
    /// collection view's pinned header stops at its section's last item),
    /// else the section's end; a footer's `start` is its header's end
    /// likewise.
    func pinnedFrame(_ frame: CGRect, of mark: SectionMarkNode, in section: ClosedRange<CGFloat>) -> CGRect {
        var out = frame
        let y = frame.origin[axis], h = frame.size[axis]
        let other = placed[ObjectIdentifier(mark.section)] ?? [:]
        switch mark.role {
        case .header:
            let end = other[.footer].map { Swift.min(section.upperBound, $0.origin[axis]) } ?? section.upperBound
            out.origin[axis] = Swift.max(y, Swift.min(band.lowerBound, end - h))
        case .footer:
            let start = other[.header].map { Swift.max(section.lowerBound, $0.origin[axis] + $0.size[axis]) } ?? section.lowerBound
            out.origin[axis] = Swift.min(y, Swift.max(band.upperBound - h, start))
        }
        return out
    }

    /// Draws the pinned marks placed, in placement order, at their pinned places.
    func drawPinned(_ out: DisplayListBuilder) {
        for p in pending {
            p.mark.child.place(in: pinnedFrame(p.frame, of: p.mark, in: p.section), p.env, out)
        }
    }
}
