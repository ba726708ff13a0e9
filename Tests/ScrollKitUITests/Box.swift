/// A value the tests' closures write and the tests read afterwards.
final class Box<V> {
    var value: V
    init(_ value: V) { self.value = value }
}
