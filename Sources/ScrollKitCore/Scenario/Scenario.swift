/// A scripted run of the playground: a preset, a window, a behavior, a list of
/// raw device events at given times, and the expectations QA checks
/// (docs/formats.md, "Scenario files"). Read one with `Scenario.load(path:)` or
/// `Scenario.parse(text:fileName:)`; run it with `ScenarioRunner`.
///
/// The file format is version 1 JSON. Fields (all times in seconds, all
/// lengths in logical pixels):
///
/// | field | type | default | |
/// |---|---|---|---|
/// | `version` | 1 | required | |
/// | `name` | string | the file name without `.json` | |
/// | `description` | string | `""` | |
/// | `note` | string | | a free comment (ignored), allowed on every object |
/// | `preset` | preset name | required | `PresetCatalog.names` |
/// | `window` | [w, h] | the preset's | each 1…16384 |
/// | `items` | integer | the preset's | 0…10,000,000 |
/// | `axis` | `vertical`, `horizontal`, `both` | the preset's | |
/// | `behavior` | behavior name | the preset's | `BehaviorCatalog.names` |
/// | `lanes` | 2–4 behavior names | one lane | lanes side by side, lane 0 first (= `behavior`); each runs every event, `"lane": n` events only theirs (extension) |
/// | `behavior-files` | `[{"name", "path", "hash", "expression"?}]` | none | behaviors from Swift files, usable by name in `behavior` and `lanes` (extension; see `ScenarioBehaviorFile`) |
/// | `view` | path of a `.swift` view file | none | a SwiftUI view scrolled instead of `preset` (then optional), relative to the scenario file; its behavior `view` is the default (extension; see `view`) |
/// | `view-hash` | 16 hex digits | none | the hash of the view file's text when captured (extension; see `viewHash`) |
/// | `deceleration` | `normal`, `fast` or a number in (0, 1) | `normal` | |
/// | `tick` | seconds | 1/120 | 0.001…0.1 (extension) |
/// | `insets` | [top, leading, bottom, trailing] | the preset's | each 0…16384 (extension) |
/// | `convention` | `swiftui`, `uikit` | `swiftui` | seed 003's offset conventions (extension) |
/// | `wheel-step` | px per notch | 50 | (0, 10000] (extension) |
/// | `bounces` | boolean | true | rubber-band past the edges (extension) |
/// | `events` | array | `[]` | see `ScenarioEvent` |
/// | `expect` | array | `[]` | see `ScenarioExpectation` |
///
/// Events must be listed in time order (equal times keep their file order):
/// an out-of-order `at` is an error rather than silently sorted, because a
/// timeline that reads out of order is almost always a typing mistake.
public struct Scenario: Sendable {
    /// The newest (and only) file format version.
    public static let formatVersion = 1

    /// The scenario's name (the file name without `.json` unless set).
    public var name: String
    public var description: String
    /// The file it was read from (empty when built in code).
    public var fileName: String
    /// The preset's name (`PresetCatalog.preset(named:)`).
    public var preset: String
    /// The container (window) size at the start.
    public var window: Size
    /// The number of items the preset lays out.
    public var items: Int
    /// The scroll axes.
    public var axes: Axes
    /// The behavior at the start (`BehaviorCatalog.behavior(named:)`).
    public var behavior: String
    /// The lanes' behaviors at the start, lane 0 first (`lanes[0] ==
    /// behavior`); empty for one lane.
    public var lanes: [String] = []
    /// Behaviors that come from users' Swift files (*ext.*
    /// `"behavior-files"`, written by a capture): their names may be used as
    /// `behavior` and in `lanes`, and the commands that run the scenario
    /// supply them (`ScenarioRunner.withFileBehaviors(_:)`).
    public var behaviorFiles: [ScenarioBehaviorFile] = []
    /// `"view"`: the SwiftUI view file scrolled instead of the preset (a
    /// path, already resolved against the scenario file's folder; may end
    /// in `=EXPR` or `=#Preview("NAME")`), nil for a preset scenario. The
    /// playground loads it (`--view-file` overrides it); the behavior
    /// `view` is its own `.scrollTargetBehavior`.
    public var view: String?
    /// `"view-hash"`: the hash of the view file's text when a capture was
    /// made (`run --view-file … --capture`); the commands that replay it
    /// warn when the file's text changed since. Nil: not recorded.
    public var viewHash: String?
    public var deceleration: DecelerationRate
    /// Seconds per engine tick, > 0.
    public var tick: Double
    /// Content insets (the preset's own, without a device's safe area).
    public var insets: EdgeInsets
    /// A device's safe area (*ext.* `"safe-area"`, `record`/`run --device`):
    /// added to `insets` on the scrolling axes at the start and again after
    /// every preset or axis switch (`EdgeInsets.addingSafeArea`), so the
    /// content stays clear of the status bar whatever the preset. `.zero`:
    /// none.
    public var safeArea: EdgeInsets = .zero
    /// The insets are a view file's content margins (set with the view's
    /// setup, not read from a file): the behaviors align to them
    /// (`ScrollConfiguration.insetsAreContentMargins`).
    public var insetsAreContentMargins = false
    public var convention: OffsetConvention
    /// Logical pixels per wheel notch, > 0.
    public var wheelStep: Double
    public var bounces: Bool
    /// *ext.* `"smooth-scrolling"`: the browser's smooth scrolling for the
    /// Chromium behaviors (`ScrollConfiguration.smoothScrolling`), default on.
    public var smoothScrolling = true
    /// The events in time order.
    public var events: [ScenarioEvent]
    /// When the run ends, seconds from the start (*ext.* `"end"`), at or
    /// after the last event; nil: the settle rule decides (settled + 0.25 s).
    /// A capture writes the moment it stopped (the window quit, or K), so
    /// `trace`, `qa` and `record` of it end on the tick the window ended on.
    public var end: Double?
    /// The longest `end` a file may give: an hour.
    public static let maxEnd = 3600.0
    /// What QA checks.
    public var expectations: [ScenarioExpectation]

    /// A scenario on `preset` with every other field taken from the preset's
    /// defaults (window, items, axes, behavior, insets) or the engine's
    /// (deceleration `.normal`, tick 1/120 s, 50 px wheel notches).
    public init(
        preset: Preset, name: String = "", events: [ScenarioEvent] = [],
        expectations: [ScenarioExpectation] = []
    ) {
        let defaults = ScrollConfiguration()
        self.name = name
        self.description = ""
        self.fileName = ""
        self.preset = preset.name
        self.window = preset.defaultWindow
        self.items = preset.defaultItemCount
        self.axes = preset.axes
        self.behavior = preset.defaultBehavior
        self.deceleration = defaults.deceleration
        self.tick = defaults.tickLength
        self.insets = preset.contentInsets
        self.convention = defaults.convention
        self.wheelStep = defaults.wheelStep
        self.bounces = defaults.bounces
        self.events = events
        self.expectations = expectations
    }

    /// The engine configuration a live window with these settings would use.
    public var configuration: ScrollConfiguration {
        var configuration = ScrollConfiguration(
            axes: axes, tickLength: tick, deceleration: deceleration, contentInsets: insets.addingSafeArea(safeArea, axes: axes),
            convention: convention, bounces: bounces, wheelStep: wheelStep
        )
        configuration.insetsAreContentMargins = insetsAreContentMargins
        configuration.smoothScrolling = smoothScrolling
        return configuration
    }

    /// The expectations a run starting with `behavior` checks: those naming
    /// it, plus, when it is the scenario's own behavior, those naming none.
    /// The behaviors of the lanes at the start, lane 0 first (one lane: `[behavior]`).
    public var startingLanes: [String] { lanes.count > 1 ? lanes : [behavior] }

    /// The most lanes the run ever has (`lanes` and `lanes` switches), 1…4.
    public var maximumLaneCount: Int {
        events.reduce(startingLanes.count) { count, event in
            if let names = ScenarioEvent.Kind.lanes.value(of: event.kind) { return Swift.max(count, names.count) }
            return count
        }
    }

    public func expectations(for behavior: String) -> [ScenarioExpectation] {
        expectations.filter { $0.applies(to: behavior, scenarioBehavior: self.behavior) }
    }
}
