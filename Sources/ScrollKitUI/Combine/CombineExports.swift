// Combine and Observation, as a view file sees them: `import Combine` is
// blanked in the compiled copy and `import SwiftUI` brings these names, as
// on iOS (SwiftUI re-exports Combine's and Observation's). The operators,
// subjects, `ObservableObject` and `@Published` are OpenCombine's; what runs
// them on the playground's engine clock (the `DispatchQueue` and `RunLoop`
// schedulers, `asyncAfter`, `Timer.publish`) is this module's.
@_exported import OpenCombine
@_exported import Observation
