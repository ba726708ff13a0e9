/// A place in a `ViewGraph`'s storage: a view's identity (`ViewIdentity`)
/// and what is kept for it there. A view's `@State` and `@StateObject`
/// properties have a slot each, by property name; a modifier that remembers
/// something between layouts (`onChange`, `onPreferenceChange`, the scroll
/// callbacks, `.task(id:)`, `.animation(_:value:)`, `.id`) has its own
/// identity and keeps it in its `lastSeen` slot.
struct GraphSlot: Hashable {
    /// What of the view the slot holds.
    enum Name: Hashable {
        /// A stored property (`_count` for `@State var count`).
        case property(String)
        /// What the modifier saw at the last layout.
        case lastSeen
        /// The `id` value a `.task(id:)` was started with.
        case taskID
        /// An `onReceive` subscription.
        case subscription
    }

    let view: ViewIdentity
    let name: Name

    /// `OffsetReadoutScreen.offset` for the property `_offset` of an
    /// `OffsetReadoutScreen`: the owning view's type and the property's
    /// name without the wrapper's underscore, as `state` events name it.
    var displayName: String {
        guard case .property(var property) = name else { return view.viewTypeName }
        if property.hasPrefix("_") { property.removeFirst() }
        return view.viewTypeName + "." + property
    }
}
