// ScrollKitUI: the part of SwiftUI that a custom `ScrollTargetBehavior`
// touches, so that a behavior written for iOS compiles here unchanged: the
// module `SwiftUI` beside it re-exports this one, so `import SwiftUI` stays.
//
// A user's `--behavior-file` is compiled by the Swift toolchain against this
// module into a shared library and run in a separate host process
// (docs/behavior-files.md). `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (with
// `minX`, `maxX`, `width`, `origin`, `insetBy`…) and the C math functions on
// `CGFloat` (`ceil`, `floor`, `round`, `abs`) are Foundation's own, re-exported
// here as SwiftUI re-exports them; this module adds what Foundation on Linux
// lacks (`CGVector`) and SwiftUI's scroll-target types.
@_exported import Foundation
