import Foundation
import ScrollKitCore
import PlaygroundMedia

/// Captures a live session as a scenario file (`run --capture FILE`): the
/// session's starting state (preset, window, items, axis, behavior,
/// deceleration, convention, tick) and every raw event exactly as the engine
/// received it, with its engine time, plus resizes and behavior switches.
/// Written with `Scenario.fileText`, so `trace`, `qa`, `record` and
/// `run --replay` read back the same events and replay the same ticks.
///
/// Preset, axis, deceleration and lane switches are written as setup
/// entries (`ScenarioSetup` replays them between the same two ticks); with
/// several lanes, behavior and preset switches name their lane. What the
/// scenario format cannot express would end the capture at that moment
/// (`stop(_:)`): the file keeps what came before, and `stoppedReason` says
/// why. A time-travel branch drops
/// the events after the tick it branched from (the captured run is the
/// branch that was kept). Lanes that run `--behavior-file`s are recorded
/// with their files (`behaviorFiles`: path and hash of the text), so that
/// `trace`, `record` and `qa` of the capture find them.
package final class CaptureWriter {
    package let path: String
    package private(set) var scenario: Scenario
    /// Why the capture stopped early, nil while it runs.
    package private(set) var stoppedReason: String?
    /// The engine time the capture started at (a tick boundary), seconds:
    /// subtracted from every event's time, so the file starts at 0.
    package let origin: Double

    // Saving as the session goes (`startCheckpoints`): `scenario` changes
    // under `stateLock`, which the saves' queue takes to snapshot it.
    private let stateLock = NSLock()
    private var changedSinceSnapshot = false
    private var checkpoint: CaptureCheckpoint?

    /// A capture starting at engine time `origin` (0: the session's start).
    /// A capture started later begins with a jump to `offset`, where the
    /// content was (a motion in progress at that moment is not carried over).
    /// With 2–4 `lanes` (lane 0 first, `behavior` is lanes[0]), `window` is
    /// one lane's container, and `laneOffsets` (one per lane, for a capture
    /// started later) are each lane's jump. `safeArea` is `--device`'s
    /// (written as `safe-area`, so preset and axis switches replay with it).
    /// `view`: the view file scrolled (`--view-file`; its path and the hash
    /// of its text), written as `view` and `view-hash` in place of the preset.
    package init(path: String, preset: Preset, window: Size, items: Int, axes: Axes, behavior: String,
         deceleration: DecelerationRate, convention: OffsetConvention, tick: Double,
         origin: Double = 0, offset: Point = .zero, lanes: [String] = [], laneOffsets: [Point] = [],
         safeArea: EdgeInsets = .zero, behaviorFiles: [ScenarioBehaviorFile] = [], view: (path: String, hash: String)? = nil) {
        self.path = path
        self.origin = origin
        var s = Scenario(preset: preset, name: Self.baseName(of: path))
        s.description = "Captured live with playground run --capture."
        s.window = window
        s.items = items
        s.axes = axes
        s.behavior = behavior
        s.deceleration = deceleration
        s.convention = convention
        s.tick = tick
        s.safeArea = safeArea
        s.behaviorFiles = behaviorFiles
        s.view = view?.path
        s.viewHash = view?.hash
        if lanes.count > 1 {
            s.lanes = lanes
            s.behavior = lanes[0]
            for (lane, offset) in laneOffsets.enumerated() where offset != .zero {
                s.events.append(ScenarioEvent(time: 0, kind: .scrollTo(ScrollToRequest(.offset(offset), animated: false)), lane: lane))
            }
        } else if offset != .zero {
            s.events.append(ScenarioEvent(time: 0, kind: .scrollTo(ScrollToRequest(.offset(offset), animated: false))))
        }
        scenario = s
    }

    /// `captures/capture-20261123-072905.json` for a capture started from
    /// the window at `date` (local time).
    package static func defaultPath(at date: Date = Date(), directory: String = "captures") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return directory + "/capture-" + formatter.string(from: date) + ".json"
    }

    /// The scenario's name: the file's base name without `.json`.
    package static func baseName(of path: String) -> String {
        var base = path.split(separator: "/").last.map(String.init) ?? path
        if base.hasSuffix(".json") { base.removeLast(5) }
        return base.isEmpty ? "capture" : base
    }

    /// Appends one raw event the engines received at engine time
    /// `event.time` (only lane `lane`'s engine when not nil).
    package func record(_ event: TimedInputEvent, lane: Int? = nil) {
        guard stoppedReason == nil, let kind = Self.kind(of: event.event) else { return }
        // In time order, equal times in arrival order: the order the engine
        // delivers them in (a behavior switch may be stamped just before
        // inputs already queued for the same tick).
        insert(ScenarioEvent(time: max(0, event.time - origin), kind: kind, lane: lane))
    }

    private func insert(_ event: ScenarioEvent) {
        stateLock.lock()
        defer { stateLock.unlock() }
        changedSinceSnapshot = true
        var index = scenario.events.endIndex
        while index > scenario.events.startIndex, scenario.events[index - 1].time > event.time { index -= 1 }
        scenario.events.insert(event, at: index)
    }

    /// Appends a setup switch (preset, axis, deceleration) the window made
    /// with the engine at time `time` (a tick boundary, seconds), before the
    /// tick that delivers that time.
    func recordSetup(_ kind: ScenarioEvent.Kind, at time: Double, lane: Int? = nil) {
        guard stoppedReason == nil, kind.isSetup else { return }
        insert(ScenarioEvent(time: max(0, time - origin), kind: kind, lane: lane))
    }

    /// The scenario entry for a raw event: wheel events whose precise values
    /// are their whole steps are `wheel` entries, others `precise`.
    package static func kind(of raw: RawInputEvent) -> ScenarioEvent.Kind? {
        ScenarioEventType.capture(raw)
    }

    /// Drops the events the engine had not yet received at the end of `tick`
    /// (a branch from that tick).
    func truncate(afterTick tick: Int) {
        let length = scenario.tick
        let first = Int((origin / length).rounded())
        // The engine delivers an event at time t on tick ⌊t / tick⌋ + 1.
        stateLock.lock()
        changedSinceSnapshot = true
        defer { stateLock.unlock() }
        scenario.events.removeAll { Int((($0.time + origin) / length + 1e-9).rounded(.down)) + 1 > tick }
        if tick < first { stop("time travel went back before the capture started") }
    }

    /// Saves the capture to `path` every `interval` seconds from now on,
    /// whenever it changed (`CaptureCheckpoint`): a session killed outright
    /// keeps its events up to the last save, as a valid scenario file.
    /// `finish` stops the saves and writes the final file.
    package func startCheckpoints(every interval: Double = 1) {
        guard checkpoint == nil else { return }
        // K's default folder (captures/) is made here, as `finish` makes it; `--capture`'s was checked at start.
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        stateLock.lock()
        changedSinceSnapshot = true  // the first save writes the header even before any event
        stateLock.unlock()
        let checkpoint = CaptureCheckpoint(path: path, interval: interval) { [weak self] in self?.snapshotIfChanged() }
        self.checkpoint = checkpoint
        checkpoint.start()
    }

    /// Saves the capture so far now (if it changed), as the next periodic
    /// save would; nothing without `startCheckpoints`.
    func checkpointNow() {
        checkpoint?.saveNow()
    }

    /// Saves done by `startCheckpoints` so far (0 without them).
    var checkpointSaves: Int { checkpoint?.saves ?? 0 }

    /// The scenario when it changed since the last snapshot, else nil (any thread).
    private func snapshotIfChanged() -> Scenario? {
        stateLock.lock()
        defer { stateLock.unlock() }
        guard changedSinceSnapshot else { return nil }
        changedSinceSnapshot = false
        return scenario
    }

    /// Stops capturing (the file keeps what came before).
    package func stop(_ reason: String) {
        if stoppedReason == nil { stoppedReason = reason }
    }

    /// Writes the scenario file atomically (creating its directory). `end`
    /// is the engine time of the last tick the session stepped (when the
    /// window quit or K stopped the capture), seconds: written as the
    /// scenario's `end`, so `trace`, `qa` and `record` of the file stop on
    /// that tick (a window recording R made alongside ends there too). A
    /// capture that stopped early, or one longer than `Scenario.maxEnd`,
    /// has no end (the settle rule decides).
    package func finish(end: Double? = nil) throws {
        checkpoint?.stop()
        checkpoint = nil
        if let end, stoppedReason == nil {
            let time = max(0, end - origin, scenario.lastEventTime ?? 0)
            scenario.end = time <= Scenario.maxEnd ? time : nil
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        try AtomicFile.write(Array(scenario.fileText.utf8), to: path)
    }
}
