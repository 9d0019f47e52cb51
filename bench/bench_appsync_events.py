"""AppSync Events benchmark: an HTTP publish (``POST /event``, API key) until a WebSocket subscriber has the
event, p50/p99, on a namespace without handlers and on one whose ``onPublish`` APPSYNC_JS handler rewrites
each event (the node worker's cost is the difference of the p50s); and the same with ten subscribers of a
wildcard channel (the fan-out's cost).

Run: python bench/bench_appsync_events.py   (starts its own labcloud; prints numbers, asserts nothing)
"""

from __future__ import annotations

import http.client
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "appsync"))

from appsync_events_helpers import new_events_api, open_realtime, receive, subscribe  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 300
WARMUP = 30
CODE = "export function onPublish(ctx) { return ctx.events.map(e => ({ id: e.id, payload: { ...e.payload, ok: true } })) }"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(name: str, values: list[float]) -> None:
    print(f"  {name:<34} p50 {pct(values, 0.5):7.2f} ms   p99 {pct(values, 0.99):7.2f} ms")


def run(
    server: LabcloudProcess, api: dict[str, Any], key: str, namespace: str, subscribers: int
) -> list[float]:
    auth = {"x-api-key": key}
    sockets = [open_realtime(api, auth) for _ in range(subscribers)]
    for index, ws in enumerate(sockets):
        assert subscribe(ws, f"s{index}", f"/{namespace}/*", auth)["type"] == "subscribe_success"
    conn = http.client.HTTPConnection("127.0.0.1", int(server.endpoint.rsplit(":", 1)[-1]))
    headers = {"content-type": "application/json", "x-api-key": key, "host": api["dns"]["HTTP"]}
    times: list[float] = []
    try:
        for n in range(WARMUP + ROUNDS):
            body = json.dumps({"channel": f"/{namespace}/room", "events": [json.dumps({"n": n})]})
            started = time.perf_counter()
            conn.request("POST", "/event", body=body, headers=headers)
            answer = conn.getresponse().read()
            for ws in sockets:
                receive(ws)
            if n >= WARMUP:
                times.append((time.perf_counter() - started) * 1000)
            if b'"failed": []' not in answer:
                raise SystemExit(answer[:300])
    finally:
        conn.close()
        for ws in sockets:
            ws.close()
    return times


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        appsync = server.boto3_client("appsync")
        api = new_events_api(appsync, "bench")
        appsync.create_channel_namespace(apiId=api["apiId"], name="plain")
        appsync.create_channel_namespace(apiId=api["apiId"], name="coded", codeHandlers=CODE)
        key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
        print(f"AppSync Events: HTTP publish until the subscriber has it ({ROUNDS} rounds)")
        report("no handler, 1 subscriber", run(server, api, key, "plain", 1))
        report("onPublish handler, 1 subscriber", run(server, api, key, "coded", 1))
        report("no handler, 10 subscribers", run(server, api, key, "plain", 10))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
