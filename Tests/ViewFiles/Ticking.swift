// A counter driven by a timer on the engine clock, with a button that adds
// ten: state that only time changes (the window must not rest while the
// timer runs) and that a branch in the past must continue from.
import SwiftUI
import Combine

struct TickingView: View {
  @State private var count = 0
  let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Text("count \(count)")
          .font(.largeTitle)
          .frame(height: 120)
        Button("add ten") { count += 10 }
          .frame(height: 80)
        ForEach(0..<20, id: \.self) { index in
          Color(hue: Double(index) / 20, saturation: 0.6, brightness: 0.9)
            .frame(height: 100)
        }
      }
    }
    .onReceive(timer) { _ in count += 1 }
  }
}
