"""Lambda response streaming: time to first byte against the whole answer, through InvokeWithResponseStream
and a RESPONSE_STREAM function URL, and the throughput of a large streamed body.

The function writes its first chunk at once, then waits 500 ms before writing the rest: a streamed answer's
first byte arrives long before its end (a buffered one would arrive only after those 500 ms).

Run: python bench/bench_lambda_streaming.py   (starts its own labcloud; prints numbers, asserts nothing)
"""

from __future__ import annotations

import http.client
import socket
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role  # noqa: E402
from streaming_helpers import deploy_node, public_stream_url  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

LATE = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream.write('first');
  await new Promise((resolve) => setTimeout(resolve, 500));
  responseStream.end('rest');
});
"""
BULK = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  const block = Buffer.alloc(64 * 1024, 'x');
  for (let i = 0; i < 800; i++) {
    if (!responseStream.write(block)) await new Promise((resolve) => responseStream.once('drain', resolve));
  }
  responseStream.end();
});
"""
RUNS = 10


def _invoke_times(lam: object, name: str) -> tuple[float, float, int]:
    started = time.perf_counter()
    answer = lam.invoke_with_response_stream(FunctionName=name)  # type: ignore[attr-defined]
    first = 0.0
    size = 0
    for event in answer["EventStream"]:
        if "PayloadChunk" in event:
            if not first:
                first = time.perf_counter()
            size += len(event["PayloadChunk"]["Payload"])
    return (first - started) * 1000, (time.perf_counter() - started) * 1000, size


def _url_times(port: int, url: str) -> tuple[float, float, int]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    started = time.perf_counter()
    conn.request("GET", "/", headers={"Host": urlsplit(url).netloc})
    response = conn.getresponse()
    first_chunk = response.read1(65536)
    first = time.perf_counter()
    size = len(first_chunk) + len(response.read())
    conn.close()
    return (first - started) * 1000, (time.perf_counter() - started) * 1000, size


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        lam = server.boto3_client("lambda")
        role = create_role(server)
        deploy_node(lam, role, "late", LATE)
        deploy_node(lam, role, "bulk", BULK, MemorySize=512)
        url = public_stream_url(lam, "late")
        bulk_url = public_stream_url(lam, "bulk")
        socket.setdefaulttimeout(60)
        _invoke_times(lam, "late")  # warm the sandbox
        for label, measure in (
            ("InvokeWithResponseStream", lambda: _invoke_times(lam, "late")),
            ("RESPONSE_STREAM URL", lambda: _url_times(server.port, url)),
        ):
            runs = [measure() for _ in range(RUNS)]
            print(
                f"{label}: first byte p50 {statistics.median(r[0] for r in runs):.1f} ms, "
                f"whole answer p50 {statistics.median(r[1] for r in runs):.1f} ms "
                f"(the function waits 500 ms between its chunks; {RUNS} warm runs)"
            )
        for label, measure in (
            ("InvokeWithResponseStream", lambda: _invoke_times(lam, "bulk")),
            ("RESPONSE_STREAM URL", lambda: _url_times(server.port, bulk_url)),
        ):
            measure()
            first, whole, size = measure()
            print(
                f"{label}: {size / 2**20:.0f} MiB streamed in {whole:.0f} ms = {size / 2**20 / (whole / 1000):.0f} MiB/s"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
