/// The growable byte buffer behind ``JSONWriter``: the same job as `[UInt8]`, but an append
/// reserves once and then stores through a pointer, so writing a string is one capacity check
/// and one copy instead of an out-of-line uniqueness check per append. Copy-on-write, like an array.
struct JSONByteBuffer: @unchecked Sendable {
    // @unchecked: the storage is mutated only after `reserve` made it unique (copy-on-write), so
    // a buffer shared between copies is never written; it is as safe to send as an array.

    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        @inline(never)
        func copy(minimumCapacity: Int) -> Storage {
            let copy = Storage(capacity: Swift.max(capacity, minimumCapacity))
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }

        @inline(never)
        func grow(to minimum: Int) {
            let newCapacity = Swift.max(capacity &* 2, minimum)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.initialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }

    private var storage: Storage

    init(capacity: Int = 0) {
        storage = Storage(capacity: capacity)
    }

    /// Bytes written so far.
    var count: Int { storage.count }

    /// The bytes as an array (a copy).
    var array: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

    /// Makes room for `extra` more bytes and returns where they go; the caller writes exactly
    /// `extra` bytes there and then calls ``commit(_:)``.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(minimumCapacity: storage.count &+ extra)
        } else if storage.count &+ extra > storage.capacity {
            storage.grow(to: storage.count &+ extra)
        }
        return storage.base + storage.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        storage.count &+= 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        let target = reserve(2)
        target[0] = first
        target[1] = second
        storage.count &+= 2
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).initialize(from: source, count: bytes.count)
        storage.count &+= bytes.count
    }

    /// `open`, then `bytes`, then `close`: a quoted run in one reservation.
    mutating func append(_ open: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, _ close: UInt8) {
        let target = reserve(bytes.count &+ 2)
        target[0] = open
        if let source = bytes.baseAddress { (target + 1).initialize(from: source, count: bytes.count) }
        target[bytes.count &+ 1] = close
        storage.count &+= bytes.count &+ 2
    }

    /// `,` (when `comma`), then `bytes` between double quotes, then `:` (when `colon`), in one
    /// reservation: a JSON key or string value that needs no escape.
    @inline(__always)
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, comma: Bool, colon: Bool) {
        let total = bytes.count &+ 2 &+ (comma ? 1 : 0) &+ (colon ? 1 : 0)
        var target = reserve(total)
        if comma {
            target.pointee = UInt8(ascii: ",")
            target += 1
        }
        target.pointee = UInt8(ascii: "\"")
        if let source = bytes.baseAddress { (target + 1).initialize(from: source, count: bytes.count) }
        target += bytes.count &+ 1
        target.pointee = UInt8(ascii: "\"")
        if colon { target[1] = UInt8(ascii: ":") }
        storage.count &+= total
    }

    /// Appends a copy of the `count` bytes already written from offset `start` (a piece of the
    /// output that repeats, such as a mask's object).
    mutating func appendWritten(from start: Int, count: Int) {
        let target = reserve(count)
        target.initialize(from: storage.base + start, count: count)
        storage.count &+= count
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    mutating func append(contentsOf text: String.UTF8View) {
        if text.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: Array(text))
        }
    }

    /// The decimal digits of `magnitude`, most significant first.
    mutating func appendDigits(_ magnitude: UInt) {
        var digitCount = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digitCount &+= 1
        }
        let target = reserve(digitCount)
        var remaining = magnitude
        var position = digitCount &- 1
        while position >= 0 {
            target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            position &-= 1
        }
        storage.count &+= digitCount
    }
}
