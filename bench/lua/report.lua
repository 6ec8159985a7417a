-- Shared by every script: a one-line summary at the end, parsed by bench/harness.py.
-- No response() callback on purpose: defining one makes wrk hand every body to Lua, which slows
-- the client (it shares the two cores with the server) and would distort the ratios.
-- Optional pacing: BENCH_DELAY_MS > 0 makes each connection wait that long before each request,
-- so connections × 1000 / (delay + latency) bounds the rate (closed loop with think time).
local delay_ms = tonumber(os.getenv("BENCH_DELAY_MS") or "0")
if delay_ms > 0 then
  function delay() return delay_ms end
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors
  io.write(string.format(
    "BENCH requests=%d seconds=%.3f rps=%.1f p50_us=%d p99_us=%d p999_us=%d max_us=%d socket_errors=%d non2xx=%d\n",
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9), latency.max,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
