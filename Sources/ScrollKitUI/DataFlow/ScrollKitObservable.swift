import Observation

/// An `@Observable` class of a view file as the playground compiles it: the
/// compiled copy of the file spells out what the `@Observable` macro would
/// add (the class conforms to this protocol and owns the registrar, each
/// tracked stored property is a `ScrollKitTracked`), so the compiler never
/// loads the Observation macro plugin (a large part of a small screen's cold compile).
/// Not written by hand: the name is the preparation's, not SwiftUI's.
public protocol _ScrollKitObservable: Observable, AnyObject {
    /// The object's one registrar, as the macro's `_$observationRegistrar`:
    /// every tracked property reports its reads and writes to it.
    var _$observationRegistrar: ObservationRegistrar { get }
}
