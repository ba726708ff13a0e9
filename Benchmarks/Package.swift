// swift-tools-version: 6.1
// Release-mode benchmarks (ordo-one/benchmark). Run with `make bench` from
// the repository root.
//
// The render benchmarks measure the real renderer (FrameComposer and the
// recorder's session on an SDL offscreen surface) through the playground's
// own modules, built here from their sources (through the
// `scrollkit-playground` link to the repository root) with the same
// dependencies as in the root Package.swift. Nothing is copied. They are
// not taken as products of the root package because the names the modules
// share are `package` (visible inside one package), not `public`.
import PackageDescription

let root = "scrollkit-playground"

let package = Package(
    name: "ScrollKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", path: "\(root)/Sources/CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),  // no pkgConfig: see the root Package.swift
        .systemLibrary(name: "CZlib", path: "\(root)/Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "ScrollKitCore",
            path: "\(root)/Sources/ScrollKitCore"
        ),
        .target(
            name: "PlaygroundAssets",
            path: "\(root)/assets",
            exclude: ["README.md"],
            sources: ["PlaygroundAssets.swift"],
            resources: [.copy("scenarios")]
        ),
        .target(name: "PlaygroundMedia", dependencies: ["ScrollKitCore", "CZlib"], path: "\(root)/Sources/PlaygroundMedia"),
        .target(name: "PlaygroundRender", dependencies: ["ScrollKitCore", "PlaygroundMedia", "CSDL2"], path: "\(root)/Sources/PlaygroundRender"),
        .target(name: "UserCodeHost", dependencies: ["ScrollKitCore", "PlaygroundMedia", "PlaygroundRender"], path: "\(root)/Sources/UserCodeHost"),
        .target(
            name: "PlaygroundStage",
            dependencies: ["ScrollKitCore", "PlaygroundAssets", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost", "CSDL2"],
            path: "\(root)/Sources/PlaygroundStage"
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "ScrollKitCore",
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "ScrollKitCore",
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "ScrollKitCore", "CSDL2", "PlaygroundMedia", "PlaygroundRender", "PlaygroundStage",
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
