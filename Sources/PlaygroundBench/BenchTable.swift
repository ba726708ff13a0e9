/// A plain text table for `playground bench`: the first column left-aligned,
/// the others right-aligned, two spaces between columns.
package struct BenchTable {
    package let columns: [String]
    package private(set) var rows: [[String]] = []

    package init(columns: [String]) {
        self.columns = columns
    }

    package mutating func add(_ row: [String]) {
        rows.append(Array(row.prefix(columns.count)) + Array(repeating: "", count: Swift.max(0, columns.count - row.count)))
    }

    /// The header and the rows, aligned, trailing spaces removed.
    package var lines: [String] {
        let all = [columns] + rows
        let widths = columns.indices.map { i in all.map { $0[i].count }.max() ?? 0 }
        return all.enumerated().map { index, row in
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                if i == 0 {
                    line += (index == 0 ? "" : "  ") + cell + pad + (index == 0 ? "  " : "")
                } else {
                    line += "  " + pad + cell
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
