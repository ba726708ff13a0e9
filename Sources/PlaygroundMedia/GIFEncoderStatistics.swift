/// What a `GIFEncoder` did so far, for reports and tests.
package struct GIFEncoderStatistics: Sendable, Equatable {
    /// Frames given to `addFrame`.
    package var framesAdded = 0
    /// Images written to the file (merged frames are not images of their own).
    package var imagesWritten = 0
    /// Frames identical to their predecessor whose delay went to it.
    var mergedFrames = 0
    /// Images cropped to less than the canvas.
    var croppedImages = 0
    /// Images that mark unchanged pixels with a transparent index.
    var transparentImages = 0
    /// Images with their own colour table.
    var localPaletteImages = 0
    /// Images with more than 256 colours, reduced by the quantiser.
    var quantizedImages = 0
    /// Transparent, exact images whose layouts were all tried (or sampled).
    var layoutChecks = 0
    /// Transparent, exact images LZW-encoded once in the last checked winner's layout.
    var predictedLayouts = 0
    /// Images whose codes were sized by their changed pixels' colours
    /// (unchanged pixels past them written transparent) because that was smaller.
    var narrowedImages = 0
    /// Images written in a fixed layout (all colour, or gifsicle's runs),
    /// smaller than every free one (`GIFEncoder.extraLayouts`).
    var fixedLayoutImages = 0
    /// Colours in the global colour table.
    var globalColors = 0
    /// Images whose LZW data `finish` rewrote for the reordered global
    /// table (every global image of a file that stayed within `holdLimit`).
    var transcodedImages = 0
}
