import Foundation
import Testing
@testable import PlaygroundMedia
#if canImport(Glibc)
import Glibc
import PlaygroundTestSupport
#endif

/// What atomic writes never do (a user's files are safe): replace anything but a regular
/// file, or leave the temporaries of dead processes behind for ever.
@Suite struct MediaAtomicFileSafetyTests {
    @Test func onlyRegularFilesAreReplaced() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/target")
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        #expect(AtomicFileWriter.nonRegularKind(of: dir + "/link") == "a symbolic link")
        #expect(AtomicFileWriter.nonRegularKind(of: dir + "/fifo") == "a FIFO")
        #expect(AtomicFileWriter.nonRegularKind(of: dir + "/sub") == "a directory")
        #expect(AtomicFileWriter.nonRegularKind(of: "/dev/null") == "a character device")
        #expect(AtomicFileWriter.nonRegularKind(of: dir + "/absent") == nil)
        for name in ["link", "fifo"] {
            #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2, 3], to: dir + "/" + name) }
        }
        // The link still points where it did; its target was never created.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link") == dir + "/target")
        #expect(!FileManager.default.fileExists(atPath: dir + "/target"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["fifo", "link", "sub"])
    }

    @Test func aLinkPlacedWhileWritingIsNotReplacedEither() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let path = dir + "/out.gif"
        let writer = try AtomicFileWriter(path: path)
        try writer.write([1, 2, 3])
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/passwd")
        #expect(throws: AtomicFileError.self) { try writer.commit() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.gif"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/etc/passwd")
    }

    @Test func temporariesOfDeadProcessesAreRemovedByTheNextWriter() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        // A PID that cannot exist (above pid_max) stands for a process killed with SIGKILL.
        let dead = dir + "/.demo.gif.tmp-2147483000-abc"
        let live = dir + "/.demo.gif.tmp-1-def"            // init is alive
        let other = dir + "/.other.gif.tmp-2147483000-ghi" // another destination: not ours to remove
        for path in [dead, live, other] { try Data([0]).write(to: URL(fileURLWithPath: path)) }
        try AtomicFile.write([7], to: dir + "/demo.gif")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
                == [".demo.gif.tmp-1-def", ".other.gif.tmp-2147483000-ghi", "demo.gif"])
    }

    @Test func standardOutputCannotBeRewritten() throws {
        let writer = try AtomicFileWriter(path: "-")
        #expect(writer.isStandardOutput)
        do {
            try writer.overwrite([0], at: 0)
            Issue.record("expected an error")
        } catch let error as AtomicFileError {
            #expect(error.description.contains("standard output"))
            #expect(error.code == ESPIPE)
        }
    }

    /// `record --out - --at T`: a valid PNG on standard output, the summary on stderr.
    @Test func recordWritesAPNGToStandardOutput() throws {
        let dir = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(dir) }
        let child = try Tools.spawn(Tools.playground, ["record", "fling-one-page", "--out", "-", "--at", "0.5"],
                                    stdoutPath: dir + "/out.png", stderrPath: dir + "/err.txt")
        #expect(child.wait(timeout: 60) == 0)
        let stdout = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/out.png")))
        let stderr = try String(contentsOfFile: dir + "/err.txt", encoding: .utf8)
        #expect(Array(stdout.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(stdout.suffix(8).prefix(4)) == Array("IEND".utf8))
        #expect(stderr.contains("the frame of tick 60"))
    }
}
