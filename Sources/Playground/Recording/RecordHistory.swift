import ScrollKitCore

/// The last `capacity` records of a run, oldest first: a fixed-size ring
/// buffer the recorder hands to the timeline. Appending is O(1) and memory
/// never grows past `capacity` records, however long the run.
struct RecordHistory: RandomAccessCollection, Sendable {
    /// The most records kept (≥ 1).
    let capacity: Int
    private var storage: [FrameRecord] = []
    /// Index in `storage` of the oldest record once the buffer is full.
    private var head = 0

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        storage.reserveCapacity(Swift.min(self.capacity, 4096))
    }

    /// Adds `record` as the newest, dropping the oldest when full.
    mutating func append(_ record: FrameRecord) {
        if storage.count < capacity {
            storage.append(record)
        } else {
            storage[head] = record
            head = (head + 1) % capacity
        }
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    /// The `position`-th oldest record.
    subscript(position: Int) -> FrameRecord {
        precondition(position >= 0 && position < storage.count, "RecordHistory index out of range")
        return storage[(head + position) % storage.count]
    }
}
