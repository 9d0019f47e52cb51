"""Runs smoke_plan.json with whatever boto3 the interpreter running it has (old or new).

    python smoke_boto3.py http://127.0.0.1:5000 boto3-1.26

Prints one JSON line per step (``{"step": ..., "ok": true}`` or with ``"problem"``), then exits 1 if a
step failed. Written for every boto3 from 1.26 on: only the plain client API.
"""

from __future__ import annotations

import base64
import json
import os
import re
import sys
import time
from typing import Any

from botocore.config import Config
from botocore.exceptions import ClientError
from botocore.response import StreamingBody

PLAN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "smoke_plan.json")
PLACEHOLDER = re.compile(r"\$\{([A-Z_]+)\}")


def fill(value: Any, names: dict[str, Any]) -> Any:
    if isinstance(value, str):
        whole = PLACEHOLDER.fullmatch(value)
        if whole:
            return names[whole.group(1)]
        return PLACEHOLDER.sub(lambda m: str(names[m.group(1)]), value)
    if isinstance(value, list):
        return [fill(v, names) for v in value]
    if isinstance(value, dict):
        if set(value) == {"$base64"}:
            return base64.b64decode(fill(value["$base64"], names))
        return {k: fill(v, names) for k, v in value.items()}
    return value


def plain(value: Any) -> Any:
    """Streams and bytes as text, so answers compare the same in every runner."""
    if isinstance(value, StreamingBody):
        return value.read().decode()
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items() if k != "ResponseMetadata"}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def at(answer: Any, path: str) -> Any:
    for part in path.split("."):
        answer = answer[int(part)] if isinstance(answer, list) else answer.get(part)
        if answer is None:
            return None
    return answer


def problem_of(step: dict[str, Any], answer: Any, names: dict[str, Any]) -> str | None:
    for path, wanted in fill(step.get("expect", []) + step.get("until", []), names):
        if at(answer, path) != wanted:
            return f"{path} is {at(answer, path)!r}, not {wanted!r}"
    if "contains" in step:
        path, member, wanted = fill(step["contains"], names)
        values = [v if member is None else v.get(member) for v in at(answer, path) or []]
        if wanted not in values:
            return f"{path} holds no {wanted!r}: {values!r}"
    return None


def main() -> int:
    results = run(sys.argv[1], sys.argv[2])
    for result in results:
        print(json.dumps(result))
    return 1 if any(not r["ok"] for r in results) else 0


def run(endpoint: str | None, runner: str) -> list[dict[str, Any]]:
    """Every step of the plan against ``endpoint`` (None: wherever boto3 goes, e.g. labcloud in-process)."""
    import boto3  # here: smoke_aiobotocore.py reuses this module's helpers where only botocore is installed

    names: dict[str, Any] = {
        "RUN": os.environ.get("SMOKE_RUN", runner.replace(".", "-")),
        "ACCOUNT": "000000000000",
        "ZIP": os.environ["SMOKE_ZIP"],
        "NOW_MS": int(time.time() * 1000),
    }
    session = boto3.session.Session(
        aws_access_key_id="test", aws_secret_access_key="test", region_name="us-east-1"
    )
    config = Config(retries={"max_attempts": 1}, s3={"addressing_style": "path"})
    clients: dict[str, Any] = {}
    results: list[dict[str, Any]] = []
    steps = json.load(open(PLAN))["steps"]
    for number, step in enumerate(steps, 1):
        service = step["service"]
        if service not in clients:
            where = {"endpoint_url": endpoint} if endpoint else {}
            clients[service] = session.client(service, config=config, **where)
        method = getattr(clients[service], re.sub(r"(?<!^)(?=[A-Z])", "_", step["op"]).lower())
        label = f"{number} {service}.{step['op']}"
        problem = None
        for _attempt in range(40 if "until" in step else 1):
            try:
                answer = plain(method(**fill(step["params"], names)))
            except ClientError as error:
                code = error.response["Error"]["Code"]
                wanted = step.get("error")
                if isinstance(wanted, dict):
                    wanted = wanted.get(runner.split("-")[0], wanted["default"])
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
            time.sleep(0.25)
        results.append({"step": label, "ok": problem is None, **({"problem": problem} if problem else {})})
    return results


if __name__ == "__main__":
    sys.exit(main())
