/// The largest window and frame the playground accepts, in device pixels,
/// derived from measured memory so a huge window fails early, not in the allocator (`/usr/bin/time -f %M`):
///
/// - `playground record`, one GIF lane (release build): peak ≈ 34 MB +
///   12.7 bytes per device pixel (canvas, read-back image, previous frame
///   for differencing, colour indices): 44 MB at 1024×1024, 84 MB at
///   2048×2048, 244 MB at 4096×4096, 348 MB at 5000×5000, 3.4 GB at
///   16384×16384.
/// - `playground run` (Xvfb, release): 389 MB at 8192×4096 (≈ 11.6 bytes
///   per pixel), 817 MB while recording (≈ 24 bytes per pixel); 2.2 GB at
///   16000×16000 before this bound.
///
/// At most 8192 pixels a side and `maximumPixels` (32 Mi, e.g. 8192×4096,
/// an 8K display fits) in all keeps a headless recording under ≈ 460 MB and
/// the window under ≈ 0.4 GB (≈ 0.8 GB while recording); anything larger
/// is bad input (exit 2).
package enum FrameBounds {
    /// Longest side, device pixels.
    package static let maximumSide = 8192
    /// Largest area, device pixels (2^25).
    package static let maximumPixels = 1 << 25
    /// Measured peak bytes per device pixel of a GIF recording.
    static let recordBytesPerPixel = 12.7

    /// True when a frame of `width`×`height` device pixels is within the bounds.
    package static func allows(width: Double, height: Double) -> Bool {
        width.isFinite && height.isFinite && width >= 1 && height >= 1
            && width <= Double(maximumSide) && height <= Double(maximumSide)
            && width * height <= Double(maximumPixels)
    }

    /// Why a frame is refused: "at most 8192 px a side and 33554432 px in all
    /// (about 470 MB to record)".
    package static var limitDescription: String {
        let megabytes = Int((34 + recordBytesPerPixel * Double(maximumPixels) / 1e6).rounded())
        return "at most \(maximumSide) px a side and \(maximumPixels) px in all (about \(megabytes) MB to record)"
    }
}
