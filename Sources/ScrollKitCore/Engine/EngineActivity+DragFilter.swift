extension EngineActivity.DragState {
    /// A finger movement `delta` (content px) through Flutter's per-axis drag
    /// bookkeeping (`FlutterDragFilter`); unchanged on axes without one.
    mutating func filtered(_ delta: Vector, at time: Double) -> Vector {
        var out = delta
        if var f = flutterX { out.dx = f.update(delta.dx, at: time); flutterX = f }
        if var f = flutterY { out.dy = f.update(delta.dy, at: time); flutterY = f }
        return out
    }
}
