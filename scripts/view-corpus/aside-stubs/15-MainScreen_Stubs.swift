// Stubs for the news reader's own types used by MainScreen.swift (the app
// decodes its mock items from JSON; here they are made in code).
import SwiftUI

struct NewsItem: Identifiable, Codable {
    var id: String { url }
    var title: String
    var description: String
    var url: String
}

final class MockHelper {
    static let shared = MockHelper()

    var mockItems: [NewsItem] {
        (1...25).map { index in
            NewsItem(title: "Headline number \(index)",
                     description: "A short summary of the story, two lines at most in the row.",
                     url: "https://example.com/\(index)")
        }
    }
}

struct NewsItemRow: View {
    var newsItem: NewsItem

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "newspaper")
                .resizable()
                .scaledToFit()
                .frame(width: 60, height: 60)
            VStack(alignment: .leading, spacing: 4) {
                Text(newsItem.title).font(.headline)
                Text(newsItem.description)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
    }
}
