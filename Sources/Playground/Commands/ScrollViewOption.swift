import UserCodeHost

/// `--scroll-view ID`: which scroll view of a view file is studied (the
/// trace's records, the window's selection): the outermost by default, or
/// the one whose identity is `ID` (its `.id` value, else its path in the
/// view tree, as `NestedScrollViews` keys it).
enum ScrollViewOption {
    /// The nested identity to study, nil for the outermost; an error
    /// message naming `id` and the identities that exist when none has it.
    static func resolve(_ id: String?, in scene: ViewFileScene?) -> Result<String?, ScrollViewOptionError> {
        guard let id else { return .success(nil) }
        guard let scene else {
            return .failure(ScrollViewOptionError(message: "--scroll-view \(id): it needs a view file (--view-file, or a scenario's \"view\")"))
        }
        let outermost = scene.scroll?.identity ?? ""
        if id == outermost { return .success(nil) }
        let nested = scene.nested.knownIdentities
        if nested.contains(id) { return .success(id) }
        let known = ([outermost] + nested).filter { !$0.isEmpty }
        let list = known.isEmpty ? "it has no scroll view" : "its scroll views: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        return .failure(ScrollViewOptionError(
            message: "--scroll-view: no scroll view \"\(id)\" in \(ViewFileScene.presetName(for: scene.arguments[0])); \(list)"))
    }
}

extension ScrollViewOption {
    /// `resolve`, then the scene keeps the records of the nested scroll view
    /// found (`NestedScrollViews.studied`, what `trace` and `qa` read).
    static func study(_ id: String?, in scene: ViewFileScene?) throws(ScrollViewOptionError) -> String? {
        let studied = try resolve(id, in: scene).get()
        scene?.nested.studied = studied
        return studied
    }
}

/// A `--scroll-view` that names no scroll view of the view (exit status 2).
struct ScrollViewOptionError: Error {
    var message: String
}
