import ScrollKitCore

/// How `GIFEncoder` writes its file. The defaults are the best output; the
/// switches exist for comparison and tests.
package struct GIFEncoderOptions: Sendable {
    /// Times the animation repeats: 0 = forever (the NETSCAPE2.0 block says
    /// so), nil = play once (no block).
    var loopCount: Int? = 0
    /// One colour table in the header, grown frame by frame while colours
    /// fit in 256; frames that do not fit get a local table.
    var usesGlobalPalette = true
    /// Encode only the rectangle that changed since the previous frame.
    var cropsToChanges = true
    /// Inside that rectangle, mark unchanged pixels with a transparent index
    /// when that makes the frame smaller.
    var usesTransparency = true
    /// A frame identical to the previous one adds its delay to it instead of
    /// becoming a frame of its own.
    var mergesIdenticalFrames = true
    /// Fill for the part of the canvas a smaller frame does not cover.
    package var background = RGBColor(r: 0, g: 0, b: 0)

    package init() {}
}
