/// One face of the fallback chain (`FontBook.chain`): a font file, the face
/// index inside it (a `.ttc` collection holds several), and what kind of
/// glyphs it has.
struct FallbackFace: Sendable, Equatable {
    /// The font file.
    var path: String
    /// The face inside the file (0 for a single-face file).
    var index: Int
    /// True for a colour bitmap font (CBDT strikes, e.g. Noto Color Emoji):
    /// drawn as colour images scaled from its strike to the size asked for,
    /// not as coverage in the text's colour.
    var isColor: Bool
    /// The ISO 15924 script HarfBuzz shapes its runs as ("Arab", "Deva"),
    /// or nil for SDL2_ttf's default: a script whose letters join or
    /// reorder needs its own shaper.
    var script: String?
    /// True when its runs are laid out right to left (Arabic, Hebrew).
    var isRightToLeft: Bool

    init(path: String, index: Int = 0, isColor: Bool = false, script: String? = nil, isRightToLeft: Bool = false) {
        self.path = path
        self.index = index
        self.isColor = isColor
        self.script = script
        self.isRightToLeft = isRightToLeft
    }
}
