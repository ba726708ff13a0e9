// swift-tools-version: 6.1
// Release-mode benchmarks (ordo-one/benchmark). Run with `make bench` from
// the repository root.
//
// The render benchmarks measure the real renderer (FrameComposer and the
// recorder's session on an SDL offscreen surface), which lives in the
// playground's executable target: a package cannot depend on an executable,
// so the targets below are built from the playground's own sources (through
// the `scrollkit-playground` link to the repository root) with the same
// dependencies, the command-line entry point left out. Nothing is copied.
import PackageDescription

let root = "scrollkit-playground"

let package = Package(
    name: "ScrollKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
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
        // The playground's module without its `@main` command; internal
        // names are reached with `@testable import` (hence -enable-testing).
        .target(
            name: "Playground",
            dependencies: [
                "ScrollKitCore", "CSDL2", "CZlib", "PlaygroundAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "\(root)/Sources/Playground",
            exclude: ["PlaygroundCommand.swift"],
            swiftSettings: [.unsafeFlags(["-enable-testing"])]
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
                "ScrollKitCore", "CSDL2", "Playground",
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
