/// Where a scroll view is or should go, as SwiftUI's `ScrollPosition`
/// (bound with `.scrollPosition(_:anchor:)`). `scrollTo` sets a target the
/// next layout turns into a `ScrollRequest`; as the scroll moves (tick by
/// tick and at rest, `ScrollPositionMemo`), the layout writes the position
/// back with `isPositionedByUser` set and `viewID` the target it names.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    enum Target: Equatable {
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case id(AnyHashable, UnitPoint?)
    }

    /// The last target set by code; nil once the user scrolled.
    var target: Target?
    /// Made afresh by every new position and every `scrollTo`, so setting
    /// the same target twice scrolls twice (compared by identity).
    var request = Request()
    /// The id of the view the position refers to: set by `scrollTo(id:)`,
    /// or by the layout as the scroll moves (targets with ids only).
    public private(set) var viewID: AnyHashable?
    /// True once the user moved the scroll view since the last `scrollTo`.
    public private(set) var isPositionedByUser = false

    /// One setting of a position by code: equal only to itself.
    final class Request: Equatable, Sendable {
        static func == (a: Request, b: Request) -> Bool { a === b }
    }

    public init(edge: Edge? = nil) {
        target = edge.map { .edge($0) }
    }

    public init<ID: Hashable>(idType: ID.Type, edge: Edge? = nil) {
        self.init(edge: edge)
    }

    public init(point: CGPoint) {
        target = .point(point)
    }

    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor)
        viewID = AnyHashable(id)
    }

    /// The edge scrolled to last, nil otherwise.
    public var edge: Edge? {
        if case .edge(let e) = target { return e }
        return nil
    }

    /// The point scrolled to last, nil otherwise.
    public var point: CGPoint? {
        if case .point(let p) = target { return p }
        return nil
    }

    /// `viewID` as an `ID`, nil when it is not one.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? {
        viewID?.base as? ID
    }

    private mutating func set(_ target: Target, id: AnyHashable? = nil) {
        self.target = target
        viewID = id
        isPositionedByUser = false
        request = Request()
    }

    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }
    public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
        set(.id(AnyHashable(id), anchor), id: AnyHashable(id))
    }

    /// The position after the user scrolled: no target, `viewID` the target at the anchor.
    func positionedByUser(viewID: AnyHashable?) -> ScrollPosition {
        var p = self
        p.target = nil
        p.viewID = viewID
        p.isPositionedByUser = true
        return p
    }

    /// The offset (engine convention) of `target` in `sv`, nil when it
    /// names an id the scroll view does not hold.
    func offset(_ target: Target, in o: ScrollObservation) -> CGPoint? {
        let sv = o.layout
        var offset = sv.offset
        let maxOffset = CGPoint(
            x: ScrollPassRecorder.clamp(.infinity, .horizontal, sv), y: ScrollPassRecorder.clamp(.infinity, .vertical, sv))
        switch target {
        case .edge(.top): offset.y = 0
        case .edge(.bottom): offset.y = maxOffset.y
        case .edge(.leading): offset.x = 0
        case .edge(.trailing): offset.x = maxOffset.x
        case .point(let p):
            offset = CGPoint(x: ScrollPassRecorder.clamp(p.x, .horizontal, sv), y: ScrollPassRecorder.clamp(p.y, .vertical, sv))
        case .x(let x): offset.x = ScrollPassRecorder.clamp(x, .horizontal, sv)
        case .y(let y): offset.y = ScrollPassRecorder.clamp(y, .vertical, sv)
        case .id(let id, let anchor):
            guard let frame = o.recorder.frame(of: id, in: o.index) else { return nil }
            return ScrollPassRecorder.offset(showing: frame, anchor: anchor, in: sv, current: sv.offset)
        }
        return offset
    }
}
