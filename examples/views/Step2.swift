// Step2.swift: seed 004's third step, as the article writes it: ten items,
// each a third of the container, 200 points high, paged by the article's
// own behavior (its third version), declared in a second file that
// compiles together with this one:
//
//   playground run --view-file examples/views/Step2.swift \
//     --view-file Tests/BehaviorFiles/seed-004-v3.swift
import SwiftUI

struct Step2: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<10) { index in
          Text("\(index)")
            .font(.title)
            .frame(height: 200)
            .frame(maxWidth: .infinity)
            .background(.secondary.opacity(0.3))
            .border(.red, width: 2)
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
        }
      }
      .scrollTargetLayout()
    }
    .border(.blue, width: 2)
    .scrollTargetBehavior(CustomHorizontalPagingBehavior())
  }
}

#Preview {
  Step2()
}
