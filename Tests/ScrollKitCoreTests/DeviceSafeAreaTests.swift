import Testing
@testable import ScrollKitCore

/// `Device.contentInsets(_:axes:)`: the safe area is added on the edges of
/// the scrolling axes only, on top of the preset's own insets.
@Suite("Device safe area insets") struct DeviceSafeAreaTests {
    @Test func verticalScrollingAddsTopAndBottom() throws {
        let phone = try #require(Device.named("iphone-16"))
        let insets = phone.contentInsets(EdgeInsets(top: 4, leading: 1, bottom: 2, trailing: 3), axes: .vertical)
        #expect(insets == EdgeInsets(top: 4 + 59, leading: 1, bottom: 2 + 34, trailing: 3))
    }

    @Test func horizontalScrollingLeavesTopAndBottom() throws {
        let phone = try #require(Device.named("iphone-16"))
        #expect(phone.contentInsets(.zero, axes: .horizontal) == .zero)
    }

    @Test func everyDeviceInsetsTheTop() {
        for device in Device.all {
            #expect(device.contentInsets(.zero, axes: .vertical).top == device.safeArea.top)
            #expect(device.safeArea.top > 0, "\(device.name)")
        }
    }
}
