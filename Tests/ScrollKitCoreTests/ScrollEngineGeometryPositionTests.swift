import Testing
@testable import ScrollKitCore

/// The geometry the engine hands out (to the frame model, the scene, views
/// and observers) carries the engine's position itself: the offset
/// convention is applied once, where the content offset is read, so what
/// is drawn is never the position turned into an offset and back.
@Suite struct ScrollEngineGeometryPositionTests {
    /// A top inset of 47 (a phone's safe area) and a position of 3.3: in
    /// floating point (3.3 + 47) − 47 is not 3.3, so a geometry that stored
    /// the offset and derived the position would hand out another number.
    static let inset = 47.0
    static let position = 3.3

    @Test func theRoundTripWouldChangeThePosition() {
        // The premise of the suite, so that the tests below can fail.
        #expect((Self.position + Self.inset) - Self.inset != Self.position)
    }

    @Test func theEngineGeometryCarriesItsPositionUnconverted() {
        var engine = EngineTestSupport.engine(
            configuration: ScrollConfiguration(contentInsets: EdgeInsets(top: Self.inset), convention: .swiftUI))
        engine.position = Point(x: 0, y: Self.position)
        let geometry = engine.geometry
        #expect(geometry.position == Point(x: 0, y: Self.position))
        #expect(geometry.visibleRect.origin == Point(x: 0, y: Self.position))
        // The offset is the one the records report: position + leading inset.
        #expect(geometry.contentOffset == engine.offset(for: engine.position))
        #expect(geometry.contentOffset.y == Self.position + Self.inset)
    }

    @Test func theUIKitConventionReportsThePositionAsTheOffset() {
        let geometry = ScrollEngineGeometry(
            position: Point(x: 0, y: Self.position), contentInsets: EdgeInsets(top: Self.inset), convention: .uiKit)
        #expect(geometry.contentOffset == Point(x: 0, y: Self.position))
    }

    @Test func aGeometryMadeFromAnOffsetHasThatOffsetsPosition() {
        // Offset 50 under SwiftUI's convention with a top inset of 47: position 3.
        var geometry = ScrollEngineGeometry(
            contentOffset: Point(x: 0, y: 50), contentInsets: EdgeInsets(top: Self.inset), convention: .swiftUI)
        #expect(geometry.position == Point(x: 0, y: 3))
        #expect(geometry.contentOffset == Point(x: 0, y: 50))
        geometry.contentOffset = Point(x: 0, y: 47)
        #expect(geometry.position == Point(x: 0, y: 0))
    }
}
