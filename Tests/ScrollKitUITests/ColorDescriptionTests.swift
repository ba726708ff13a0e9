import Testing
@testable import ScrollKitUI

/// `"\(color)"` reads as SwiftUI's: a system colour's name, else `#RRGGBBAA`.
@Suite("Color as text") struct ColorDescriptionTests {
    @Test func aSystemColourPrintsItsName() {
        #expect("\(Color.blue)" == "blue")
        #expect("\(Color.gray)" == "gray")
        #expect(Color.primary.description == "primary")
    }

    @Test func anyOtherColourPrintsItsHexComponents() {
        // 1 → FF, 0.5 × 255 = 127.5 → 128 = 80, 0 → 00; opacity 1 → FF.
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        // Blue at 40 % opacity is no longer the system colour: 0x007AFF, 0.4 × 255 = 102 = 66.
        #expect(Color.blue.opacity(0.4).description == "#007AFF66")
    }
}
