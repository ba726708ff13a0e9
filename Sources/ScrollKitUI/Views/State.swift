/// SwiftUI's `@State`: a value a view owns, kept by the layout engine's
/// `ViewGraph` across layouts of the same tree (found again by the view's
/// structural position, see `ViewGraph`). Writing it marks the graph
/// changed, and the engine lays the tree out again in the same call.
/// Outside a layout (a view made by hand and never laid out) it holds its
/// value locally.
@propertyWrapper
public struct State<Value>: _StateProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func _link(_ graph: ViewGraph, slot: GraphSlot) {
        location.link(graph, slot: slot)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// A stored property the engine connects to its `ViewGraph` storage before
/// the view's `body` is evaluated.
protocol _StateProperty {
    func _link(_ graph: ViewGraph, slot: GraphSlot)
}

/// Where a `State` reads and writes: the graph's box for its slot once
/// linked (made holding the initial value the first time), else a local
/// value. A class, so every copy of the view shares it.
final class StateLocation<Value> {
    private var local: Value
    private weak var graph: ViewGraph?
    private var box: GraphBox<Value>?
    private var slot: GraphSlot?

    init(_ value: Value) {
        local = value
    }

    func link(_ graph: ViewGraph, slot: GraphSlot) {
        self.graph = graph
        self.slot = slot
        box = graph.stateBox(at: slot) { local }
    }

    var value: Value {
        get {
            if graph != nil, let box { return box.value }
            return local
        }
        set {
            if let graph, let box, let slot {
                box.value = newValue
                graph.write(newValue, at: slot)
            } else {
                local = newValue
            }
        }
    }
}
