import AutorotateService

print("autorotated: not built yet")
