import CSDL2

/// Lines in several faces: a line the UI face cannot draw whole is cut into
/// runs of characters, each drawn with the first face of the fallback chain
/// (`FontBook.chain`) that has them, side by side on one baseline.
extension TextRasterizer {
    /// Characters of a line drawn with one face.
    struct TextRun: Equatable {
        var face: Face
        var text: String
    }

    /// The runs of `text` when some character needs another face than
    /// `primary`; nil when `primary` draws it all (the line is then drawn
    /// whole, as before, its unknown characters as ASCII stand-ins).
    ///
    /// A character (a grapheme cluster) goes to: the colour face when it
    /// asks for emoji presentation (an emoji-presentation scalar, U+FE0F,
    /// a zero-width joiner or a skin-tone modifier); else the current
    /// run's face for white space it has; else `primary` when it has every
    /// scalar or the character has an ASCII stand-in (`FontBook.fallbacks`);
    /// else the first face of the chain that has every scalar
    /// (which faces have which characters is asked of FreeType's cmap once
    /// and remembered); else `primary` (stand-ins).
    func runs(_ text: String, primary: Face, pixels: Int32) -> [TextRun]? {
        guard !book.chain.isEmpty, !TextRasterizer.isPlain(text) else { return nil }
        var runs: [TextRun] = []
        var needed = false
        for character in text {
            let face = chooseFace(character, current: runs.last?.face, primary: primary, pixels: pixels)
            if face != primary { needed = true }
            if runs.last?.face == face { runs[runs.count - 1].text.append(character) } else { runs.append(TextRun(face: face, text: String(character))) }
        }
        return needed ? movingTrailingSpaces(runs, to: primary) : nil
    }

    /// `runs` with the white space that ends a right-to-left or colour run
    /// moved into a run of `primary` after it: HarfBuzz lays a
    /// right-to-left run's trailing space out on its left, and the emoji
    /// font's space is as wide as an emoji.
    private func movingTrailingSpaces(_ runs: [TextRun], to primary: Face) -> [TextRun] {
        var out: [TextRun] = []
        for run in runs {
            var text = run.text
            var moved = ""
            if case .fallback(let i) = run.face, book.chain[i].isColor || book.chain[i].isRightToLeft {
                while let last = text.last, last.isWhitespace {
                    moved.insert(last, at: moved.startIndex)
                    text.removeLast()
                }
            }
            if !text.isEmpty {
                if out.last?.face == run.face { out[out.count - 1].text += text } else { out.append(TextRun(face: run.face, text: text)) }
            }
            if !moved.isEmpty {
                if out.last?.face == primary { out[out.count - 1].text += moved } else { out.append(TextRun(face: primary, text: moved)) }
            }
        }
        return out
    }

    /// Whether `face` at `pixels` has every scalar of `character` that is
    /// drawn (variation selectors and joiners are not).
    private func has(_ face: Face, _ character: Character, pixels: Int32) -> Bool {
        let key = FontKey(face: face, pixels: pixels)
        guard let font = font(key) else { return false }
        return character.unicodeScalars.allSatisfy { s in
            s.value <= 0x7E || TextRasterizer.isFormat(s.value) || isProvided(s.value, key: key, font: font)
        }
    }

    /// Variation selectors, the zero-width joiner and emoji tags: shaped
    /// with their neighbours, never drawn alone.
    private static func isFormat(_ v: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(v) || v == 0x200D || (0xE0020...0xE007F).contains(v)
    }

    /// True when `character` is shown as an emoji picture.
    static func wantsEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { s in
            s.properties.isEmojiPresentation || s.value == 0xFE0F || s.value == 0x200D || (0x1F3FB...0x1F3FF).contains(s.value)
        } && !character.unicodeScalars.contains { $0.value == 0xFE0E }
    }

    private func chooseFace(_ character: Character, current: Face?, primary: Face, pixels: Int32) -> Face {
        let chain = book.chain.indices
        if TextRasterizer.wantsEmoji(character),
           let i = chain.first(where: { book.chain[$0].isColor && has(.fallback($0), character, pixels: pixels) }) {
            return .fallback(i)
        }
        if character.isWhitespace, let current, has(current, character, pixels: pixels) { return current }
        if has(primary, character, pixels: pixels) { return primary }
        // The typographic characters the stand-ins were written for (arrows,
        // dashes, ⇧) keep them: the playground's own text draws as before.
        if character.unicodeScalars.count == 1, let s = character.unicodeScalars.first, FontBook.fallbacks[s.value] != nil { return primary }
        for i in chain where !book.chain[i].isColor && has(.fallback(i), character, pixels: pixels) { return .fallback(i) }
        if let i = chain.first(where: { book.chain[$0].isColor && has(.fallback($0), character, pixels: pixels) }) { return .fallback(i) }
        return primary
    }

    /// The colour face of `face`, or nil for a face drawn as coverage.
    private func colorFace(_ face: Face) -> Int? {
        guard case .fallback(let i) = face, book.chain.indices.contains(i), book.chain[i].isColor else { return nil }
        return i
    }

    /// The factor from a colour face's strike to `pixels` per em.
    private func strikeScale(_ index: Int, pixels: Int32) -> Double {
        if strikes[index] == nil {
            TextRasterizer.lock.lock()
            let ppem = fileBytes.bytes(of: book.chain[index].path).flatMap(ColorStrike.ppem)
            TextRasterizer.lock.unlock()
            strikes[index] = ppem ?? 0
        }
        let ppem = strikes[index] ?? 0
        return ppem > 0 ? Double(pixels) / Double(ppem) : 1
    }

    /// The advance of `run` at `pixels`, device pixels (a colour run's
    /// strike advance scaled to the size and rounded, as it is drawn).
    func runWidth(_ run: TextRun, pixels: Int32) -> Int32 {
        let key = FontKey(face: run.face, pixels: pixels)
        guard let font = font(key) else { return 0 }
        let s = colorFace(run.face) == nil ? substituted(run.text, key: key, font: font) : run.text
        var w: Int32 = 0, h: Int32 = 0
        TextRasterizer.lock.lock()
        let status = TTF_SizeUTF8(font, s, &w, &h)
        TextRasterizer.lock.unlock()
        guard status == 0 else { return 0 }
        if let i = colorFace(run.face) { return Int32((Double(w) * strikeScale(i, pixels: pixels)).rounded()) }
        return w
    }

    /// One line of `runs`: their coverage side by side in one mask, each
    /// run's baseline on `primary`'s (its ascent below the line's top), and
    /// the colour runs as images scaled from their strike.
    func mixedLine(_ runs: [TextRun], primary: Face, pixels: Int32) -> Line? {
        guard let base = metrics(primary, pixels: pixels) else { return nil }
        struct Piece { var x: Int32; var top: Int32; var width: Int; var height: Int; var alpha: [UInt8] }
        var pieces: [Piece] = []
        var images: [ColorImage] = []
        var pen: Int32 = 0
        for run in runs {
            let key = FontKey(face: run.face, pixels: pixels)
            guard let font = font(key), let m = metrics(run.face, pixels: pixels) else { continue }
            let color = colorFace(run.face)
            let s = color == nil ? substituted(run.text, key: key, font: font) : run.text
            TextRasterizer.lock.lock()
            let rendered = TTF_RenderUTF8_Blended(font, s, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            let surface = rendered.flatMap { SDL_ConvertSurfaceFormat($0, SDL_PIXELFORMAT_RGBA32.rawValue, 0) }
            TextRasterizer.lock.unlock()
            if let rendered { SDL_FreeSurface(rendered) }
            guard let surface else { continue }
            defer { SDL_FreeSurface(surface) }
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
            guard w > 0, h > 0, let bytes = surface.pointee.pixels else { continue }
            var words = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w { words[y * w + x] = bytes.loadUnaligned(fromByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
            if let i = color {
                let f = strikeScale(i, pixels: pixels)
                let sw = Int((Double(w) * f).rounded()), sh = Int((Double(h) * f).rounded())
                let top = base.ascent - Int32((Double(m.ascent) * f).rounded())
                images.append(ColorImage(scaling: words, sourceWidth: w, sourceHeight: h, toWidth: sw, height: sh, x: pen, y: top))
                pen += Int32(sw)
            } else {
                pieces.append(Piece(x: pen, top: base.ascent - m.ascent, width: w, height: h, alpha: words.map { UInt8(UInt32(littleEndian: $0) >> 24) }))
                pen += Int32(w)
            }
        }
        let tops = pieces.map(\.top) + images.map(\.y)
        let bottoms = pieces.map { $0.top + Int32($0.height) } + images.map { $0.y + $0.height }
        guard let top = tops.min(), let bottom = bottoms.max(), pen > 0 else { return nil }
        let lineTop = Swift.min(0, top)
        let height = Int(bottom - lineTop), width = Int(pen)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for piece in pieces {
            for y in 0..<piece.height {
                let row = Int(piece.top - lineTop) + y
                guard row >= 0, row < height else { continue }
                for x in 0..<piece.width where Int(piece.x) + x < width {
                    let i = row * width + Int(piece.x) + x
                    coverage[i] = Swift.max(coverage[i], piece.alpha[y * piece.width + x])
                }
            }
        }
        var line = Line(runs: CoverageRuns(width: width, height: height, coverage: { x, y in coverage[y * width + x] }), lastUse: 0)
        line.top = lineTop
        line.images = images.map { var image = $0; image.y -= lineTop; return image }
        return line
    }
}
