// The other spellings of a navigation title: iOS 13's `navigationBarTitle`
// (deprecated, still common) and a `Text` title. Each is
// `.navigationTitle` (plus `.navigationBarTitleDisplayMode`); the text's
// own font and colour are not used (the bar sets them, as on iOS).

extension View {
    /// The title of the navigation bar around this view.
    public func navigationTitle(_ title: Text) -> _NavigationTitleModifier<Self> {
        navigationTitle(title.content)
    }

    /// iOS 13's `.navigationBarTitle(_:)`: `.navigationTitle(title)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> _NavigationTitleModifier<Self> {
        navigationTitle(title)
    }

    /// iOS 13's `.navigationBarTitle(_:)` with a `Text`.
    public func navigationBarTitle(_ title: Text) -> _NavigationTitleModifier<Self> {
        navigationTitle(title.content)
    }

    /// iOS 13's `.navigationBarTitle(_:displayMode:)`: the title and its display mode.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> _NavigationTitleModifier<_NavigationTitleModifier<Self>> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// iOS 13's `.navigationBarTitle(_:displayMode:)` with a `Text`.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> _NavigationTitleModifier<_NavigationTitleModifier<Self>> {
        navigationTitle(title.content).navigationBarTitleDisplayMode(displayMode)
    }
}
