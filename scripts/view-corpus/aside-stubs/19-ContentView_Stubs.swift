// Stub for the app's poster view used by ContentView.swift.
import SwiftUI

struct MoviePosterView: View {
    let imageName: String

    var body: some View {
        Image(imageName)
            .resizable()
            .aspectRatio(contentMode: .fill)
    }
}
