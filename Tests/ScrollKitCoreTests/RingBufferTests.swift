import Testing
@testable import ScrollKitCore

@Suite struct RingBufferTests {
    @Test func keepsTheNewestCapacityElementsBySequence() {
        var ring = RingBuffer<Int>(capacity: 4)
        for i in 0..<10 { ring.append(i * 10) }
        #expect(ring.count == 4)
        #expect(ring.firstSequence == 6)
        #expect(ring.elements == [60, 70, 80, 90])
        #expect(ring[sequence: 5] == nil)
        #expect(ring[sequence: 7] == 70)
        #expect(ring[sequence: 10] == nil)
        #expect(ring.last == 90)
    }

    @Test func removeAfterBranchesAndAppendsContinueTheSequence() {
        var ring = RingBuffer<Int>(capacity: 5)
        for i in 0..<7 { ring.append(i) }           // keeps 2...6
        ring.removeAfter(sequence: 4)                // keeps 2...4
        #expect(ring.elements == [2, 3, 4])
        #expect(ring.nextSequence == 5)
        ring.append(100)
        #expect(ring[sequence: 5] == 100)
        ring.removeAfter(sequence: 0)                // older than everything kept: empties
        #expect(ring.isEmpty)
        #expect(ring.nextSequence == ring.firstSequence)
    }
}
