/// How a content offset counts the leading content inset (seed 003's iOS 13
/// versus iOS 14 difference).
public enum OffsetConvention: String, CaseIterable, Hashable, Sendable {
    /// SwiftUI / iOS 14: the offset is 0 at the start of the content.
    case swiftUI = "swiftui"
    /// UIKit / iOS 13: the offset counts the inset and starts at −inset.
    case uiKit = "uikit"
}
