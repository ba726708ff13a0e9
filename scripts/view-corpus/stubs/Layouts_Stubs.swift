// Stub of the app's own types (not the app's code): emoji, number and photo cells, a section header.
import SwiftUI

struct EmojiView: View {
    let emoji: String
    var body: some View { Text(emoji).font(.system(size: 100)).frame(width: 150, height: 150).background(Color.gray) }
}

struct NumberView: View {
    let number: Int
    var body: some View { Text("\(number)").font(.largeTitle).frame(width: 150, height: 150).background(Color.yellow) }
}

struct SectionHeaderView: View {
    var title: String
    var body: some View { Text(title).font(.title3).padding().frame(maxWidth: .infinity).background(Color.blue) }
}

struct BigPhotoView: View {
    var body: some View { Rectangle().fill(Color.green).frame(height: 2000) }
}
