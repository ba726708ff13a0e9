// Stubs for the chat app's own types used by ContentView.swift (the app
// reads messages from a server; here a fixed conversation long enough to scroll).
import SwiftUI

struct Message: Identifiable, Codable {
    var id: String
    var text: String
    var received: Bool
    var timestamp: Date
}

final class MessagesManager: ObservableObject {
    @Published private(set) var messages: [Message]
    @Published private(set) var lastMessageId: String = ""

    init() {
        let lines = [
            "Hi! Are you coming tonight?", "Yes, around eight.",
            "Great, bring the cards.", "Sure. Who else is there?",
            "Anna and Tom, maybe Lee.", "Nice, see you then!",
            "Should I get snacks on the way?", "Chips and something sweet",
            "OK", "Parking is behind the building, the front is closed this week",
            "Thanks for telling me", "👍",
        ]
        messages = (0..<36).map { index in
            Message(id: "\(index)", text: lines[index % lines.count],
                    received: index % 3 != 1, timestamp: Date(timeIntervalSince1970: Double(index) * 60))
        }
        lastMessageId = messages.last?.id ?? ""
    }

    func sendMessage(text: String) {}
}

struct AppBar: View {
    var name: String = "User"

    var body: some View {
        Text(name)
            .font(.title)
            .bold()
            .frame(maxWidth: .infinity)
            .padding()
    }
}

struct MessageBubble: View {
    var message: Message

    var body: some View {
        Text(message.text)
            .padding()
            .background(message.received ? Color.gray.opacity(0.3) : Color.blue.opacity(0.6))
            .cornerRadius(30)
            .frame(maxWidth: 250, alignment: message.received ? .leading : .trailing)
            .frame(maxWidth: .infinity, alignment: message.received ? .leading : .trailing)
            .padding(.horizontal, 10)
    }
}

struct MessageField: View {
    @EnvironmentObject var messagesManager: MessagesManager

    var body: some View {
        HStack {
            Text("Enter Message")
                .foregroundColor(.gray)
                .frame(maxWidth: .infinity, minHeight: 42, alignment: .leading)
            Image(systemName: "paperplane.fill")
                .foregroundColor(.white)
                .padding(12)
                .background(Color.orange)
                .cornerRadius(40)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(Color.gray.opacity(0.3))
        .cornerRadius(50)
        .padding()
    }
}
