import AutorotateEngine

print("engine-bench: not built yet")
