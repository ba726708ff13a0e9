/// A navigation title as `NavigationStack` draws it.
struct NavigationTitle {
    var text: String
    var isInline: Bool
    /// `.navigationBarHidden(true)`: no bar; nil when not set.
    var isHidden: Bool?
}
