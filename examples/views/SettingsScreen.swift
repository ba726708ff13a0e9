import SwiftUI
import Foundation

// A settings screen of the size an app's real one reaches (300 lines):
// a profile header, a horizontal strip of shortcuts, three list sections of
// controls, a storage gauge and a grid of recent items. `make bench` times
// its cold compile (no cache); it also shows List sections in iOS's
// inset-grouped look.

struct Shortcut: Identifiable, Hashable {
    let id: Int
    let title: String
    let symbol: String
    let tint: Color
}

struct RecentItem: Identifiable, Hashable {
    let id: Int
    let name: String
    let size: Double
    let kind: Kind

    enum Kind: String, CaseIterable, Identifiable {
        case photo, video, document, audio
        var id: String { rawValue }
        var symbol: String {
            switch self {
            case .photo: "photo"
            case .video: "video"
            case .document: "doc"
            case .audio: "waveform"
            }
        }
        var tint: Color {
            switch self {
            case .photo: .orange
            case .video: .purple
            case .document: .blue
            case .audio: .pink
            }
        }
    }
}

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum SyncInterval: Int, CaseIterable, Identifiable {
    case minutes15 = 15, hour = 60, day = 1440
    var id: Int { rawValue }
    var title: String {
        switch self {
        case .minutes15: "Every 15 minutes"
        case .hour: "Hourly"
        case .day: "Daily"
        }
    }
}

@Observable
final class SettingsModel {
    var name = "Alex Appleseed"
    var email = "alex@example.com"
    var notificationsOn = true
    var soundsOn = true
    var badgesOn = false
    var previewsOn = true
    var appearance = Appearance.system
    var textScale = 1.0
    var syncInterval = SyncInterval.hour
    var cellularSync = false
    var backupCount = 3
    var usedGigabytes = 41.5
    var totalGigabytes = 64.0

    let shortcuts: [Shortcut] = (0..<8).map { i in
        let symbols = ["star", "heart", "bolt", "leaf", "flame", "drop", "moon", "sun.max"]
        let tints: [Color] = [.yellow, .red, .orange, .green, .pink, .blue, .indigo, .orange]
        return Shortcut(id: i, title: symbols[i].capitalized, symbol: symbols[i], tint: tints[i])
    }

    let recents: [RecentItem] = (0..<24).map { i in
        RecentItem(id: i, name: "Item \(i + 1)", size: Double((i * 37) % 90 + 10) / 10, kind: RecentItem.Kind.allCases[i % 4])
    }

    var usedFraction: Double { usedGigabytes / totalGigabytes }
}

struct ProfileHeader: View {
    let name: String
    let email: String

    var body: some View {
        HStack(spacing: 14) {
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 60, height: 60)
                .overlay(Text(initials).font(.title2.bold()).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(email).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding(.vertical, 6)
    }

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

struct ShortcutStrip: View {
    let shortcuts: [Shortcut]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(shortcuts) { shortcut in
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(shortcut.tint.gradient)
                            .frame(width: 56, height: 56)
                            .overlay(Image(systemName: shortcut.symbol).foregroundStyle(.white))
                        Text(shortcut.title)
                            .font(.caption)
                            .lineLimit(1)
                    }
                    .frame(width: 64)
                }
            }
            .padding(.horizontal, 4)
        }
        .frame(height: 84)
    }
}

struct SettingRow: View {
    let title: String
    let symbol: String
    let tint: Color
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(tint)
                .frame(width: 29, height: 29)
                .overlay(Image(systemName: symbol).font(.footnote).foregroundStyle(.white))
            Text(title)
            Spacer()
            if let value {
                Text(value).foregroundStyle(.secondary)
            }
        }
    }
}

struct StorageGauge: View {
    let used: Double
    let total: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Storage")
                Spacer()
                Text(String(format: "%.1f of %.0f GB", used, total))
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: used, total: total)
                .tint(used / total > 0.8 ? .red : .blue)
            HStack(spacing: 12) {
                ForEach(RecentItem.Kind.allCases) { kind in
                    HStack(spacing: 4) {
                        Circle().fill(kind.tint).frame(width: 8, height: 8)
                        Text(kind.rawValue.capitalized).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct RecentGrid: View {
    let items: [RecentItem]
    let columns = [GridItem(.adaptive(minimum: 90), spacing: 10)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(items) { item in
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(item.kind.tint.opacity(0.2))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(Image(systemName: item.kind.symbol).foregroundStyle(item.kind.tint))
                    Text(item.name).font(.caption2)
                    Text(String(format: "%.1f MB", item.size)).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 8)
    }
}

struct SettingsScreen: View {
    @State private var model = SettingsModel()
    @State private var showsSignOut = false
    @State private var search = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ProfileHeader(name: model.name, email: model.email)
                    ShortcutStrip(shortcuts: model.shortcuts)
                }

                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $model.notificationsOn)
                    Toggle("Sounds", isOn: $model.soundsOn)
                        .disabled(!model.notificationsOn)
                    Toggle("Badges", isOn: $model.badgesOn)
                    Toggle("Show previews", isOn: $model.previewsOn)
                }

                Section {
                    Picker("Appearance", selection: $model.appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.title).tag(appearance)
                        }
                    }
                    .pickerStyle(.segmented)
                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $model.textScale, in: 0.8...1.6, step: 0.1)
                    }
                    SettingRow(title: "Wallpaper", symbol: "photo", tint: .cyan)
                    SettingRow(title: "Display & Brightness", symbol: "sun.max", tint: .blue, value: "Auto")
                } header: {
                    Text("Display")
                } footer: {
                    Text("The appearance follows the system unless set here.")
                }

                Section("Sync") {
                    Picker("Interval", selection: $model.syncInterval) {
                        ForEach(SyncInterval.allCases) { interval in
                            Text(interval.title).tag(interval)
                        }
                    }
                    Toggle("Use cellular data", isOn: $model.cellularSync)
                    Stepper("Keep \(model.backupCount) backups", value: $model.backupCount, in: 1...10)
                    LabeledContent("Last sync", value: "Today, 09:41")
                }

                Section {
                    StorageGauge(used: model.usedGigabytes, total: model.totalGigabytes)
                    RecentGrid(items: model.recents)
                } header: {
                    Text("Storage")
                } footer: {
                    Text("Recent items stay on this device for 30 days.")
                }

                Section("Accounts") {
                    SettingRow(title: "Mail", symbol: "envelope", tint: .blue, value: "2")
                    SettingRow(title: "Calendars", symbol: "calendar", tint: .red, value: "3")
                }

                Section {
                    SettingRow(title: "Privacy", symbol: "hand.raised", tint: .blue)
                    SettingRow(title: "Help", symbol: "questionmark.circle", tint: .green)
                    SettingRow(title: "About", symbol: "info.circle", tint: .gray, value: "2.4.1")
                    Button("Sign out", role: .destructive) { showsSignOut = true }
                }
            }
            .navigationTitle("Settings")
            .searchable(text: $search)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
            .alert("Sign out?", isPresented: $showsSignOut) {
                Button("Sign out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

#Preview {
    SettingsScreen()
}
