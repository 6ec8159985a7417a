/// An exchange whose request began to go out on a thread that must not wait
/// (``WireTransport/start(_:into:)``): its limits, and how much of the head the first send took
/// or why it failed.
struct StartedExchange: Sendable {
    /// The exchange's deadline, idle limit and cancellation, counted from the start.
    let limits: TransferLimits
    /// Bytes of the head (with its body) already sent, or the failure of that send.
    let sent: Result<Int, TransportError>
}
