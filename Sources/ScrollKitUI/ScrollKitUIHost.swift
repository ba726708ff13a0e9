public import ScrollKitCore

/// The calling convention between the playground's behavior host and a
/// compiled behavior file (docs/behavior-files.md). The playground appends
/// to the user's file a `@_cdecl` entry point that forwards to
/// `answer(_:_:_:_:)`; the host finds it with `dlsym` and calls it with a
/// buffer of doubles and the target frames, so no Swift type crosses the
/// library boundary.
///
/// `io`, `slotCount` doubles. In: [0] axes raw value (1 horizontal,
/// 2 vertical, 3 both), [1, 2] container width/height, [3, 4] content
/// width/height, [5, 6] original offset x/y, [7, 8] proposed offset x/y,
/// [9, 10] velocity dx/dy (points/s), [11] 1 when a release offset follows
/// else 0, [12, 13] release offset x/y. Out: [0…3] target rect x, y, width,
/// height, [4] 1 when an anchor is set else 0, [5, 6] anchor x/y, [7] 1 when
/// the behavior's `properties(context:).limitsScrolls` is true else 0.
/// `targets`: `targetCount` frames of 4 doubles (x, y, width, height), the
/// scroll-target children near the gesture, or nil.
public enum ScrollKitUIHost {
    /// The version of this layout; the entry point's symbol carries it.
    public static let abiVersion = 2
    /// The buffer's length in doubles.
    public static let slotCount = 16

    /// Builds the context and proposed target from `io`, makes a fresh
    /// behavior with `make`, asks its properties and its target, and writes
    /// the answer back into `io`.
    ///
    /// When `limitsScrolls` is true, the proposed target passed to
    /// `updateTarget` lies at most one container length from where the
    /// gesture began on each scroll axis (the scroll "prefers a shorter
    /// distance"); when false, it is where the motion would rest, however far.
    public static func answer<B: ScrollTargetBehavior>(
        _ make: () -> B, _ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int
    ) {
        let container = CGSize(width: io[1], height: io[2])
        let content = CGSize(width: io[3], height: io[4])
        let axes = Axis.Set(rawValue: Int8(truncatingIfNeeded: Int(io[0])))
        var frames: [Rect] = []
        if let targets, targetCount > 0 {
            frames.reserveCapacity(targetCount)
            for i in 0..<targetCount {
                frames.append(Rect(x: targets[4 * i], y: targets[4 * i + 1], width: targets[4 * i + 2], height: targets[4 * i + 3]))
            }
        }
        let original = CGPoint(x: io[5], y: io[6])
        var context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: original, size: container)),
            velocity: CGVector(dx: io[9], dy: io[10]),
            contentSize: content,
            containerSize: container,
            axes: axes
        )
        context.targets = frames.isEmpty ? nil : ArrayScrollTargetLayout(frames: frames, axis: axes.primary)
        context.releaseOffset = io[11] != 0 ? Point(x: io[12], y: io[13]) : nil
        var behavior = make()
        let limits = behavior.properties(context: ScrollTargetBehaviorPropertiesContext(
            axes: axes, contentSize: content, containerSize: container)).limitsScrolls
        var proposed = CGPoint(x: io[7], y: io[8])
        if limits {
            if axes.contains(.horizontal) {
                proposed.x = min(max(proposed.x, original.x - container.width), original.x + container.width)
            }
            if axes.contains(.vertical) {
                proposed.y = min(max(proposed.y, original.y - container.height), original.y + container.height)
            }
        }
        var target = ScrollTarget(rect: CGRect(origin: proposed, size: container))
        behavior.updateTarget(&target, context: context)
        io[0] = Double(target.rect.origin.x)
        io[1] = Double(target.rect.origin.y)
        io[2] = Double(target.rect.size.width)
        io[3] = Double(target.rect.size.height)
        io[4] = target.anchor == nil ? 0 : 1
        io[5] = Double(target.anchor?.x ?? 0)
        io[6] = Double(target.anchor?.y ?? 0)
        io[7] = limits ? 1 : 0
    }
}
