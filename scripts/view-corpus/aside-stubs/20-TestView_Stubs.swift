// Stub for the app's preference key used by TestView.swift (declared in
// another file of the app; the copy in TestView.swift is commented out).
import SwiftUI

struct ScrollOffsetPreferenceKey: PreferenceKey {
    static var defaultValue: CGPoint = .zero
    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
    }
}
