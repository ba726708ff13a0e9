import SwiftUI

/// A carousel as public iOS 17 code writes one: 300-point cards, 16 apart,
/// the first centred by the margins, each fading to half as it leaves the
/// middle (`.scrollTransition(.animated)`: the edge look as soon as the
/// card is past the threshold, the identity look within it).
struct FadingCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(0..<6, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(colors[i])
                        .frame(width: 300, height: 200)
                        .scrollTransition(.animated) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 45)
        .scrollTargetBehavior(.viewAligned)
    }
}

#Preview {
    FadingCarousel()
}
