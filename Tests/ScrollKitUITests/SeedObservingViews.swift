import Foundation
import SwiftUI

// Seeds 000/001 (the article on observing a ScrollView's content offset)
// and 003 (ScrollView offset): their views written out as the articles give
// them, apart from line breaks. The articles' pages lost the generic
// parameter lists to HTML (`struct PositionObservingView<Content: View>`
// prints as `struct PositionObservingView`); they are put back.

struct PositionObservingView<Content: View>: View {
    var coordinateSpace: CoordinateSpace
    @Binding var position: CGPoint
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .background(GeometryReader { geometry in
                Color.clear.preference(
                    key: PreferenceKey.self,
                    value: geometry.frame(in: coordinateSpace).origin
                )
            })
            .onPreferenceChange(PreferenceKey.self) { position in
                self.position = position
            }
    }
}

private extension PositionObservingView {
    struct PreferenceKey: SwiftUI.PreferenceKey {
        static var defaultValue: CGPoint { .zero }

        static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
            value = nextValue()
        }
    }
}

struct OffsetObservingScrollView<Content: View>: View {
    var axes: Axis.Set = [.vertical]
    var showsIndicators = true
    @Binding var offset: CGPoint
    @ViewBuilder var content: () -> Content

    // The name of our coordinate space doesn't have to be
    // stable between view updates (it just needs to be
    // consistent within this view), so we'll simply use a
    // plain UUID for it:
    private let coordinateSpaceName = UUID()

    var body: some View {
        ScrollView(axes, showsIndicators: showsIndicators) {
            PositionObservingView(
                coordinateSpace: .named(coordinateSpaceName),
                position: Binding(
                    get: { offset },
                    set: { newOffset in
                        offset = CGPoint(
                            x: -newOffset.x,
                            y: -newOffset.y
                        )
                    }
                ),
                content: content
            )
        }
        .coordinateSpace(name: coordinateSpaceName)
    }
}

private struct OffsetPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

struct ScrollViewOffset<Content: View>: View {
    let onOffsetChange: (CGFloat) -> Void
    let content: () -> Content

    init(
        onOffsetChange: @escaping (CGFloat) -> Void,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.onOffsetChange = onOffsetChange
        self.content = content
    }

    var body: some View {
        ScrollView {
            offsetReader
            content()
                .padding(.top, -8)
        }
        .coordinateSpace(name: "frameLayer")
        .onPreferenceChange(OffsetPreferenceKey.self, perform: onOffsetChange)
    }

    var offsetReader: some View {
        GeometryReader { proxy in
            Color.clear
                .preference(
                    key: OffsetPreferenceKey.self,
                    value: proxy.frame(in: .named("frameLayer")).minY
                )
        }
        .frame(height: 0)
    }
}

// Small screens around the components (the articles give the components).

/// 40 blue rows of 100 points: 4000 points of content.
struct HundredPointRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<40) { _ in
                Color.blue.frame(height: 100)
            }
        }
    }
}

/// Seed 000's wrapper around 40 rows of 100 points, its offset in `@State`.
struct OffsetReadoutScreen: View {
    @State var offset = CGPoint.zero

    var body: some View {
        OffsetObservingScrollView(offset: $offset) {
            HundredPointRows()
        }
    }
}

/// Seed 000's collapsible header: 200 points tall at rest, shrinking by
/// the offset, as the article's linked example does.
struct CollapsibleHeaderScreen: View {
    @State var offset = CGPoint.zero

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: max(0, 200 - offset.y))
            OffsetObservingScrollView(offset: $offset) {
                HundredPointRows()
            }
        }
    }
}

/// Seed 003's first attempt put into one space: a zero-height reader at
/// the top of the content reporting its minY in `space`, under a header
/// `headerHeight` tall.
struct SpaceReaderScreen: View {
    var space: CoordinateSpace
    var headerHeight: CGFloat = 0
    @State var reported: CGFloat = -1

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: headerHeight)
            ScrollView {
                GeometryReader { proxy in
                    Color.clear.preference(key: OffsetPreferenceKey.self, value: proxy.frame(in: space).minY)
                }
                .frame(height: 0)
                HundredPointRows()
            }
            .onPreferenceChange(OffsetPreferenceKey.self) { reported = $0 }
        }
    }
}

/// Seed 000's wrapper with `.onChange(of:)` on the offset it binds.
struct OnChangeScreen: View {
    var initial = false
    var log: (Double, Double) -> Void
    @State var offset = CGPoint.zero

    var body: some View {
        OffsetObservingScrollView(offset: $offset) {
            HundredPointRows()
        }
        .onChange(of: offset.y, initial: initial) { old, new in
            log(Double(old), Double(new))
        }
    }
}

// Seed 003's first usage: the status bar whose opacity follows the offset.
struct ContentView: View {
  @State private var scrollOffset: CGFloat = .zero

  var body: some View {
    ZStack {
      scrollView
      statusBarView
    }
  }

  var scrollView: some View {
    ScrollViewOffset {
      scrollOffset = $0
    } content: {
      LazyVStack {
        ForEach(0..<100) { index in
          Text("\(index)")
        }
      }
    }
  }

  var statusBarView: some View {
    GeometryReader { geometry in
      Color.red
        .opacity(opacity)
        .frame(height: geometry.safeAreaInsets.top, alignment: .top)
        .edgesIgnoringSafeArea(.top)
    }
  }

  var opacity: Double {
    switch scrollOffset {
    case -100...0:
      return Double(-scrollOffset) / 100.0
    case ...(-100):
      return 1
    default:
      return 0
    }
  }
}
