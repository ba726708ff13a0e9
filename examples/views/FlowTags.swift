// FlowTags.swift: a custom `Layout`, the flow layout of Apple's "Compose
// custom layouts with SwiftUI" (WWDC22) as apps write it: subviews at their
// ideal size, left to right, a new row when the next would pass the
// proposed width. The tags wrap at the screen's width; a `ViewModifier`
// (`TagStyle`) gives each its look. Scroll the feed below them.
//
//   playground run --view-file examples/views/FlowTags.swift
//   playground record wheel-notches-rainbow --view-file examples/views/FlowTags.swift --out tags.png --at 0.5
import SwiftUI

/// Rows that wrap at the proposed width, `spacing` between tags and rows.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, maxWidth: proposal.width ?? .infinity)
    let width = rows.map { $0.width }.max() ?? 0
    let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(subviews, maxWidth: proposal.width ?? bounds.width) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  /// One row: the subviews in it, its width and height.
  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  /// The subviews in rows no wider than `maxWidth` (a tag wider than that
  /// gets a row of its own).
  func arrange(_ subviews: Subviews, maxWidth: CGFloat) -> [Row] {
    var rows: [Row] = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
      if needed > maxWidth && !rows[rows.count - 1].indices.isEmpty {
        rows.append(Row())
      }
      var row = rows[rows.count - 1]
      row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      row.height = max(row.height, size.height)
      row.indices.append(index)
      rows[rows.count - 1] = row
    }
    return rows.filter { !$0.indices.isEmpty }
  }
}

/// A tag's look: padded text on a tinted capsule.
struct TagStyle: ViewModifier {
  var tint: Color

  func body(content: Content) -> some View {
    content
      .font(.callout)
      .padding(.horizontal, 12)
      .padding(.vertical, 6)
      .background(Capsule().fill(tint.opacity(0.2)))
  }
}

extension View {
  func tagStyle(_ tint: Color) -> some View { modifier(TagStyle(tint: tint)) }
}

struct FlowTags: View {
  let tags = ["SwiftUI", "Layout", "ScrollView", "LazyVStack", "paging", "viewAligned", "Combine", "GeometryReader",
              "PreferenceKey", "scrollTargetLayout", "iOS 17", "rubber band", "deceleration", "snap"]
  let tints: [Color] = [.blue, .green, .orange, .purple, .pink]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text("Topics").font(.title2).bold()
        FlowLayout(spacing: 8) {
          ForEach(0..<tags.count, id: \.self) { i in
            Text(tags[i]).tagStyle(tints[i % tints.count])
          }
        }
        ForEach(0..<30) { row in
          Text("Row \(row)")
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .padding(.horizontal, 12)
            .background(Color.gray.opacity(0.12))
        }
      }
      .padding(16)
    }
  }
}

#Preview {
  FlowTags()
}
