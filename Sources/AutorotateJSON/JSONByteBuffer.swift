/// The bytes ``JSONOutput`` writes into: a pointer, how many bytes are written and how many fit.
///
/// Not copyable, and used only `inout`, so no append checks for uniqueness (a copy-on-write
/// buffer would, once per append): an append is one capacity comparison and a store. The memory
/// is either the buffer's own (``ownsMemory``) or lent by whoever created it (an array's
/// uninitialized storage, see ``JSONOutput/bytes(capacity:_:)``, or a ``JSONWriter``'s storage);
/// outgrowing lent memory moves the bytes into memory of its own and leaves the lent memory to
/// its lender. The creator takes the bytes back (and frees memory the buffer owns); the buffer has
/// no `deinit`.
package struct JSONByteBuffer: ~Copyable {
    /// Where the bytes are; `capacity` bytes from here are allocated.
    package private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far, from `base`.
    package private(set) var count: Int
    /// Bytes that fit at `base`.
    package private(set) var capacity: Int
    /// Whether `base` was allocated by this buffer (it frees it when it grows) rather than lent.
    package private(set) var ownsMemory: Bool

    /// A buffer over `capacity` bytes at `base`, of which the first `count` are written.
    package init(base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int, ownsMemory: Bool) {
        self.base = base
        self.count = count
        self.capacity = capacity
        self.ownsMemory = ownsMemory
    }

    /// Makes room for `extra` more bytes: after it, `base + count` has `extra` writable bytes.
    @inline(__always)
    package mutating func ensure(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    /// Moves the bytes into memory with room for `extra` more. Raw memory only, so it releases
    /// no Swift object (see ``JSONOutput/quoted(_:)``, which relies on that).
    @inline(never) @_effects(releasenone)
    private mutating func grow(_ extra: Int) {
        let newCapacity = Swift.max(capacity &* 2, count &+ extra, 256)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsMemory = true
    }

    /// Where the next byte goes (``ensure(_:)`` first, then ``advance(_:)`` by what was written).
    @inline(__always)
    package var end: UnsafeMutablePointer<UInt8> { base + count }

    /// Counts `written` bytes stored at ``end`` (within room ``ensure(_:)`` made) as written.
    @inline(__always)
    package mutating func advance(_ written: Int) {
        count &+= written
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        ensure(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    package mutating func append(_ first: UInt8, _ second: UInt8) {
        ensure(2)
        base[count] = first
        base[count &+ 1] = second
        count &+= 2
    }

    package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        ensure(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends a literal's bytes as they are. For a literal argument the length is a constant, so
    /// the copy compiles to a few stores.
    @inline(__always)
    package mutating func append(literal text: StaticString) {
        if text.hasPointerRepresentation {
            let length = text.utf8CodeUnitCount
            ensure(length)
            (base + count).initialize(from: text.utf8Start, count: length)
            count &+= length
        } else {
            var description = text.description
            description.withUTF8 { append(contentsOf: $0) }
        }
    }

    /// Appends a copy of the `length` bytes already written from offset `start` (a piece of the
    /// output that repeats, such as a mask's object).
    package mutating func appendWritten(from start: Int, count length: Int) {
        ensure(length)
        (base + count).initialize(from: base + start, count: length)
        count &+= length
    }

    /// The decimal digits of `magnitude`, most significant first.
    @inline(__always)
    package mutating func appendDigits(_ magnitude: UInt) {
        if magnitude < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
        } else if magnitude < 100 {
            append(
                UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 10),
                UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
        } else {
            appendManyDigits(magnitude)
        }
    }

    @inline(never)
    private mutating func appendManyDigits(_ magnitude: UInt) {
        var digitCount = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digitCount &+= 1
        }
        ensure(digitCount)
        let target = base + count
        var remaining = magnitude
        var position = digitCount &- 1
        while position >= 0 {
            target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            position &-= 1
        }
        count &+= digitCount
    }
}
