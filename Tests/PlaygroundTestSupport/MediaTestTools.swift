import Foundation
import ScrollKitCore
import PlaygroundMedia

/// Independent decoders for the media tests: ImageMagick and Python's zlib,
/// run as child processes, so no test trusts only this project's code.
package enum MediaTestTools {
    package struct ToolError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Runs `arguments[0]` (looked up on PATH) with `stdin`, returning stdout
    /// and stderr; throws with stderr when the exit status is not 0. The
    /// streams go through temporary files, not pipes, so nothing can block
    /// or be cut short by an interrupted system call.
    @discardableResult
    package static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> (stdout: [UInt8], stderr: String) {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inPath = dir + "/stdin", outPath = dir + "/stdout", errPath = dir + "/stderr"
        try Data(stdin).write(to: URL(fileURLWithPath: inPath))
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle(forReadingAtPath: inPath)
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        process.waitUntilExit()
        let out = try [UInt8](Data(contentsOf: URL(fileURLWithPath: outPath)))
        let err = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ToolError(description: "\(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(err)")
        }
        return (out, err)
    }

    /// A fresh empty directory under the system temp directory.
    package static func makeTemporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "media-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes what `makeTemporaryDirectory` or `writeTemporaryFile` made
    /// (for a file, its whole directory).
    package static func removeTemporary(_ path: String) {
        let dir = path.hasSuffix("/") || !path.contains("/file.") ? path : String(path[..<path.lastIndex(of: "/")!])
        guard dir.hasPrefix(NSTemporaryDirectory()), dir.contains("media-tests-") else { return }
        try? FileManager.default.removeItem(atPath: dir)
    }

    package static func writeTemporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
        let dir = try makeTemporaryDirectory()
        let path = dir + "/file." + suffix
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// ImageMagick's decoding of a single-image file as RGBA8 bytes.
    package static func magickRGBA(_ path: String) throws -> [UInt8] {
        try run(["convert", path, "-depth", "8", "rgba:-"]).stdout
    }

    /// ImageMagick's decoding of every frame of an animated GIF, coalesced
    /// (each frame as displayed), as full-canvas RGBA8 images.
    package static func magickFrames(_ path: String, width: Int, height: Int) throws -> [RGBAImage] {
        let bytes = try run(["convert", path, "-coalesce", "-depth", "8", "rgba:-"]).stdout
        let frameBytes = width * height * 4
        guard frameBytes > 0, bytes.count % frameBytes == 0 else {
            throw ToolError(description: "convert gave \(bytes.count) bytes, not a multiple of \(frameBytes)")
        }
        return (0..<(bytes.count / frameBytes)).map {
            RGBAImage(width: width, height: height, pixels: Array(bytes[($0 * frameBytes)..<(($0 + 1) * frameBytes)]))
        }
    }

    /// `identify -format FORMAT path`, as text.
    package static func identify(_ path: String, format: String) throws -> String {
        String(decoding: try run(["identify", "-format", format, path]).stdout, as: UTF8.self)
    }

    /// Python 3's `zlib.decompress` of a zlib stream (wbits 15) or raw
    /// DEFLATE stream (wbits −15).
    package static func pythonInflate(_ bytes: [UInt8], raw: Bool = false) throws -> [UInt8] {
        let script = "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), \(raw ? -15 : 15)))"
        return try run(["python3", "-c", script], stdin: bytes).stdout
    }

    /// Drops the alpha channel's influence: every pixel made opaque
    /// (GIF has no partial alpha; the encoder ignores alpha).
    package static func opaque(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        var i = 3
        while i < copy.pixels.count { copy.pixels[i] = 255; i += 4 }
        return copy
    }
}
