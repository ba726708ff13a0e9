// A label that a one-shot `asyncAfter` changes 0.5 s after the view
// appears: work scheduled once, then nothing (the window sleeps until it
// is due, then rests once the change has settled).
import SwiftUI

struct DelayedView: View {
  @State private var label = "waiting"

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Text(label)
          .font(.largeTitle)
          .frame(height: 120)
        ForEach(0..<20, id: \.self) { index in
          Color(hue: Double(index) / 20, saturation: 0.6, brightness: 0.9)
            .frame(height: 100)
        }
      }
    }
    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { label = "done" } }
  }
}
