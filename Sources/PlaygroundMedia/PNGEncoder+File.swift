extension PNGEncoder {
    /// Encodes `image` and writes it to `path` atomically (`AtomicFile`).
    package static func write(_ image: RGBAImage, to path: String, options: Options = Options()) throws {
        try AtomicFile.write(encode(image, options: options), to: path)
    }
}
