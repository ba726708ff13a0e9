import Foundation
import Testing
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// Atomic writes: the destination holds the old file or the whole new one,
/// never a part; no temporary file survives a failure or a cancel.
@Suite struct MediaAtomicFileTests {
    static func entries(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    static func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func writeCreatesAndReplaces() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/out.png"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(try Self.contents(path) == [1, 2, 3])
        try AtomicFile.write([UInt8](repeating: 9, count: 100_000), to: path)
        #expect(try Self.contents(path) == [UInt8](repeating: 9, count: 100_000))
        #expect(try Self.entries(dir) == ["out.png"])
    }

    @Test func temporaryFileSitsBesideTheDestination() throws {
        let pid = getpid()
        #expect(AtomicFileWriter.temporaryPrefix(for: "demo.gif") == ".demo.gif.tmp-\(pid)-")
        #expect(AtomicFileWriter.temporaryPrefix(for: "out/demo.gif") == "out/.demo.gif.tmp-\(pid)-")
        #expect(AtomicFileWriter.temporaryPrefix(for: "/demo.gif") == "/.demo.gif.tmp-\(pid)-")
        for bad in ["", "out/", "/", "a/..", "."] {
            #expect(AtomicFileWriter.temporaryPrefix(for: bad) == nil, "\(bad)")
            #expect(throws: AtomicFileError.self) { try AtomicFileWriter(path: bad) }
        }
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let writer = try AtomicFileWriter(path: dir + "/x.bin")
        #expect(AtomicFileRegistry.shared.pendingPaths.contains(writer.temporaryPath))
        try writer.commit()
        #expect(!AtomicFileRegistry.shared.pendingPaths.contains(writer.temporaryPath))
    }

    @Test func missingDirectoryFailsNamingThePath() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/no/such/dir/out.gif"
        do {
            try AtomicFile.write([1], to: path)
            Issue.record("expected an error")
        } catch let error as AtomicFileError {
            #expect(error.path == path)
            #expect(error.code == ENOENT)
            #expect(error.description.contains(path))
            #expect(error.description.contains("No such file or directory"))
        }
        #expect(try Self.entries(dir).isEmpty)
    }

    @Test func failedRenameLeavesNoTemporaryFile() throws {
        // The destination is a non-empty directory: the final rename fails.
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(try Self.entries(dir) == ["taken"])
        #expect(try Self.entries(path) == ["inside"])
    }

    @Test func cancelAndDropLeaveTheOldFile() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/demo.gif"
        try AtomicFile.write(Array("old".utf8), to: path)
        let writer = try AtomicFileWriter(path: path)
        try writer.write(Array("half of a new fi".utf8))
        #expect(try Self.entries(dir).count == 2)   // the temporary file is beside it
        #expect(writer.temporaryPath.hasPrefix(dir + "/.demo.gif.tmp-"))
        writer.cancel()
        writer.cancel()  // idempotent
        #expect(try Self.entries(dir) == ["demo.gif"])
        #expect(try Self.contents(path) == Array("old".utf8))
        #expect(throws: AtomicFileError.self) { try writer.write([1]) }
        do {
            let dropped = try AtomicFileWriter(path: path)
            try dropped.write([1, 2, 3])
        }  // released without commit
        #expect(try Self.entries(dir) == ["demo.gif"])
        #expect(AtomicFileRegistry.shared.pendingPaths.allSatisfy { !$0.hasPrefix(dir) })
    }

    @Test func overwritePatchesInPlaceAndRejectsPastTheEnd() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/p.bin"
        let writer = try AtomicFileWriter(path: path)
        try writer.write([0, 0, 0, 0, 5])
        try writer.overwrite([1, 2], at: 1)
        try writer.commit()
        #expect(try Self.contents(path) == [0, 1, 2, 0, 5])
        #expect(throws: AtomicFileError.self) { try writer.write([1]) }  // after commit

        let bad = try AtomicFileWriter(path: dir + "/q.bin")
        try bad.write([1, 2])
        #expect(throws: AtomicFileError.self) { try bad.overwrite([1, 2], at: 1) }
        #expect(!bad.isOpen)
        #expect(try Self.entries(dir) == ["p.bin"])
    }

    @Test func failingGIFRecordingLeavesNothing() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/rec.gif"
        let gif = try GIFFileWriter(path: path, width: 40, height: 30, framesPerSecond: 30)
        try gif.addFrame(MediaSamples.uiFrame(width: 40, height: 30, offset: 0))
        try gif.addFrame(MediaSamples.uiFrame(width: 40, height: 30, offset: 5))
        gif.cancel()
        #expect(try Self.entries(dir).isEmpty)
        // A recording that never got a frame fails at finish, leaving nothing.
        let empty = try GIFFileWriter(path: path, width: 40, height: 30)
        #expect(throws: GIFEncoderError.noFrames) { try empty.finish() }
        #expect(try Self.entries(dir).isEmpty)
        // Invalid canvas: refused before any file exists.
        #expect(throws: GIFEncoderError.invalidCanvasSize(width: 0, height: 30)) {
            try GIFFileWriter(path: path, width: 0, height: 30)
        }
        #expect(try Self.entries(dir).isEmpty)
    }

    @Test func streamedGIFEqualsTheInMemoryOne() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/rec.gif"
        let frames = (0..<8).map { MediaSamples.uiFrame(width: 120, height: 160, offset: $0 * 17) }
        let gif = try GIFFileWriter(path: path, width: 120, height: 160, framesPerSecond: 30)
        for f in frames { try gif.addFrame(f) }
        let stats = try gif.finish()
        #expect(stats.imagesWritten == 8)
        let memory = GIFEncoder(width: 120, height: 160)
        for (f, d) in zip(frames, GIFFrameClock.delays(framesPerSecond: 30, count: 8)) {
            try memory.addFrame(f, delayCentiseconds: d)
        }
        #expect(try Self.contents(path) == (try memory.finish()))
        #expect(try Self.entries(dir) == ["rec.gif"])
        #expect(try MediaTestTools.magickFrames(path, width: 120, height: 160) == frames)
    }

    @Test func pngWriteIsAtomicToo() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let image = MediaSamples.uiFrame(width: 64, height: 48, offset: 3)
        try PNGEncoder.write(image, to: dir + "/shot.png")
        #expect(try MediaTestTools.magickRGBA(dir + "/shot.png") == image.pixels)
        #expect(try Self.entries(dir) == ["shot.png"])
    }
}
