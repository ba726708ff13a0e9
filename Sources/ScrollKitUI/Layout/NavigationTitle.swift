/// A navigation title as `NavigationStack` draws it.
struct NavigationTitle {
    var text: String
    var isInline: Bool
}
