/// A fixed-capacity FIFO that drops its oldest element when full: the
/// playground's time-travel history. Elements are addressed by a running
/// *sequence number* that never repeats (the first element ever appended is 0),
/// so an index stays meaningful while old elements fall off the front.
///
/// Invariants: `count ≤ capacity`; `firstSequence + count == nextSequence`;
/// append, lookup and `removeAfter` are O(1) (removeAfter is O(removed)).
public struct RingBuffer<Element> {
    /// The most elements kept (> 0).
    public let capacity: Int
    @usableFromInline var storage: [Element?]
    /// Storage index of the oldest element.
    @usableFromInline var start = 0
    public private(set) var count = 0
    /// Sequence number of the oldest element kept.
    public private(set) var firstSequence = 0

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer holds at least one element")
        self.capacity = capacity
        storage = Array(repeating: nil, count: capacity)
    }

    /// Sequence number the next appended element gets.
    @inlinable public var nextSequence: Int { firstSequence + count }
    /// Sequence number of the newest element, nil when empty.
    @inlinable public var lastSequence: Int? { count > 0 ? nextSequence - 1 : nil }
    public var isEmpty: Bool { count == 0 }

    /// Appends, dropping the oldest element when full.
    public mutating func append(_ element: Element) {
        if count == capacity {
            storage[start] = element
            start = (start + 1) % capacity
            firstSequence += 1
        } else {
            storage[(start + count) % capacity] = element
            count += 1
        }
    }

    /// True when the element with this sequence number is still kept.
    @inlinable public func contains(sequence: Int) -> Bool {
        sequence >= firstSequence && sequence < nextSequence
    }

    /// The element with this sequence number, nil when dropped or not yet
    /// appended. Inlinable: a frame reads thousands of them (time travel's
    /// readouts and timeline), and an unspecialized generic call per read
    /// costs more than the frame's drawing.
    @inlinable public subscript(sequence sequence: Int) -> Element? {
        guard contains(sequence: sequence) else { return nil }
        return storage[(start + sequence - firstSequence) % capacity]
    }

    /// The newest element.
    public var last: Element? { lastSequence.flatMap { self[sequence: $0] } }

    /// Removes every element newer than `sequence` (a branch in time travel).
    public mutating func removeAfter(sequence: Int) {
        let keep = Swift.max(0, Swift.min(count, sequence - firstSequence + 1))
        for i in keep..<count { storage[(start + i) % capacity] = nil }
        count = keep
    }

    /// The kept elements, oldest first.
    public var elements: [Element] {
        (0..<count).map { storage[(start + $0) % capacity]! }
    }
}

extension RingBuffer: Sendable where Element: Sendable {}

extension RingBuffer {
    /// Empties the buffer and makes `sequence` the next sequence number
    /// (used when the numbering must follow an outside counter, e.g. ticks).
    public mutating func skip(to sequence: Int) {
        removeAfter(sequence: firstSequence - 1)
        firstSequence = sequence
    }
}
