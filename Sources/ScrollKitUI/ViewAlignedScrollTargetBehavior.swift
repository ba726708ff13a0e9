/// The behavior that aligns targets to the leading edges of the views marked
/// as scroll targets, as SwiftUI's `ViewAlignedScrollTargetBehavior`
/// (`.viewAligned`, `.viewAligned(limitBehavior:)`). Its answers are the
/// playground's built-in `view-aligned…` behaviors (ScrollKitCore's own
/// code); the views are the targets the engine passes (`context` carries
/// the ones near the gesture). With no targets it pages, as the built-in does.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one gesture may scroll past, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, alwaysByOne, alwaysByFew, never }
        let kind: Kind

        /// Limited when the container is compact on its scroll axis (< 600 points).
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most one container length of views per gesture.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// At most one view per gesture.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
        /// At most a few (3) views per gesture.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        CoreBehaviorBridge.viewAligned(&target, context: context, limit: limitBehavior.kind)
    }
}
