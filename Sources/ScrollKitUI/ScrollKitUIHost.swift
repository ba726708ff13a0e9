/// The calling convention between the playground's behavior host and a
/// compiled behavior file (docs/behavior-files.md). The playground generates,
/// beside the user's file, a `@_cdecl` entry point that forwards to
/// `answer(_:_:)`; the host finds it with `dlsym` and calls it with a buffer
/// of doubles, so no Swift type crosses the library boundary.
///
/// Buffer layout, `slotCount` doubles. In: [0] axes raw value (1 horizontal,
/// 2 vertical, 3 both), [1, 2] container width/height, [3, 4] content
/// width/height, [5, 6] original offset x/y, [7, 8] proposed offset x/y,
/// [9, 10] velocity dx/dy (px/s). Out: [0…3] target rect x, y, width,
/// height, [4] 1 when an anchor is set else 0, [5, 6] anchor x/y.
public enum ScrollKitUIHost {
    /// The version of this layout; the entry point's symbol carries it.
    public static let abiVersion = 1
    /// The buffer's length in doubles.
    public static let slotCount = 16

    /// Builds the context and proposed target from `io`, asks a fresh
    /// behavior from `make`, and writes the adjusted target back into `io`.
    public static func answer<B: ScrollTargetBehavior>(_ make: () -> B, _ io: UnsafeMutablePointer<Double>) {
        let container = CGSize(width: io[1], height: io[2])
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: CGPoint(x: io[5], y: io[6]), size: container)),
            velocity: CGVector(dx: io[9], dy: io[10]),
            contentSize: CGSize(width: io[3], height: io[4]),
            containerSize: container,
            axes: Axis.Set(rawValue: Int8(io[0]))
        )
        var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: io[7], y: io[8]), size: container))
        var behavior = make()
        behavior.updateTarget(&target, context: context)
        io[0] = Double(target.rect.origin.x)
        io[1] = Double(target.rect.origin.y)
        io[2] = Double(target.rect.size.width)
        io[3] = Double(target.rect.size.height)
        io[4] = target.anchor == nil ? 0 : 1
        io[5] = Double(target.anchor?.x ?? 0)
        io[6] = Double(target.anchor?.y ?? 0)
    }
}
