import AutorotatePlatform
import AutorotateTestSupport
import CZlib
import Testing

@testable import AutorotateHTTP

@Suite("gzip and content coding")
struct GzipTests {
    /// Compressing then decompressing gives the original bytes.
    @Test func roundTrip() throws {
        let text = Array(String(repeating: "{\"orientation\":\"portrait\"}\n", count: 200).utf8)
        let compressed = try #require(Gzip.compress(text))
        #expect(compressed.count < text.count)
        #expect(compressed.prefix(2) == [0x1F, 0x8B])
        #expect(Gzip.decompress(compressed, maxOutputBytes: 1 << 20) == .success(text))
    }

    /// `Gzip.compress` writes the gzip framing itself around a raw deflate stream: the member is
    /// byte for byte the one zlib's own gzip framing writes (``GzipDeflater``), at every level the
    /// package uses and zlib's default, for inputs of every size class.
    @Test(arguments: [Int32(1), 3, 6, 9, Z_DEFAULT_COMPRESSION])
    func compressMatchesZlibFraming(level: Int32) throws {
        var generator = SeededGenerator(seed: UInt64(bitPattern: Int64(level)))
        let text = Array(String(repeating: "{\"orientation\":\"portrait\"}\n", count: 700).utf8)
        let inputs: [[UInt8]] =
            [[], [0x61], text]
            + [1, 15, 16, 63, 64, 65, 127, 128, 1000, 70_000].map { count in
                (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next() % 7) }
            }
        for input in inputs {
            let ours = try #require(Gzip.compress(input, level: level))
            let zlibs = try #require(GzipDeflater(level: level)).compress(input, final: true)
            // Compared as Bools, so that a failure names the case instead of printing the bytes.
            let sameMember = ours == zlibs
            let roundTrips = Gzip.decompress(ours, maxOutputBytes: 1 << 20) == .success(input)
            #expect(sameMember, "level \(level), \(input.count) bytes: not zlib's member")
            #expect(roundTrips, "level \(level), \(input.count) bytes: does not decompress to the input")
        }
    }

    /// `czlib_crc32` (carry-less multiplication on x86-64) equals zlib's `crc32_z` for every
    /// length around the 16- and 64-byte steps of its folding, at every alignment, from any
    /// starting CRC.
    @Test func crcMatchesZlib() {
        var generator = SeededGenerator(seed: 42)
        let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var mismatches: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for offset in 0..<17 {
                for count in Array(0..<300) + [1000, 4000 - offset] {
                    let seed = UInt32(truncatingIfNeeded: generator.next())
                    let expected = UInt32(crc32_z(UInt(seed), base + offset, count))
                    if czlib_crc32(seed, base + offset, count) != expected {
                        mismatches.append("offset \(offset), \(count) bytes")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty)
    }

    /// Output beyond the cap is refused as tooLarge without producing it all (a zip bomb).
    @Test func bombRefused() throws {
        let zeros = [UInt8](repeating: 0, count: 8 << 20)
        let bomb = try #require(Gzip.compress(zeros, level: 9))
        #expect(bomb.count < 16 * 1024)
        #expect(Gzip.decompress(bomb, maxOutputBytes: 1 << 20) == .failure(.tooLarge))
    }

    /// A stream cut anywhere before its end, garbage, or trailing bytes are corrupt.
    @Test func truncatedOrGarbage() throws {
        let compressed = try #require(Gzip.compress(Array("hello, world".utf8)))
        for length in 0..<compressed.count {
            #expect(
                Gzip.decompress(Array(compressed[0..<length]), maxOutputBytes: 1024) == .failure(.corrupt))
        }
        #expect(Gzip.decompress(Array("not gzip".utf8), maxOutputBytes: 1024) == .failure(.corrupt))
        #expect(Gzip.decompress(compressed + [0x00], maxOutputBytes: 1024) == .failure(.corrupt))
    }

    /// Several gzip members one after another (`cat a.gz b.gz`, RFC 1952 §2.2) decompress to the
    /// concatenation of their contents, an empty member included.
    @Test func multiMember() throws {
        let first = try #require(Gzip.compress(Array("first\n".utf8)))
        let empty = try #require(Gzip.compress([]))
        let second = try #require(Gzip.compress(Array("second\n".utf8), level: 1))
        #expect(
            Gzip.decompress(first + empty + second, maxOutputBytes: 1024)
                == .success(Array("first\nsecond\n".utf8)))
    }

    /// The output cap counts every member: members each under the cap but together over it are
    /// refused as tooLarge (a bomb split across members).
    @Test func bombSplitAcrossMembers() throws {
        let member = try #require(Gzip.compress([UInt8](repeating: 0, count: 600 << 10), level: 9))
        #expect(
            Gzip.decompress(member, maxOutputBytes: 1 << 20)
                == .success([UInt8](repeating: 0, count: 600 << 10)))
        #expect(Gzip.decompress(member + member, maxOutputBytes: 1 << 20) == .failure(.tooLarge))
    }

    /// After a complete member, anything that is not another whole gzip member is corrupt: a
    /// truncated second member, garbage, or a second zlib stream.
    @Test func multiMemberTrailingData() throws {
        let member = try #require(Gzip.compress(Array("hello".utf8)))
        #expect(Gzip.decompress(member + member.prefix(10), maxOutputBytes: 1024) == .failure(.corrupt))
        #expect(Gzip.decompress(member + [0x1F], maxOutputBytes: 1024) == .failure(.corrupt))
        #expect(Gzip.decompress(member + Array("junk".utf8), maxOutputBytes: 1024) == .failure(.corrupt))
        // A zlib stream (header 78 9C) of "a", twice: zlib has no members.
        let zlib: [UInt8] = [0x78, 0x9C, 0x4B, 0x04, 0x00, 0x00, 0x62, 0x00, 0x62]
        #expect(Gzip.decompress(zlib, maxOutputBytes: 1024) == .success(Array("a".utf8)))
        #expect(Gzip.decompress(zlib + zlib, maxOutputBytes: 1024) == .failure(.corrupt))
    }

    /// A streamed deflater flushes each piece so the concatenation decompresses to the input.
    @Test func streamingDeflater() throws {
        let deflater = try #require(GzipDeflater())
        var out: [UInt8] = []
        out += deflater.compress(Array("line one\n".utf8), final: false)
        out += deflater.compress(Array("line two\n".utf8), final: false)
        out += deflater.compress([], final: true)
        #expect(Gzip.decompress(out, maxOutputBytes: 1024) == .success(Array("line one\nline two\n".utf8)))
    }

    /// Accept-Encoding negotiation honours q-values, `*`, and explicit refusal.
    @Test(arguments: [
        ("gzip", true), ("GZIP;q=0.5", true), ("deflate, gzip;q=0", false), ("br", false), ("*", true),
        ("*;q=0", false), ("x-gzip", true), ("gzip;q=0, *", false), ("identity", false),
    ])
    func acceptEncoding(value: String, accepts: Bool) {
        #expect(ContentCoding.acceptsGzip(value) == accepts)
    }

    /// No Accept-Encoding header means no compression.
    @Test func noAcceptEncoding() {
        #expect(!ContentCoding.acceptsGzip(nil))
    }

    /// Compressible types are matched on ASCII-folded bytes exactly as lowercased() + contains was.
    @Test(arguments: [
        "application/json", "Application/Problem+JSON", "text/plain; charset=utf-8", "TEXT/HTML",
        "application/yaml", "application/x-ndjson", "image/png", "application/octet-stream", "", "json",
        "jso", "application/vnd.oai.openapi;version=3.1", "application/x-YAML", "tex/", "application/jsoN",
        "caf\u{E9}/json", "\u{212A}ext/plain",
    ])
    func compressibleTypes(contentType: String) {
        let lowered = contentType.lowercased()
        let expected = lowered.hasPrefix("text/") || lowered.contains("json") || lowered.contains("yaml")
        #expect(ContentCoding.isCompressible(contentType: contentType) == expected)
    }

    /// No Content-Type: not compressed.
    @Test func compressibleNil() {
        #expect(!ContentCoding.isCompressible(contentType: nil))
    }
}
