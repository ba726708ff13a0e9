// seed-002-combine-debounce.swift: seed 002 (tracking the end of a scroll
// with Combine), the article's "short version" as it gives it apart from
// line breaks: the offset goes into a `CurrentValueSubject` through a
// preference, `.debounce(for: .seconds(0.2), scheduler: DispatchQueue.main)`
// calls the scroll "ended" 0.2 s after the last change (also while a finger
// holds still: the article's pitfall), `.dropFirst()` skips the first
// value. `ViewOffsetKey` is the Stack Overflow answer the article credits.
// `import Combine` is left out: the names come with `import SwiftUI`. The
// debounce runs on the engine's clock inside the view's host; the demo
// screen at the end fills the article's placeholder list and shows the
// offset it stored.
//
//   playground run --view-file examples/views/seed-002-combine-debounce.swift
//   playground trace hold-still-debounce --view-file examples/views/seed-002-combine-debounce.swift
import SwiftUI

struct ViewOffsetKey: PreferenceKey {
    typealias Value = CGFloat
    static var defaultValue = CGFloat.zero
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value += nextValue()
    }
}

struct ScrollViewDidEndScrollingExample: View {
  /// Распознаватель изменения в оффсете
  private let detector: CurrentValueSubject<CGFloat, Never>
  /// Публикатор сообщений от распознавателя (с дебаунсом в 0.2 сек)
  private let publisher: AnyPublisher<CGFloat, Never>
  private let scrollId = "ScrollID"
  @State private var stopOffset = CGFloat.zero

  init() {
    // Настраиваем отслеживание оффсета
    let detector = CurrentValueSubject<CGFloat, Never>(0)
    self.publisher = detector
      .debounce(for: .seconds(0.2), scheduler: DispatchQueue.main)
      .dropFirst() // Пропускаем первое событие при появлении экрана
      .eraseToAnyPublisher()
    self.detector = detector
  }

  var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        // демо-список
      }
      .background(
        // Настраиваем отслеживание оффсета
        GeometryReader {
          Color.clear.preference(
            key: ViewOffsetKey.self,
            value: -$0.frame(in: .named(scrollId)).origin.y
          )
        }
      )
      // Публикуем изменения оффсета
      .onPreferenceChange(ViewOffsetKey.self, perform: detector.send)
    }
    // Задаем идентификатор для координатной плоскости
    .coordinateSpace(name: scrollId)
    .onReceive(publisher) { finalOffset in
      // обрабатываем "окончание" скролла
    }
  }
}

// The same view as the article's demo screen: the placeholder list filled
// with 100 rows, the "end" handled by storing the offset, and the stored
// offset shown over the list (the GIF's second text).
struct ScrollViewDidEndScrollingDemo: View {
  private let detector: CurrentValueSubject<CGFloat, Never>
  private let publisher: AnyPublisher<CGFloat, Never>
  private let scrollId = "ScrollID"
  @State private var stopOffset = CGFloat.zero

  init() {
    let detector = CurrentValueSubject<CGFloat, Never>(0)
    self.publisher = detector
      .debounce(for: .seconds(0.2), scheduler: DispatchQueue.main)
      .dropFirst()
      .eraseToAnyPublisher()
    self.detector = detector
  }

  var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        ForEach(0..<100) { Text("Row \($0)").frame(height: 40) }
      }
      .background(
        GeometryReader {
          Color.clear.preference(
            key: ViewOffsetKey.self,
            value: -$0.frame(in: .named(scrollId)).origin.y
          )
        }
      )
      .onPreferenceChange(ViewOffsetKey.self, perform: detector.send)
    }
    .coordinateSpace(name: scrollId)
    .onReceive(publisher) { finalOffset in
      stopOffset = finalOffset
    }
    .overlay(Text("stop \(Int(stopOffset))"))
  }
}

#Preview {
  ScrollViewDidEndScrollingDemo()
}
