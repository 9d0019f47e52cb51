"""ECR benchmark: what a registry push and pull cost, and the API calls around them.

Run: python bench/bench_ecr.py   (starts its own labcloud on a data dir; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: a monolithic blob upload through the registry (POST
?digest=) of 4 KiB and of 8 MiB, a chunked upload of 8 MiB in 1 MiB PATCHes, a manifest PUT, a manifest
GET by tag, a blob GET of 8 MiB, DescribeImages over 200 images, and GetAuthorizationToken; then the
throughput in MiB/s of the 8 MiB pushes and pull (each push is fsynced before its answer).
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 40
WARMUP = 5
BIG = 8 * 2**20


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float], size: int = 0) -> None:
    rate = f"  {size / 2**20 / (pct(values, 0.5) / 1000):7.1f} MiB/s" if size else ""
    print(
        f"{name:38s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms{rate}"
    )


def digest(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


class Client:
    def __init__(self, endpoint: str, token: str) -> None:
        self.endpoint = endpoint
        self.auth = "Basic " + token

    def call(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> Any:
        request = urllib.request.Request(
            path if path.startswith("http") else self.endpoint + path,
            data=body,
            method=method,
            headers={"Authorization": self.auth, **(headers or {})},
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.headers, response.read()


def blob(index: int, size: int) -> bytes:
    seed = f"{index}-{size}".encode()
    return (seed * (size // len(seed) + 1))[:size]


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-ecr-") as folder:
        run(Path(folder))


def run(folder: Path) -> None:
    server = LabcloudProcess(data_dir=folder / "data").start()
    try:
        ecr = server.boto3_client("ecr")
        ecr.create_repository(repositoryName="bench")
        token = ecr.get_authorization_token()["authorizationData"][0]["authorizationToken"]
        registry = Client(server.endpoint, token)

        def monolithic(size: int) -> Callable[[int], Any]:
            return lambda i: registry.call(
                "POST", f"/v2/bench/blobs/uploads/?digest={digest(blob(i, size))}", blob(i, size)
            )

        def chunked(i: int) -> None:
            data = blob(i + 100_000, BIG)
            _, headers, _ = registry.call("POST", "/v2/bench/blobs/uploads/")
            location = headers["Location"]
            for start in range(0, BIG, 2**20):
                part = data[start : start + 2**20]
                _, headers, _ = registry.call(
                    "PATCH", location, part, {"Content-Range": f"{start}-{start + len(part) - 1}"}
                )
                location = headers["Location"]
            registry.call("PUT", f"{location}?digest={digest(data)}")

        show("blob push 4 KiB (monolithic)", timed(monolithic(4096)))
        show("blob push 8 MiB (monolithic)", timed(monolithic(BIG), rounds=10), BIG)
        show("blob push 8 MiB (1 MiB PATCHes)", timed(chunked, rounds=10), BIG)
        config = blob(0, 4096)

        def manifest(i: int) -> bytes:
            layer = blob(i, 4096)
            return json.dumps(
                {
                    "schemaVersion": 2,
                    "mediaType": "application/vnd.oci.image.manifest.v1+json",
                    "config": {
                        "mediaType": "application/vnd.oci.image.config.v1+json",
                        "digest": digest(config),
                        "size": 4096,
                    },
                    "layers": [
                        {
                            "mediaType": "application/vnd.oci.image.layer.v1.tar",
                            "digest": digest(layer),
                            "size": 4096,
                        }
                    ],
                }
            ).encode()

        headers = {"Content-Type": "application/vnd.oci.image.manifest.v1+json"}
        show(
            "manifest PUT (by tag)",
            timed(lambda i: registry.call("PUT", f"/v2/bench/manifests/t{i}", manifest(i), headers)),
        )
        show("manifest GET (by tag)", timed(lambda i: registry.call("GET", "/v2/bench/manifests/t1")))
        big = blob(0, BIG)
        show(
            "blob GET 8 MiB",
            timed(lambda i: registry.call("GET", f"/v2/bench/blobs/{digest(big)}"), rounds=10),
            BIG,
        )
        for i in range(ROUNDS + WARMUP, 200):
            registry.call("POST", f"/v2/bench/blobs/uploads/?digest={digest(blob(i, 4096))}", blob(i, 4096))
            registry.call("PUT", f"/v2/bench/manifests/t{i}", manifest(i), headers)
        show(
            "DescribeImages (200 images)",
            timed(lambda i: ecr.describe_images(repositoryName="bench"), rounds=20),
        )
        show("GetAuthorizationToken", timed(lambda i: ecr.get_authorization_token()))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
