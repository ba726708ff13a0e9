/// Where a `Button` can be tapped: its frame as laid out (absolute, drawing
/// transforms such as `.offset` or `.scaleEffect` not applied) cut to what
/// its scroll views show, and its action.
struct ButtonHit {
    var frame: CGRect
    var action: () -> Void
}
