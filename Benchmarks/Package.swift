// swift-tools-version: 6.1
// Release-mode benchmarks of ScrollKitCore (ordo-one/benchmark). Run with
// `make bench` from the repository root.
import PackageDescription

let package = Package(
    name: "ScrollKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "scrollkit-playground"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollKitCore", package: "scrollkit-playground"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollKitCore", package: "scrollkit-playground"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
