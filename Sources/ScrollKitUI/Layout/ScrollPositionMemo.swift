/// What a scroll position binding (`scrollPosition(_:anchor:)`,
/// `scrollPosition(id:anchor:)`) remembers between layouts, in the
/// `ViewGraph` under the modifier's identity.
///
/// The binding follows the scroll whenever the scroll view moved since the
/// last layout or the user is scrolling (a fling's ticks, the landing, the
/// rest), except while a scroll that code asked for is under way: from a
/// value written by code until the user takes the scroll view again, the
/// binding keeps what code wrote.
struct ScrollPositionMemo<Value> {
    /// The binding's value as last seen or written.
    var value: Value
    /// The scroll view's offset at the last layout (engine convention).
    var offset: CGPoint
    /// Code wrote the value and the user has not scrolled since.
    var isCodeDriven: Bool

    /// Whether the binding should follow the scroll at this layout, and the
    /// memo's offset and code flag brought up to `state`.
    mutating func follows(_ state: ScrollViewState) -> Bool {
        let moved = state.offset != offset
        offset = state.offset
        if state.phase.isUserDriven { isCodeDriven = false }
        return !isCodeDriven && (moved || state.phase.isUserDriven)
    }
}
