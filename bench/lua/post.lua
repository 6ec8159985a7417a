-- POST the file named by BENCH_BODY (raw bytes) on every request, keep-alive.
-- BENCH_GZIP=1 adds Content-Encoding: gzip and Accept-Encoding: gzip.
-- BENCH_CONTENT_TYPE overrides the Content-Type (application/json), e.g. application/x-ndjson.
-- done() prints one machine-readable line the harness parses.
local file = assert(io.open(os.getenv("BENCH_BODY"), "rb"))
wrk.body = file:read("*a")
file:close()
wrk.method = "POST"
wrk.headers["Content-Type"] = os.getenv("BENCH_CONTENT_TYPE") or "application/json"
if os.getenv("BENCH_GZIP") == "1" then
  wrk.headers["Content-Encoding"] = "gzip"
  wrk.headers["Accept-Encoding"] = "gzip"
end
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")
