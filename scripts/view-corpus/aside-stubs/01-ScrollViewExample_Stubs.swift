// Stubs for the app's own types used by ScrollViewExample.swift (iOS18Tour).
import SwiftUI

/// The app's shared code font size, put in the environment by the preview.
@Observable
final class CodeFontSize {
    var size: CGFloat = 14
}

/// A block of code in a rounded, tinted box (the app highlights it; plain here).
struct CodeView: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.system(size: 13, design: .monospaced))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color.gray.opacity(0.15))
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// A button that opens Apple's documentation page.
struct DocButtonView: View {
    let docURL: String

    var body: some View {
        Button("Read the docs") {}
            .buttonStyle(.borderedProminent)
            .padding(.vertical)
    }
}

/// The app's body-text style for its long explanations.
struct ReadingTextStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.body)
            .lineSpacing(4)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension View {
    func readingTextStyle() -> some View {
        modifier(ReadingTextStyle())
    }
}
