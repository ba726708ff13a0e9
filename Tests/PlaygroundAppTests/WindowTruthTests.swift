import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// What the window shows must be true: its clock, its lanes after a lane
/// change, pausing, the files it names, where it sits on the display.
/// Driven without SDL, with wall time passed in.
@Suite struct WindowTruthTests {
    typealias Session = PlaygroundSessionTests

    /// A window opened with nothing to do rests at tick 0: no idle ticks,
    /// the HUD's state row reads tick 0 and its frames row "at rest".
    @Test func anIdleWindowRestsAtTickZero() {
        var stage = Stage(options: Session.options().stage)
        #expect(stage.isAtRest)
        stage.advance(toWall: 5)
        #expect(stage.tick == 0, "five idle seconds make no tick")
        let frame = stage.frame(atWall: 5)
        #expect(frame.hud.tick == 0 && frame.hud.time == 0)
        #expect(frame.hud.isAtRest)
        let rows = HUDRenderer().rows(for: frame.hud)
        #expect(rows.first { $0.label == "frames" }?.value == HUDRenderer.atRest)
        #expect(rows.first { $0.label == "state" }?.value == "LIVE  1×  tick 0  0.00 s")
    }

    /// The clock starts with the first input and stops `settleSeconds` of
    /// engine time after the last change: a fling that starts at wall 2 s
    /// begins at tick 1, and frames drawn while it moves are not "at rest".
    @Test func theClockStartsAtTheFirstInputAndStopsAtRest() {
        var stage = Stage(options: Session.options().stage)
        stage.advance(toWall: 2)
        Session.fling(&stage, at: 2)
        #expect(!stage.isAtRest)
        #expect(!stage.frame(atWall: 2.1).hud.isAtRest)
        #expect((11...13).contains(stage.tick), "about 12 ticks of drag (0.1 s), counted from tick 0 at wall 2 s")
        var wall = 2.1
        while !stage.isAtRest && wall < 10 { wall += 1.0 / 120; stage.advance(toWall: wall) }
        #expect(stage.isAtRest)
        let head = stage.tick
        let rest = stage.history[sequence: head]!.engines[0].lastRecord
        #expect(rest.phase == .idle)
        stage.advance(toWall: wall + 30)
        #expect(stage.tick == head)
    }

    /// Tab (and 1…0) while paused stays paused: the future is dropped, the
    /// new behavior runs from the next tick, which stepping shows.
    @Test func selectingABehaviorWhilePausedStaysPaused() {
        var stage = Stage(options: Session.options().stage)
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.5)
        stage.togglePause(atWall: 0.5)
        stage.step(by: -10)
        let shown = stage.shownTick
        let before = stage.behaviorName
        #expect(WindowKeys.press(KeyPress(name: "tab"), on: &stage, atWall: 0.6) == .titleChanged)
        #expect(stage.mode == .paused)
        #expect(stage.behaviorName != before)
        #expect(stage.shownTick == shown && stage.tick == shown, "the future after the shown tick is dropped")
        stage.advance(toWall: 2)
        #expect(stage.tick == shown, "paused: no tick runs")
        stage.step(by: 1)
        #expect(stage.shownEngines[0].lastRecord.behavior == stage.behaviorName)
        _ = WindowKeys.press(KeyPress(name: "3"), on: &stage, atWall: 2.1)
        #expect(stage.mode == .paused)
    }

    /// 4 → 1 lanes keeps the selected lane, its behavior and its state.
    @Test func theSelectedLaneSurvivesGoingBackToOneLane() {
        var stage = Stage(options: Session.options(lanes: ["paging", "seed-v2", "seed-v3", "free"]).stage)
        let lane2 = stage.laneFrames[2].content.origin
        Session.fling(&stage, at: 0.1, from: lane2.x + 300, y: lane2.y + 400)
        #expect(stage.selectedLane == 2)
        stage.advance(toWall: 0.4)
        let kept = stage.engines[2].lastRecord
        #expect(kept.offset != stage.engines[3].lastRecord.offset, "free and seed-v3 differ mid-fling")
        #expect(WindowKeys.press(KeyPress(name: "l"), on: &stage, atWall: 0.4) == .layoutChanged)
        #expect(stage.laneBehaviors == ["seed-v3"])
        #expect(stage.selectedLane == 0)
        #expect(stage.engines[0].lastRecord.offset == kept.offset)
        #expect(stage.engines[0].lastRecord.velocity == kept.velocity)
    }

    /// Screenshot and recording names never collide: the first free number
    /// on disk, never one handed out before in the session.
    @Test func windowFileNamesNeverCollide() {
        var onDisk: Set<String> = ["shots/playground-pages-t000000-1.png", "shots/playground-pages-t000000-2.png"]
        var names = WindowFileName()
        let first = names.next(in: "shots", preset: "pages", tick: 0, ext: "png") { onDisk.contains($0) }
        #expect(first == "shots/playground-pages-t000000-3.png")
        // Not yet on disk (written in the background), still not handed out again.
        let second = names.next(in: "shots", preset: "pages", tick: 0, ext: "png") { onDisk.contains($0) }
        #expect(second == "shots/playground-pages-t000000-4.png")
        onDisk.insert(first)
        #expect(names.next(in: "shots", preset: "pages", tick: 7, ext: "gif") { onDisk.contains($0) }
            == "shots/playground-pages-t000007-1.gif")
        // A second window in the same folder starts from what is on disk.
        var other = WindowFileName()
        #expect(other.next(in: "shots", preset: "pages", tick: 0, ext: "png") { onDisk.contains($0) }
            == "shots/playground-pages-t000000-4.png")
    }

    /// A window grown to four lanes from the centre of a 1600 px display
    /// moves left to lie whole on it; one that fits stays where it is.
    @Test func aGrownWindowMovesOntoTheDisplay() {
        let display = (x: 0, y: 0, width: 1600, height: 1000)
        let four = LaneLayout.size(container: Size(width: 390, height: 844), count: 4)
        #expect(four.width <= 1600 - SDLWindow.displayMargin.width, "four lanes fit at scale 1")
        let moved = SDLWindow.fittingOrigin(x: 605, y: 78, width: Int(four.width), height: Int(four.height), display: display)
        #expect(moved.x + Int(four.width) <= 1600 && moved.x >= 0)
        #expect(moved.y == 78)
        #expect(SDLWindow.fittingOrigin(x: 605, y: 78, width: 390, height: 844, display: display) == (605, 78))
        // Larger than the display: the top-left corner wins.
        #expect(SDLWindow.fittingOrigin(x: 300, y: 300, width: 2000, height: 1200, display: display) == (0, 0))
    }

    /// With `--frame`, the HUD's area starts below the device's top safe
    /// area (status bar and Dynamic Island) and ends above the home
    /// indicator, so the panel stays on the screen; without it, at the top.
    @Test func theHUDStaysOnTheDeviceScreen() throws {
        let device = try #require(Device.all.first { $0.name == "iphone-16" })
        var options = Session.options(preset: "feed", window: device.size)
        options.safeArea = device.safeArea
        let stage = Stage(options: options.stage)
        let lane = try #require(stage.frame(atWall: 0).lanes.first)
        let rect = Rect(origin: .zero, size: device.size)
        let framed = FrameComposer.hudArea(below: lane, in: rect, device: device)
        #expect(framed.minY >= device.safeArea.top, "below the island: \(framed)")
        #expect(framed.maxY <= device.size.height - device.safeArea.bottom)
        #expect(device.island.map { !framed.intersects($0) } == true)
        #expect(FrameComposer.hudArea(below: lane, in: rect).minY == 0)
    }

    /// The timeline's readout goes in the footer under the plot (never over
    /// a curve), centred on the playhead, whole inside the panel.
    @Test func theTimelineReadoutHasItsOwnStrip() {
        let panel = Rect(x: 0, y: 700, width: 390, height: TimelineRenderer.preferredHeight)
        let plot = TimelineRenderer.plotRect(in: panel)
        let size = Size(width: 220, height: 13)
        for x in [plot.minX, plot.midX, plot.maxX] {
            let at = TimelineRenderer.readoutOrigin(size: size, playheadX: x, plot: plot, in: panel)
            let pill = OverlayLabelLayout.pill(of: size, at: at)
            #expect(pill.minY > plot.maxY + 3 + TimelineRenderer.bandHeight, "under the phase band")
            #expect(OverlayLabelLayout.contains(panel, pill))
            if x == plot.midX { #expect(abs(pill.midX - x) <= 1.5) }
        }
    }

    /// A label naming a line sits at that line: just after it, or just
    /// before it when it does not fit after it, moved along the line when
    /// its place is taken, never at the lane's far side.
    @Test func labelsSitAtTheirLines() {
        let lane = Rect(x: 0, y: 0, width: 390, height: 844)
        let size = Size(width: 90, height: 13)
        func place(_ line: OverlayLabelLayout.Line, wanted: Point, taken: [Rect] = []) -> Point? {
            OverlayLabelLayout.freePlace(
                for: .init(text: "proposed 774.9", size: size, wanted: wanted, color: RenderPalette().proposed, line: line),
                inside: lane, taken: taken)
        }
        // A vertical line at x = 330: no room after it, so just before it.
        let right = place(.init(axis: .horizontal, position: 330), wanted: Point(x: 334, y: 520))!
        let pill = OverlayLabelLayout.pill(of: size, at: right)
        #expect(pill.maxX <= 330 && pill.maxX >= 330 - OverlayLabelLayout.lineGap - 0.5, "touches its line: \(pill)")
        #expect(right.y == 520)
        // At x = 100: after it.
        let left = place(.init(axis: .horizontal, position: 100), wanted: Point(x: 104, y: 520))!
        #expect(OverlayLabelLayout.pill(of: size, at: left).minX == 100 + OverlayLabelLayout.lineGap)
        // Its place taken: the other side of the line, or along it; never across the lane.
        let blocker = OverlayLabelLayout.pill(of: size, at: left)
        let moved = place(.init(axis: .horizontal, position: 100), wanted: Point(x: 104, y: 520), taken: [blocker])!
        let movedPill = OverlayLabelLayout.pill(of: size, at: moved)
        #expect(movedPill.minX == 100 + OverlayLabelLayout.lineGap || movedPill.maxX == 100 - OverlayLabelLayout.lineGap, "\(movedPill)")
        #expect(!movedPill.intersects(blocker))
        // A line beyond the lane: clamped to the nearest edge.
        let off = place(.init(axis: .horizontal, position: 900), wanted: Point(x: 904, y: 520))!
        #expect(OverlayLabelLayout.pill(of: size, at: off).maxX <= 390 && off.x > 390 - size.width - 8)
        // A horizontal line (a vertical target's top edge): below it.
        let top = place(.init(axis: .vertical, position: 300), wanted: Point(x: 280, y: 304))!
        #expect(OverlayLabelLayout.pill(of: size, at: top).minY == 300 + OverlayLabelLayout.lineGap)
    }
}
