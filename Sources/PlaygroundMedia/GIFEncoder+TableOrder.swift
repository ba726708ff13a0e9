import ScrollKitCore

// The kept images rewritten at `finish` (up to `reorderLimit` bytes in
// memory): the global table in the order that gives the narrowest codes,
// and local tables for the images that are smaller so.

extension GIFEncoder {
    /// The held images with the global table in the order that gives them
    /// the narrowest codes (`GIFGlobalTableOrder`), each global image's
    /// LZW data rewritten code for code under its new indices
    /// (`GIFLZWTranscoder`). An image whose codes would widen and no longer
    /// fit the dictionary, or that is smaller so, takes a local table of
    /// its own colours instead (sizes compared exactly, from the codes);
    /// the order is then chosen again without it. Images that had a local
    /// table keep it. Returns the new table, the entries the header must
    /// give (the table and every transparent index) and the images; nil
    /// when an image's data cannot be read (never for this encoder's own).
    func reordered(_ images: [UInt8]) -> (table: [RGBColor], entries: Int, images: [UInt8])? {
        // Each image: graphic control extension (8 bytes: flags at 3,
        // transparent index at 6), descriptor (10: flags at 17), then, in
        // the global table, the data from byte 18.
        struct Global {
            var range: Range<Int>
            var survey: GIFLZWCodeSurvey
            var image: GIFGlobalTableOrder.Image
            var goesLocal = false
        }
        var globals: [Int: Global] = [:]
        let ok: Bool = images.withUnsafeBufferPointer { bytes in
            for (i, range) in keptImages.enumerated() where bytes[range.lowerBound + 17] & 0x80 == 0 {
                let data = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 18)..<range.upperBound])
                guard let survey = GIFLZWCodeSurvey(data) else { return false }
                let transparent = bytes[range.lowerBound + 3] & 1 != 0 ? Int(bytes[range.lowerBound + 6]) : nil
                let colors = survey.roots.indices.filter { survey.roots[$0] && $0 != transparent }
                guard colors.allSatisfy({ $0 < globalKeys.count }) else { return false }
                globals[i] = Global(range: range, survey: survey,
                                    image: .init(colors: colors, transparentIndex: transparent,
                                                 writesTransparent: transparent.map { survey.roots[$0] } ?? false))
            }
            return true
        }
        guard ok else { return nil }
        func order() -> GIFGlobalTableOrder {
            GIFGlobalTableOrder(colorCount: globalKeys.count,
                                images: keptImages.indices.compactMap { globals[$0].flatMap { $0.goesLocal ? nil : $0.image } })
        }
        /// Whether `global` is smaller (or only possible) with a local table under `order`.
        func prefersLocal(_ global: Global, _ order: GIFGlobalTableOrder) -> Bool {
            let size = order.relabel(global.image).minCodeSize
            guard global.survey.fits(minCodeSize: size) else { return true }
            let local = GIFGlobalTableOrder.localRelabel(global.image)
            return global.survey.dataSize(minCodeSize: local.minCodeSize) + 3 * local.entries
                < global.survey.dataSize(minCodeSize: size)
        }
        let first = order()
        for i in keptImages.indices where globals[i] != nil { globals[i]!.goesLocal = prefersLocal(globals[i]!, first) }
        let order = order()
        var out: [UInt8] = []
        out.reserveCapacity(images.count)
        var entries = max(order.order.count, 2)
        for (i, range) in keptImages.enumerated() {
            guard let global = globals[i] else {
                out.append(contentsOf: images[range])
                continue
            }
            let head = range.lowerBound..<(range.lowerBound + 18)
            let start = out.count
            out.append(contentsOf: images[head])
            let labels: [UInt8], transparent: Int?, size: Int
            if global.goesLocal || prefersLocal(global, order) {
                let local = GIFGlobalTableOrder.localRelabel(global.image)
                (labels, transparent, size) = (local.labels, local.transparentIndex, local.minCodeSize)
                out[start + 17] = 0x80 | UInt8(Self.tableSizeField(entries: local.entries))
                out += Self.colorTable(global.image.colors.map { ColorIndexMap.color(ofRawPixel: globalKeys[$0]) },
                                       entries: local.entries)
                statistics.localPaletteImages += 1
            } else {
                (labels, transparent, size) = order.relabel(global.image)
                if let transparent { entries = max(entries, transparent + 1) }
            }
            if let transparent { out[start + 6] = UInt8(transparent) }
            let done = images.withUnsafeBufferPointer { bytes in
                GIFLZWTranscoder.transcode(UnsafeBufferPointer(rebasing: bytes[head.upperBound..<range.upperBound]),
                                           survey: global.survey, labels: labels, minCodeSize: size, into: &out)
            }
            guard done else { return nil }
            statistics.transcodedImages += 1
        }
        return (order.order.map { ColorIndexMap.color(ofRawPixel: globalKeys[$0]) }, entries, out)
    }
}
