/// Text the preparation of a view file inserted into one line of its
/// compiled copy, so that a compiler message's column can be taken back to
/// the user's line. Lines never move (nothing inserted holds a line break).
package struct ColumnShift: Equatable, Sendable {
    /// 1-based line.
    package var line: Int
    /// 1-based column, in UTF-8 bytes as the compiler counts, in the user's
    /// line, of the character the text was inserted before.
    package var column: Int
    /// Bytes inserted.
    package var length: Int

    /// The user's column of compiled column `column` on `line`, given every
    /// shift of the file: a column after inserted text moves back by its
    /// length, a column inside it goes to where it was inserted.
    package static func userColumn(line: Int, column: Int, shifts: [ColumnShift]) -> Int {
        var moved = 0
        for shift in shifts.filter({ $0.line == line }).sorted(by: { $0.column < $1.column }) {
            let start = shift.column + moved
            if column < start { break }
            if column < start + shift.length { return shift.column }
            moved += shift.length
        }
        return column - moved
    }
}
