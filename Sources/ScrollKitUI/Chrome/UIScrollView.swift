/// UIKit's scroll view as screens reach for it through the appearance
/// proxy (`UIScrollView.appearance().isPagingEnabled = true`): the lines
/// compile and change nothing (the playground's scroll views take their
/// behavior from SwiftUI's modifiers); `appearance()` says once that it was
/// ignored.
public final class UIScrollView: @unchecked Sendable {
    public enum KeyboardDismissMode: Sendable { case none, onDrag, interactive }
    public enum ContentInsetAdjustmentBehavior: Sendable { case automatic, scrollableAxes, never, always }

    public var isPagingEnabled = false
    public var isScrollEnabled = true
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var keyboardDismissMode = KeyboardDismissMode.none
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    public init() {}

    /// A proxy whose settings are ignored.
    public static func appearance(file: StaticString = #fileID, line: UInt = #line) -> UIScrollView {
        _PlaygroundNote.say("ignored", "UIScrollView.appearance()", file: file, line: line)
        return UIScrollView()
    }
}
