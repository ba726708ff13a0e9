// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ScrollKitPlayground",
    products: [
        .executable(name: "playground", targets: ["Playground"]),
        .library(name: "ScrollKitCore", targets: ["ScrollKitCore"]),
        // The SwiftUI-shaped module a user's `--behavior-file` is compiled
        // against (docs/behavior-files.md); dynamic so one copy serves them all.
        .library(name: "ScrollKitUI", type: .dynamic, targets: ["ScrollKitUI"]),
        // `import SwiftUI` in a behavior file: ScrollKitUI re-exported under
        // SwiftUI's name (no code; only its module file is used).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Combine for view files (`import Combine`): the operators are
        // OpenCombine's; the schedulers are ScrollKitUI's, on engine time.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        // No pkgConfig: `pkg-config --cflags sdl2` adds -I/usr/include/SDL2
        // (not needed: shim.h includes <SDL2/SDL.h>, whose own includes are
        // relative) and -D_REENTRANT, which SwiftPM refuses with a warning on
        // every build and test run. The module map links SDL2 and SDL2_ttf.
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "ScrollKitCore",
            // No dependencies: the engine's exp/log/pow are the C library's
            // (Foundation), so a module that imports ScrollKitCore needs no
            // C module beside it (ScrollKitUI imports it for user files).
            path: "Sources/ScrollKitCore"
        ),
        .target(
            name: "PlaygroundAssets",
            path: "assets",
            exclude: ["README.md"],
            sources: ["PlaygroundAssets.swift"],
            resources: [.copy("scenarios")]
        ),
        // The playground in layers, each depending only on those below it
        // (README, "How it is built"): media, render, behavior host,
        // recording, app, then the command line. Names shared between
        // them are `package`, not `public`.
        .target(
            name: "PlaygroundMedia",
            // GIF, PNG and video encoders, atomic files, exit statuses and
            // signals. No SDL.
            dependencies: ["ScrollKitCore", "CZlib"],
            path: "Sources/PlaygroundMedia"
        ),
        .target(
            name: "PlaygroundRender",
            // The canvas (pixel target, SDL renderer), scenes, HUD, overlays,
            // timeline, fonts and the offscreen surface.
            dependencies: ["ScrollKitCore", "PlaygroundMedia", "CSDL2"],
            path: "Sources/PlaygroundRender"
        ),
        .target(
            name: "UserCodeHost",
            // Behavior files: compile, sandbox, host process, live reload, panel.
            dependencies: ["ScrollKitCore", "PlaygroundMedia", "PlaygroundRender"],
            path: "Sources/UserCodeHost"
        ),
        .target(
            name: "PlaygroundStage",
            // The stage (lanes, setup switches, input journal, engine clock,
            // time travel, frame model: the window's and headless runs'),
            // headless runs (record, trace, qa), captures, QA.
            dependencies: ["ScrollKitCore", "PlaygroundAssets", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost", "CSDL2"],
            path: "Sources/PlaygroundStage"
        ),
        .target(
            name: "PlaygroundBench",
            // What `playground bench` measures (make bench, Benchmarks/).
            dependencies: ["ScrollKitCore", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost", "PlaygroundStage", "CSDL2"],
            path: "Sources/PlaygroundBench"
        ),
        .target(
            name: "PlaygroundApp",
            // The window: SDL platform, event loop, key map (keys onto the
            // stage), window recording and screenshots.
            dependencies: ["ScrollKitCore", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost", "PlaygroundStage", "CSDL2"],
            path: "Sources/PlaygroundApp"
        ),
        .executableTarget(
            name: "Playground",
            // The command line only.
            dependencies: [
                "ScrollKitCore", "PlaygroundAssets", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost",
                "PlaygroundStage", "PlaygroundBench", "PlaygroundApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Playground"
        ),
        .target(
            name: "ScrollKitUI",
            // Implementation-only import: the built-in behaviors' own code and the
            // display list, not their names (user files see only ScrollKitUI's).
            // OpenCombine only, not OpenCombineDispatch/Foundation: those make
            // DispatchQueue and RunLoop schedulers on wall time; ScrollKitUI
            // makes them schedulers on the engine's clock instead.
            dependencies: ["ScrollKitCore", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Sources/ScrollKitUI"
        ),
        .target(
            name: "SwiftUI",
            dependencies: ["ScrollKitUI"],
            path: "Sources/SwiftUI"
        ),
        .testTarget(
            name: "ScrollKitCoreTests",
            dependencies: [
                "ScrollKitCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The simulations' formulas checked with swift-numerics' functions.
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            path: "Tests/ScrollKitCoreTests"
        ),
        .testTarget(
            name: "ScrollKitUITests",
            // SwiftUI: the seed views name `SwiftUI.PreferenceKey`. Swift 5
            // mode: seed 003 declares `static var defaultValue: CGFloat = .zero`,
            // which Swift 6 refuses as shared mutable state (as it would on iOS).
            dependencies: ["ScrollKitUI", "ScrollKitCore", "SwiftUI"],
            path: "Tests/ScrollKitUITests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The playground's tests, one target per module: each depends on its
        // module and those below it, and tests a module through its own
        // names (a test belongs to the highest module it exercises). The
        // shared helpers are a plain target beside them, on the lower modules
        // only and without `@testable` (it builds in release too).
        .target(
            name: "PlaygroundTestSupport",
            // Tools (posix_spawn), the fixtures of behavior files, media
            // samples and a GIF reader, the record and render helpers, and
            // SDLExclusive (the SDL suites of all targets, one test at a time).
            dependencies: ["ScrollKitCore", "PlaygroundMedia", "PlaygroundRender", "UserCodeHost"],
            path: "Tests/PlaygroundTestSupport"
        ),
        .testTarget(
            name: "PlaygroundMediaTests",
            dependencies: ["PlaygroundMedia", "ScrollKitCore", "PlaygroundTestSupport"],
            path: "Tests/PlaygroundMediaTests"
        ),
        .testTarget(
            name: "PlaygroundRenderTests",
            // ScrollKitUI: display lists built from views, drawn on the canvas.
            dependencies: ["PlaygroundRender", "PlaygroundMedia", "ScrollKitCore", "CSDL2", "ScrollKitUI", "PlaygroundTestSupport"],
            path: "Tests/PlaygroundRenderTests"
        ),
        .testTarget(
            name: "UserCodeHostTests",
            // ScrollKitUI and SwiftUI: the behavior files these tests compile
            // at run time link the one and import the other.
            dependencies: [
                "UserCodeHost", "PlaygroundRender", "PlaygroundMedia", "ScrollKitCore", "ScrollKitUI", "SwiftUI",
                "PlaygroundTestSupport",
            ],
            path: "Tests/UserCodeHostTests"
        ),
        .testTarget(
            name: "PlaygroundStageTests",
            dependencies: [
                "PlaygroundStage", "UserCodeHost", "PlaygroundRender", "PlaygroundMedia", "ScrollKitCore",
                "PlaygroundTestSupport",
            ],
            path: "Tests/PlaygroundStageTests"
        ),
        .testTarget(
            name: "PlaygroundBenchTests",
            dependencies: [
                "PlaygroundBench", "PlaygroundStage", "PlaygroundRender", "PlaygroundMedia", "ScrollKitCore",
                "PlaygroundTestSupport",
            ],
            path: "Tests/PlaygroundBenchTests"
        ),
        .testTarget(
            name: "PlaygroundAppTests",
            dependencies: [
                "PlaygroundApp", "PlaygroundStage", "UserCodeHost", "PlaygroundRender", "PlaygroundMedia",
                "ScrollKitCore", "CSDL2", "ScrollKitUI", "SwiftUI", "PlaygroundTestSupport",
            ],
            path: "Tests/PlaygroundAppTests"
        ),
        .testTarget(
            name: "PlaygroundTests",
            // The commands, and every test that runs the `playground` binary
            // (the window tests under Xvfb among them).
            dependencies: [
                "Playground", "PlaygroundApp", "PlaygroundBench", "PlaygroundStage", "UserCodeHost",
                "PlaygroundRender", "PlaygroundMedia", "ScrollKitCore", "CSDL2", "ScrollKitUI", "SwiftUI",
                "PlaygroundTestSupport",
            ],
            path: "Tests/PlaygroundTests"
        ),
    ]
)
