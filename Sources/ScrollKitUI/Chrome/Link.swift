import Foundation

/// SwiftUI's `Link`: its label in the tint (opening the URL is not modelled).
public struct Link<Label: View>: View {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(Color.blue)
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.label = Text(title)
    }
}
