import Foundation

/// Locates the files the playground ships in `assets/` (the bundled QA
/// scenarios), copied next to the executable by SwiftPM.
public enum PlaygroundAssets {
    /// The directory holding the bundled scenario files.
    public static var scenariosDirectory: URL? {
        Bundle.module.url(forResource: "scenarios", withExtension: nil)
    }
}
