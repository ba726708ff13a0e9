import Foundation
import Testing
@testable import UserCodeHost

/// The view host's answer line, read directly or through the JSON parser:
/// both give the same bytes and the same `"next"`.
@Suite struct ViewHostAnswerTests {
    let bytes: [UInt8] = [0, 1, 2, 250, 255, 34, 92]
    var base64: String { Data(bytes).base64EncodedString() }

    @Test func aTickAloneIsReadDirectly() throws {
        let line = "{\"tick\": \"\(base64)\"}"
        let direct = try #require(ViewHostAnswer.direct(line, key: "tick"))
        #expect(direct.bytes == bytes)
        #expect(direct.next == nil)
    }

    @Test func aTickWithItsNextTimeIsReadDirectly() throws {
        let line = "{\"tick\": \"\(base64)\", \"next\": 1.25}"
        let direct = try #require(ViewHostAnswer.direct(line, key: "tick"))
        #expect(direct.bytes == bytes)
        #expect(direct.next == 1.25)
        let read = try ViewHostAnswer.read(line, key: "tick")
        #expect(read.bytes == bytes && read.next == 1.25)
    }

    @Test func anotherShapeGoesThroughTheParserWithTheSameValues() throws {
        let line = "{\"next\": 0.5, \"tick\": \"\(base64)\"}"
        #expect(ViewHostAnswer.direct(line, key: "tick") == nil)
        let read = try ViewHostAnswer.read(line, key: "tick")
        #expect(read.bytes == bytes && read.next == 0.5)
    }

    @Test func anErrorAnswerIsTheFailureItNames() {
        #expect(throws: BehaviorHostConnection.Failure.self) {
            try ViewHostAnswer.read("{\"error\": \"line 3: no tick\"}", key: "tick")
        }
        #expect(ViewHostAnswer.direct("{\"tick\": \"AA==\", \"next\": soon}", key: "tick") == nil)
    }
}
