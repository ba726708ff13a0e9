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
    /// What the pinned views drew, drawn after the rows so they cover the
    /// content scrolling under them.
    var drawnAbove: [DisplayItem] = []

    init(axis: Axis, pinned: PinnedScrollableViews, band: ClosedRange<CGFloat>) {
        self.axis = axis
        pinsHeaders = pinned.contains(.sectionHeaders)
        pinsFooters = pinned.contains(.sectionFooters)
        self.band = band
    }

    func pins(_ role: SectionMarkNode.Role) -> Bool {
        role == .header ? pinsHeaders : pinsFooters
    }

    /// `frame` (where the stack put the view) moved to its pinned place:
    /// a header at `max(y, min(top, sectionEnd − h))`, a footer at
    /// `min(y, max(bottom − h, sectionStart))`, `y` its place in the
    /// content, `h` its length.
    func pinnedFrame(_ frame: CGRect, role: SectionMarkNode.Role) -> CGRect {
        var out = frame
        let y = frame.origin[axis], h = frame.size[axis]
        switch role {
        case .header: out.origin[axis] = Swift.max(y, Swift.min(band.lowerBound, section.upperBound - h))
        case .footer: out.origin[axis] = Swift.min(y, Swift.max(band.upperBound - h, section.lowerBound))
        }
        return out
    }
}
