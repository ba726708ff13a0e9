// PinnedHeaders.swift: a contacts-style list of sections whose headers
// stick to the top of the scroll view while their section scrolls under
// them, and whose footers stick to the bottom while their section shows;
// the next section's header pushes the pinned one up and out.
// Round sizes, to check by hand: headers 44 points, rows 52, footers 28,
// no spacing; section k (eight rows) is 44 + 8 × 52 + 28 = 488 points, so
// it starts at 488 k.
//
//   playground run --view-file examples/views/PinnedHeaders.swift
//   playground record page-down-key --view-file examples/views/PinnedHeaders.swift --out pinned.gif
import SwiftUI

struct PinnedHeaders: View {
  let letters = ["A", "B", "C", "D", "E", "F", "G", "H"]

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
        ForEach(letters, id: \.self) { letter in
          Section {
            ForEach(0..<8) { row in
              HStack {
                Circle()
                  .fill(Color.blue.opacity(0.2))
                  .frame(width: 36, height: 36)
                Text("\(letter) contact \(row + 1)")
                Spacer()
              }
              .padding(.horizontal, 16)
              .frame(height: 52)
              .background(Color.white)
            }
          } header: {
            Text(letter)
              .font(.headline)
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding(.horizontal, 16)
              .frame(height: 44)
              .background(Color.blue.opacity(0.85))
              .foregroundStyle(.white)
          } footer: {
            Text("8 contacts under \(letter)")
              .font(.footnote)
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding(.horizontal, 16)
              .frame(height: 28)
              .background(Color.gray.opacity(0.25))
          }
        }
      }
    }
  }
}

#Preview {
  PinnedHeaders()
}
