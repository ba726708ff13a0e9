/// A `PreviewProvider`'s `previews` that hold several views
/// (`Group { Screen(); Screen().preferredColorScheme(.dark) }`) are
/// several previews in Xcode, one canvas each: the playground shows the
/// first, as the first canvas.
@MainActor public func _scrollKitFirstPreview<V: View>(_ previews: V) -> some View {
    Group(subviews: previews) { subviews in
        if let first = subviews.first { first }
    }
}
