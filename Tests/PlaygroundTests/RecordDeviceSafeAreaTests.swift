import Foundation
import Testing
import ScrollKitCore
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// `--device` insets the content by the device's safe area, as SwiftUI does
/// for a ScrollView under the status bar: at rest the first card starts
/// exactly `safeArea.top` lower than in the same window without a device,
/// and scrolled content passes under the inset. Without `--device` nothing
/// moves (the preset suites keep their golden values).
@Suite("Device safe area") struct RecordDeviceSafeAreaTests {
    static var scenario: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("demos/scenarios/look-rainbow.json").path
    }

    /// The first row, from the top, where the centre column shows a rainbow
    /// card (85 % white over the hue: every channel high; the hue itself has
    /// a channel at 0).
    static func firstCardRow(_ image: RGBAImage) -> Int? {
        let x = image.width / 2 + 40
        return (0..<image.height).first { y in
            let p = image[x, y]
            return min(p.r, p.g, p.b) >= 180
        }
    }

    static func render(at time: Double, _ extra: [String], in directory: String, name: String) throws -> RGBAImage {
        let png = directory + "/\(name).png"
        let result = try RecordTestSupport.playground(["record", scenario, "--out", png, "--at", "\(time)", "--no-hud"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try RecordTestSupport.decode(png)
    }

    @Test func theSafeAreaInsetsTheContentAndItScrollsUnder() throws {
        let directory = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(directory) }
        let device = try #require(Device.named("iphone-16"))
        let size = "\(Int(device.size.width))x\(Int(device.size.height))"
        let plain = try Self.render(at: 0, ["--window", size], in: directory, name: "plain")
        let inset = try Self.render(at: 0, ["--device", device.name], in: directory, name: "inset")
        let plainTop = try #require(Self.firstCardRow(plain))
        let insetTop = try #require(Self.firstCardRow(inset))
        #expect(insetTop - plainTop == Int(device.safeArea.top), "first card at \(plainTop) without, \(insetTop) with the device")
        // Two wheel notches later the content has moved up under the inset.
        let scrolled = try Self.render(at: 1.5, ["--device", device.name], in: directory, name: "scrolled")
        let scrolledTop = try #require(Self.firstCardRow(scrolled))
        #expect(scrolledTop < Int(device.safeArea.top), "scrolled content shows under the safe area (first card row \(scrolledTop))")
    }
}
