// Stub of the app's own types (not the app's code): the book's header and text styles.
import SwiftUI

struct HeaderView: View {
    var title: String
    var subtitle: String
    var desc: String
    var back: Color = .orange
    var textColor: Color = .primary
    init(_ title: String, subtitle: String, desc: String, back: Color = .orange, textColor: Color = .primary) {
        self.title = title; self.subtitle = subtitle; self.desc = desc; self.back = back; self.textColor = textColor
    }
    var body: some View {
        VStack(spacing: 15) {
            Text(title).font(.largeTitle)
            Text(subtitle).foregroundColor(.gray)
            DescView(desc: desc, back: back, textColor: textColor)
        }
    }
}

struct DescView: View {
    var desc: String
    var back: Color = .orange
    var textColor: Color = .primary
    var body: some View {
        Text(desc).frame(maxWidth: .infinity).padding().background(back).foregroundColor(textColor)
    }
}

struct TitleText: View {
    var title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title).font(.largeTitle) }
}

struct SubtitleText: View {
    var subtitle: String
    init(_ subtitle: String) { self.subtitle = subtitle }
    var body: some View { Text(subtitle).font(.title).foregroundColor(.gray) }
}

struct BannerText: View {
    var text: String
    var backColor: Color
    var textColor: Color
    init(_ text: String, backColor: Color = .orange, textColor: Color = .primary) {
        self.text = text; self.backColor = backColor; self.textColor = textColor
    }
    var body: some View {
        Text(text).frame(maxWidth: .infinity).padding().background(backColor).foregroundColor(textColor)
    }
}

struct ToDoItem: Identifiable {
    let id = UUID()
    var task = ""
    var priority = false
    var done = false
}
