-- GET with keep-alive; done() prints the harness's summary line.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")
