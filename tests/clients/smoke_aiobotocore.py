"""Runs smoke_plan.json with aiobotocore's async clients (the Python SDK's async flavour), then streams an
object through S3 both ways.

    python smoke_aiobotocore.py http://127.0.0.1:5000 aiobotocore

Run by the interpreter of a virtualenv holding aiobotocore (tests/clients/sdks.py makes it: no release of
aiobotocore accepts the botocore the test extra pins, so it brings its own). Prints one JSON line per step
(``{"step": ..., "ok": true}`` or with ``"problem"``), then exits 1 if a step failed.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
import sys
import time
from typing import Any

from aiobotocore.response import StreamingBody as AioStreamingBody
from aiobotocore.session import get_session
from botocore.config import Config
from botocore.exceptions import ClientError
from smoke_boto3 import PLAN, at, fill, problem_of

#: Bytes streamed through S3 by the last step (several chunks of the client's reads).
STREAMED = bytes(range(256)) * 8192


async def plain(value: Any) -> Any:
    """Streams and bytes as text (an async body is read), so answers compare as in the other runners."""
    if isinstance(value, AioStreamingBody):
        return (await value.read()).decode()
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, dict):
        return {k: await plain(v) for k, v in value.items() if k != "ResponseMetadata"}
    if isinstance(value, list):
        return [await plain(v) for v in value]
    return value


async def run(endpoint: str, runner: str) -> list[dict[str, Any]]:
    names: dict[str, Any] = {
        "RUN": os.environ.get("SMOKE_RUN", runner),
        "ACCOUNT": "000000000000",
        "ZIP": os.environ["SMOKE_ZIP"],
        "NOW_MS": int(time.time() * 1000),
    }
    session = get_session()
    config = Config(retries={"max_attempts": 1}, s3={"addressing_style": "path"})
    steps = json.load(open(PLAN))["steps"]
    results: list[dict[str, Any]] = []
    clients: dict[str, Any] = {}
    try:
        for number, step in enumerate(steps, 1):
            service = step["service"]
            if service not in clients:
                clients[service] = await session.create_client(
                    service,
                    region_name="us-east-1",
                    endpoint_url=endpoint,
                    aws_access_key_id="test",
                    aws_secret_access_key="test",
                    config=config,
                ).__aenter__()
            method = getattr(clients[service], re.sub(r"(?<!^)(?=[A-Z])", "_", step["op"]).lower())
            problem = None
            for _attempt in range(40 if "until" in step else 1):
                try:
                    answer = await plain(await method(**fill(step["params"], names)))
                except ClientError as error:
                    code = error.response["Error"]["Code"]
                    wanted = step.get("error")
                    if isinstance(wanted, dict):
                        wanted = wanted.get(runner, wanted["default"])
                    problem = None if code == wanted else f"answered {code}: {error}"
                else:
                    if "error" in step:
                        problem = f"answered {answer!r}, not the error {step['error']}"
                    else:
                        problem = problem_of(step, answer, names)
                        for name, path in step.get("save", {}).items():
                            names[name] = at(answer, path)
                if problem is None or "until" not in step:
                    break
                await asyncio.sleep(0.25)
            label = f"{number} {service}.{step['op']}"
            results.append(
                {"step": label, "ok": problem is None, **({"problem": problem} if problem else {})}
            )
        results.append(
            await _stream_through_s3(clients.get("s3") or await _client(session, endpoint, config))
        )
    finally:
        for client in clients.values():
            await client.__aexit__(None, None, None)
    return results


async def _client(session: Any, endpoint: str, config: Config) -> Any:
    return await session.create_client(
        "s3",
        region_name="us-east-1",
        endpoint_url=endpoint,
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=config,
    ).__aenter__()


async def _stream_through_s3(s3: Any) -> dict[str, Any]:
    """PutObject from a file object (2 MiB, sent with the SDK's checksum), GetObject read in chunks."""
    label = "stream s3.PutObject/GetObject"
    try:
        await s3.create_bucket(Bucket="smoke-aiobotocore-stream")
        await s3.put_object(Bucket="smoke-aiobotocore-stream", Key="big.bin", Body=io.BytesIO(STREAMED))
        answer = await s3.get_object(Bucket="smoke-aiobotocore-stream", Key="big.bin")
        chunks = [chunk async for chunk in answer["Body"].iter_chunks(65536)]
        got = b"".join(chunks)
        await s3.delete_object(Bucket="smoke-aiobotocore-stream", Key="big.bin")
        await s3.delete_bucket(Bucket="smoke-aiobotocore-stream")
    except ClientError as error:
        return {"step": label, "ok": False, "problem": str(error)}
    if got != STREAMED or len(chunks) < 2:
        return {"step": label, "ok": False, "problem": f"read {len(got)} bytes in {len(chunks)} chunks"}
    return {"step": label, "ok": True}


def main() -> int:
    results = asyncio.run(run(sys.argv[1], sys.argv[2]))
    for result in results:
        print(json.dumps(result))
    return 1 if any(not r["ok"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
