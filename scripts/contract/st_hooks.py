"""Schemathesis hooks for Autorotate: NDJSON bodies (POST /v1/simulate/batch).

openapi.yaml describes an NDJSON body as an array whose items are its lines; this turns such an
array into lines on the way out, and lines back into an array on the way in, so that schemathesis
validates each line against the item schema. Loaded through SCHEMATHESIS_HOOKS by live.sh.
"""
import json

import schemathesis


@schemathesis.serializer("application/x-ndjson")
def ndjson_request(ctx, value):
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode()
    lines = value if isinstance(value, list) else [value]
    return "".join(json.dumps(line, ensure_ascii=False, default=str) + "\n" for line in lines).encode()


@schemathesis.deserializer("application/x-ndjson")
def ndjson_response(ctx, response):
    text = response.content.decode("utf-8")
    return [json.loads(line) for line in text.split("\n") if line.strip()]
