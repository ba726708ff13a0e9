import Foundation
import ScrollKitCore
import PlaygroundRender
import PlaygroundMedia

/// Helpers shared by the renderer's test suites.
package enum RenderTestSupport {
    /// The system fonts (`FontBook.system()`).
    package static func font() throws -> FontBook { try FontBook.system() }

    /// Where screenshots go for people to look at.
    package static let screenshotDirectory = URL(fileURLWithPath: "/tmp/scrollkit-render-shots", isDirectory: true)

    /// Saves `image` as `/tmp/scrollkit-render-shots/NAME.png` through
    /// ImageMagick (the project's PNG encoder belongs to another module).
    /// Best effort: a missing `convert` only skips the file.
    package static func save(_ image: RGBAImage, as name: String) {
        let fm = FileManager.default
        try? fm.createDirectory(at: screenshotDirectory, withIntermediateDirectories: true)
        let raw = screenshotDirectory.appendingPathComponent("\(name).raw")
        let png = screenshotDirectory.appendingPathComponent("\(name).png")
        guard fm.createFile(atPath: raw.path, contents: Data(image.pixels)) else { return }
        defer { try? fm.removeItem(at: raw) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert", "-size", "\(image.width)x\(image.height)", "-depth", "8", "rgba:\(raw.path)", png.path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return
        }
    }

    /// The largest per-channel difference between a pixel and a colour (RGB only).
    package static func distance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: RGBColor) -> Int {
        max(abs(Int(p.r) - Int(c.r)), abs(Int(p.g) - Int(c.g)), abs(Int(p.b) - Int(c.b)))
    }

    /// The colour `over` blended onto opaque `under` as SDL_BLENDMODE_BLEND does
    /// (to ±1 rounding).
    package static func blend(_ over: RGBColor, onto under: RGBColor) -> RGBColor {
        let a = Double(over.a) / 255
        func mix(_ o: UInt8, _ u: UInt8) -> UInt8 {
            UInt8((Double(o) * a + Double(u) * (1 - a)).rounded())
        }
        return RGBColor(r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b))
    }

    /// The number of pixels in the device rectangle (x, y, w, h) whose colour
    /// differs from `color` by more than `tolerance` on some channel.
    package static func countDiffering(_ image: RGBAImage, x: Int, y: Int, w: Int, h: Int, from color: RGBColor, tolerance: Int = 2) -> Int {
        var n = 0
        for yy in max(0, y)..<min(image.height, y + h) {
            for xx in max(0, x)..<min(image.width, x + w) where distance(image[xx, yy], color) > tolerance {
                n += 1
            }
        }
        return n
    }
}
