/// Whole-file atomic writes: `path` ends up holding all of `bytes`, or, on
/// any failure, whatever it held before (and no temporary file is left).
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        let writer = try AtomicFileWriter(path: path)
        do {
            try writer.write(bytes)
            try writer.commit()
        } catch {
            writer.cancel()
            throw error
        }
    }
}
