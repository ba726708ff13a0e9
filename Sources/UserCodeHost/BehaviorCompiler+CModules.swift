import Foundation

extension BehaviorCompiler {
    /// The C modules that ScrollKitUI's re-exported modules import, which
    /// the compiler must find to import ScrollKitUI: OpenCombine (Combine
    /// for user files) imports `COpenCombineHelpers`, whose module map the
    /// build writes beside the modules (`<build>/COpenCombineHelpers.build`).
    /// Passed as `-Xcc -fmodule-map-file=…` when the map exists.
    static func cModuleArguments(toolchain: BehaviorToolchain) -> [String] {
        let map = "\(toolchain.libraryDirectory)/COpenCombineHelpers.build/module.modulemap"
        guard FileManager.default.fileExists(atPath: map) else { return [] }
        return ["-Xcc", "-fmodule-map-file=\(map)"]
    }
}
