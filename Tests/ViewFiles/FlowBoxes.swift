// Five boxes in examples/views/FlowTags.swift's FlowLayout (compiled with
// it: --view-file examples/views/FlowTags.swift --view-file
// 'Tests/ViewFiles/FlowBoxes.swift=FlowBoxes()'), 10 points apart, in a
// 300 × 400 frame with the flow at its top leading corner. Widths 100,
// 80, 150, 60, 120: rows [100, 80] (40 high), [150, 60] (30), [120] (30).
import SwiftUI

struct FlowBoxes: View {
  var body: some View {
    FlowLayout(spacing: 10) {
      Color.red.frame(width: 100, height: 30)
      Color.green.frame(width: 80, height: 40)
      Color.blue.frame(width: 150, height: 30)
      Color.orange.frame(width: 60, height: 20)
      Color.purple.frame(width: 120, height: 30)
    }
    .frame(width: 300, height: 400, alignment: .topLeading)
  }
}
