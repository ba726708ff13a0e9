/// Which safe areas `.ignoresSafeArea` ignores, as SwiftUI's
/// `SafeAreaRegions`. There is no keyboard here: every region is the
/// device's insets.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
