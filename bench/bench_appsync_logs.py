"""AppSync log delivery benchmark: the same GraphQL query (a NONE data source, VTL templates) on an API without
logging, with ``fieldLogLevel`` ERROR (request-level records only for a field that does not fail) and with
ALL (tracing and both mapping records of the field, verbose content), p50/p99 of the answer; and how long
after the answer the request's last record can be read back with FilterLogEvents.

Run: python bench/bench_appsync_logs.py   (starts its own labcloud; prints numbers, asserts nothing)
"""

from __future__ import annotations

import http.client
import json
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "appsync"))

from appsync_helpers import SCHEMA, new_api, role  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 400
WARMUP = 40
ECHO = '{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}'
ACTIONS = ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _api(server: LabcloudProcess, name: str, log_config: dict[str, Any] | None) -> tuple[str, str, str]:
    appsync = server.boto3_client("appsync")
    api = new_api(appsync, name, SCHEMA, **({"logConfig": log_config} if log_config else {}))
    appsync.create_data_source(apiId=api["apiId"], name="none", type="NONE")
    appsync.create_resolver(
        apiId=api["apiId"],
        typeName="Query",
        fieldName="echo",
        dataSourceName="none",
        requestMappingTemplate=ECHO,
        responseMappingTemplate="$util.toJson($ctx.result)",
    )
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    return api["apiId"], api["uris"]["GRAPHQL"], key


def _timed(url: str, key: str) -> tuple[list[float], str]:
    """Milliseconds of each answer, and the last answer's request id."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=30)
    body = json.dumps({"query": '{ echo(text: "bench") }'})
    headers = {"content-type": "application/json", "x-api-key": key}
    times: list[float] = []
    request_id = ""
    for i in range(WARMUP + ROUNDS):
        started = time.perf_counter()
        connection.request("POST", parts.path, body, headers)
        answer = connection.getresponse()
        answer.read()
        if i >= WARMUP:
            times.append((time.perf_counter() - started) * 1000)
        request_id = str(answer.headers["x-amzn-requestid"])
    connection.close()
    return times, request_id


def _visible_after(server: LabcloudProcess, api_id: str, request_id: str, answered: float) -> float:
    logs = server.boto3_client("logs")
    group = f"/aws/appsync/apis/{api_id}"
    while True:
        found = logs.filter_log_events(logGroupName=group, filterPattern=f'"{request_id}"')["events"]
        if any('"RequestSummary"' in e["message"] for e in found):
            return (time.perf_counter() - answered) * 1000
        time.sleep(0.005)


def main() -> None:
    server = LabcloudProcess().start()
    try:
        writer = role(server, "bench-appsync-logs", actions=ACTIONS)
        for label, config in (
            ("no logging", None),
            ("ERROR", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ERROR"}),
            ("ALL", {"cloudWatchLogsRoleArn": writer, "fieldLogLevel": "ALL"}),
        ):
            api_id, url, key = _api(server, label.replace(" ", "-"), config)
            times, request_id = _timed(url, key)
            line = f"{label:>10}: p50 {pct(times, 0.5):.2f} ms  p99 {pct(times, 0.99):.2f} ms"
            if config:
                line += f"  last request's records readable {_visible_after(server, api_id, request_id, time.perf_counter()):.0f} ms after"
            print(line)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
