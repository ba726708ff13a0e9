/// A material resolved in its context: the blur's standard deviation in
/// points, and the tint laid over the blurred backdrop (a style's
/// `.opacity(_:)` fades the tint; the blur stays).
public struct _ResolvedMaterial {
    public var blurRadius: Double
    public var tint: _ResolvedColor
}
