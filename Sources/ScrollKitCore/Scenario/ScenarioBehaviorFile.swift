/// A lane's behavior that came from a user's Swift file (`--behavior-file`),
/// as a capture records it (*ext.* `"behavior-files"`): the lane name the
/// scenario uses for it, where the file was, a hash of its text when the
/// capture was made, and the expression that constructed it, if any.
/// `trace`, `record` and `qa` of the scenario compile and run that file
/// for that name, and say so when its text changed since.
///
/// `{"name": "my-paging", "path": "/home/me/my-paging.swift", "hash": "95023466ad0493e7"}`
/// (`"expression": "SnapBehavior(step: 10)"` when one was given).
public struct ScenarioBehaviorFile: Sendable, Equatable {
    /// The behavior name lanes and events use.
    public var name: String
    /// The file's path (absolute when captured).
    public var path: String
    /// 16 hex digits: a hash of the file's text at capture time.
    public var hash: String
    /// The Swift expression that constructed the behavior, nil for the file's own `init()`.
    public var expression: String?

    public init(name: String, path: String, hash: String, expression: String? = nil) {
        self.name = name
        self.path = path
        self.hash = hash
        self.expression = expression
    }
}
