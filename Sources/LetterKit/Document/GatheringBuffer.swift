/// Elements gathered one by one and handed out, all at once, in an array of
/// exactly their count, by moving them: no element is copied.
///
/// The document builder gathers each paragraph's characters here. Copying
/// them out of an `Array` costs the runtime a value-witness call per
/// `Character` (17 M instructions on a 5,047-line letter); a move is a block
/// copy of their bytes. Handing out the array itself instead would give every
/// paragraph room for the longest one gathered so far.
///
/// The storage is owned by hand: one buffer, grown by doubling, freed by
/// `release()`. Not to be copied while in use (the copy would share it).
struct GatheringBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Everything gathered, moved into an array of its own; the buffer is
    /// left empty, its storage kept for the next run.
    mutating func takeAll() -> [Element] {
        let taken = count
        guard taken > 0 else { return [] }
        count = 0
        let source = base
        return Array(unsafeUninitializedCapacity: taken) { target, initialized in
            target.baseAddress!.moveInitialize(from: source, count: taken)
            initialized = taken
        }
    }

    /// Frees the storage and whatever it still holds. The buffer must not
    /// be used again.
    mutating func release() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
