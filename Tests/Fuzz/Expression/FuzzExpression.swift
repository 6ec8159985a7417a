// libFuzzer target: the mask-expression parser (`ExpressionEvaluator.evaluate`) for each kind of
// expression, on arbitrary text (invalid UTF-8 arrives as replacement characters, as from JSON).
import AutorotateEngine
import AutorotateWire

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let kinds: [ExpressionKind] = [.orientationMask, .orientationValue, .autoresizing]
    let kind = kinds[Int(bytes[0]) % kinds.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch ExpressionEvaluator.evaluate(text, kind: kind) {
    case .success(let evaluated): _ = (evaluated.value, evaluated.warnings.count)
    case .failure(let error): _ = (error.message, error.column)
    }
    return 0
}
