// SwiftUI, as a behavior file sees it: ScrollKitUI re-exported under the
// name an iOS project imports, so `import SwiftUI` compiles unchanged. The
// playground puts this module on a behavior file's module path only; it has
// no code of its own (docs/behavior-files.md lists every name).
@_exported import ScrollKitUI
