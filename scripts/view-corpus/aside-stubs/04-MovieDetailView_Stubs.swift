// Stub for the app's model used by MovieDetailView.swift.
import Foundation

struct Movie: Hashable {
    var imageName: String
}
