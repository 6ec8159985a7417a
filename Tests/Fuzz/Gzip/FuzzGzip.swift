// libFuzzer target: the bounded gzip inflater on arbitrary bytes, and a compress/decompress round
// trip that must give back the input.
import AutorotatePlatform

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGzip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch Gzip.decompress(bytes, maxOutputBytes: 64 * 1024) {
    case .success(let output): precondition(output.count <= 64 * 1024, "inflated past the cap")
    case .failure: break
    }
    if let compressed = Gzip.compress(bytes, level: 1) {
        let roundTrip = Gzip.decompress(compressed, maxOutputBytes: max(bytes.count, 1))
        precondition(roundTrip == .success(bytes), "gzip round trip lost data")
    }
    return 0
}
