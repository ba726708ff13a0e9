// seed-003-first-attempts.swift: seed 003's attempts at reading a
// ScrollView's offset before `ScrollViewOffset`, each reader as the article
// writes it apart from line breaks, all in one scroll view so that their
// values can be compared:
// - `.local` in `Text("A")`'s background: the article's first try; minY is
//   0 at every offset ("Color.clear's minY in .local is always 0");
// - `.local` in a GeometryReader above `Text("A")`: the second try; still
//   0 (that space is the content layer's, not the frame layer's);
// - `.named("frameLayer")` with `.coordinateSpace(name: "frameLayer")` on
//   the scroll view: the fix; minY is where `Text("A")` sits in the scroll
//   view's frame, 18 − offset here (the reader above is 10 points tall, the
//   implicit stack's default spacing 8);
// - `.global`: the window's space; it adds whatever sits above the scroll
//   view (the top safe area), as the article warns.
// The article's `OffsetPreferenceKey` carries the first reader. Added so
// that one screen compares them: a key for each other reader (`AboveKey`,
// `FrameLayerKey`, `GlobalKey`, copies of the article's), the 60 rows
// after its `Text("A")`, `Text("B")`, `Text("C")` (so that it scrolls),
// and the readout at the bottom.
//
//   playground run --view-file examples/views/seed-003-first-attempts.swift --device iphone-16
//   playground trace wheel-notches-rainbow --view-file examples/views/seed-003-first-attempts.swift
import SwiftUI

private struct OffsetPreferenceKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

private struct AboveKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

private struct FrameLayerKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

private struct GlobalKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

struct FirstAttemptsScreen: View {
  // Each starts at -1, a value no reader reports at rest, so that the
  // first report is a change and shows as a state write.
  @State private var local: CGFloat = -1
  @State private var localAbove: CGFloat = -1
  @State private var frameLayer: CGFloat = -1
  @State private var global: CGFloat = -1

  var body: some View {
    ScrollView {
      GeometryReader { proxy in
        Color.clear
          .preference(
            key: AboveKey.self,
            value: proxy.frame(in: .local).minY
          )
      }
      Text("A")
        .background(
          GeometryReader { proxy in
            Color.clear
              .preference(
                key: OffsetPreferenceKey.self,
                value: proxy.frame(in: .local).minY
              )
          }
        )
        .background(
          GeometryReader { proxy in
            Color.clear
              .preference(
                key: FrameLayerKey.self,
                value: proxy.frame(in: .named("frameLayer")).minY
              )
          }
        )
        .background(
          GeometryReader { proxy in
            Color.clear
              .preference(
                key: GlobalKey.self,
                value: proxy.frame(in: .global).minY
              )
          }
        )
      Text("B")
      Text("C")
      ForEach(0..<60) { Text("Row \($0)").frame(height: 40) }
    }
    .coordinateSpace(name: "frameLayer") // the new coordinate space!
    .onPreferenceChange(OffsetPreferenceKey.self) { local = $0 }
    .onPreferenceChange(AboveKey.self) { localAbove = $0 }
    .onPreferenceChange(FrameLayerKey.self) { frameLayer = $0 }
    .onPreferenceChange(GlobalKey.self) { global = $0 }
    .overlay(alignment: .bottom) {
      VStack(alignment: .leading) {
        Text(".local in A's background: \(Int(local))")
        Text(".local above A: \(Int(localAbove))")
        Text(".named(\"frameLayer\"): \(Int(frameLayer))")
        Text(".global: \(Int(global))")
      }
      .padding()
      .background(.white)
    }
  }
}

#Preview {
  FirstAttemptsScreen()
}
