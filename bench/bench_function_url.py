"""Function URL benchmark: warm HTTP round trip (p50/p99) through a NONE URL and an AWS_IAM URL.

Run: python bench/bench_function_url.py   (starts its own labcloud; prints numbers, asserts nothing)
One kept-alive HTTP connection sends GET requests to the FunctionUrl's Host on labcloud's port;
the handler returns a small structured response. Target: p50 < 5 ms warm.
"""

from __future__ import annotations

import http.client
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402
from url_helpers import signed_headers  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

HANDLER = (
    "def handler(event, context):\n"
    "    return {'statusCode': 200, 'headers': {'content-type': 'text/plain'}, 'body': event['rawPath']}\n"
)
ROUNDS = 500


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(port: int, url: str, signed: bool) -> list[float]:
    conn = http.client.HTTPConnection("127.0.0.1", port)
    host = urlsplit(url).netloc
    times: list[float] = []
    for index in range(ROUNDS + 50):
        headers = {"Host": host}
        if signed:
            headers.update(signed_headers(url, "/bench"))
        started = time.perf_counter()
        conn.request("GET", "/bench", headers=headers)
        response = conn.getresponse()
        body = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        if response.status != 200 or body != b"/bench":
            raise SystemExit(f"unexpected answer {response.status} {body[:200]!r}")
        if index >= 50:  # the first requests warm the sandbox and the connection
            times.append(elapsed)
    conn.close()
    return times


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        deploy = deployer(server, create_role(server))
        lam = server.boto3_client("lambda")
        deploy("bench-url", HANDLER)
        none_url = lam.create_function_url_config(FunctionName="bench-url", AuthType="NONE")["FunctionUrl"]
        for sid, action, extra in (
            ("public-url", "lambda:InvokeFunctionUrl", {"FunctionUrlAuthType": "NONE"}),
            ("public-invoke", "lambda:InvokeFunction", {"InvokedViaFunctionUrl": True}),
        ):
            lam.add_permission(
                FunctionName="bench-url", StatementId=sid, Action=action, Principal="*", **extra
            )
        deploy("bench-iam", HANDLER)
        iam_url = lam.create_function_url_config(FunctionName="bench-iam", AuthType="AWS_IAM")["FunctionUrl"]
        for label, url, signed in (("NONE", none_url, False), ("AWS_IAM", iam_url, True)):
            times = measure(server.port, url, signed)
            print(
                f"function URL round trip ({label}, warm, {ROUNDS} requests): "
                f"p50 {pct(times, 0.5):.2f} ms, p99 {pct(times, 0.99):.2f} ms"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
