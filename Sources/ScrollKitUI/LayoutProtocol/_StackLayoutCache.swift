/// What one stack's calls share in a pass (`EagerStackLayout`): the spacing
/// between all subviews (fixed for the stack's subviews, found once they
/// are sized) and the last subview sizes with their key, since placing
/// asks again for the proposal the stack was just sized for (the sizes
/// depend only on the proposal and container: the subviews' are memoised
/// on those).
public struct _StackLayoutCache {
    var totalSpacing: CGFloat?
    var last: (key: SizeKey, sizes: [CGSize])?
}
