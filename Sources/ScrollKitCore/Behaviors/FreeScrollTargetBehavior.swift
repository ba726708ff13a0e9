/// `free`: no snapping; the scroll rests where its momentum takes it.
public struct FreeScrollTargetBehavior: NamedScrollTargetBehavior {
    public init() {}
    public var name: String { "free" }
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}
