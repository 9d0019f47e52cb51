"""WebSocket API benchmark: a message's round trip (p50/p99) through a two-way route to a warm function,
and a PostToConnection from outside until the client has the message.

Run: python bench/bench_websocket.py   (starts its own labcloud; prints numbers, asserts nothing)
One client connection (the ``websockets`` sync client) sends ``{"action": "echo"}`` and waits for the
function's answer; the first messages warm the sandbox. Target: p50 < 10 ms warm (a Lambda invocation
plus one frame each way).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "apigatewayv2"))

from websocket_helpers import management, open_socket, websocket_api  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 300
WARM = 30


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        api_id, _ = websocket_api(server, "bench-ws")
        manage = management(server, api_id)
        with open_socket(server, api_id) as ws:
            trips: list[float] = []
            connection_id = ""
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                ws.send('{"action": "echo"}')
                answer = ws.recv(timeout=60)
                elapsed = (time.perf_counter() - started) * 1000
                if index == 0:
                    connection_id = json.loads(answer)["event"]["requestContext"]["connectionId"]
                if index >= WARM:
                    trips.append(elapsed)
            posts: list[float] = []
            for index in range(ROUNDS + WARM):
                started = time.perf_counter()
                manage.post_to_connection(ConnectionId=connection_id, Data=b"ping")
                if ws.recv(timeout=30) != "ping":
                    raise SystemExit("unexpected message")
                if index >= WARM:
                    posts.append((time.perf_counter() - started) * 1000)
        print(
            f"websocket message round trip (two-way route, warm): p50 {pct(trips, 0.5):.2f} ms  p99 {pct(trips, 0.99):.2f} ms"
        )
        print(
            f"PostToConnection (boto3) until received:           p50 {pct(posts, 0.5):.2f} ms  p99 {pct(posts, 0.99):.2f} ms"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
