import AutorotateClient
import AutorotateEngine

print("autorotate: not built yet")
