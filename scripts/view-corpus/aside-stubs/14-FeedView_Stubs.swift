// Stubs for the Instagram clone's own types used by FeedView.swift.
import SwiftUI

enum NavigationType: String, Hashable {
    case home, search, reels, shop, profile
}

/// One story: a ringed avatar and a user name.
struct Stories: View {
    var body: some View {
        VStack(spacing: 4) {
            Circle()
                .fill(Color.gray.opacity(0.4))
                .frame(width: 64, height: 64)
                .overlay(Circle().stroke(Color.pink, lineWidth: 3))
            Text("user")
                .font(.caption)
        }
        .padding(.horizontal, 4)
    }
}

/// One post: header row, square photo, action row and caption.
struct PostCard: View {
    var user: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(user)
                    .resizable()
                    .frame(width: 32, height: 32)
                    .clipShape(Circle())
                Text(user).bold()
                Spacer()
                Image(systemName: "ellipsis")
            }
            .padding(.horizontal)
            Image(user)
                .resizable()
                .aspectRatio(1, contentMode: .fit)
            HStack(spacing: 16) {
                Image(systemName: "heart")
                Image(systemName: "bubble.right")
                Image(systemName: "paperplane")
                Spacer()
                Image(systemName: "bookmark")
            }
            .font(.title3)
            .padding(.horizontal)
            Text("Liked by friends and others")
                .font(.footnote)
                .padding(.horizontal)
        }
        .padding(.bottom)
    }
}
