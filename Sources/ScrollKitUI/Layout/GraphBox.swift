/// One value a `ViewGraph` keeps, typed: the graph stores boxes as
/// `AnyObject` and reads one back by casting it to the `GraphBox<Value>` it
/// was made as (no `Any` holds the value). A class, so a `@State` linked to
/// its box reads and writes it without looking the slot up again.
final class GraphBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
