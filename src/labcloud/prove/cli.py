"""``labcloud prove``: run a consumer through at-least-once faults and print the per-key report.

    labcloud prove --mapping UUID --key '$.id' --messages orders.jsonl [--faults all|LIST]
                   [--rate 0.3] [--seed 7] [--table TABLE] [--json] [--timeout 120] [--fast]
                   [--count-rewrites]

Exit code: 0 when every key passed (exactly-once effect, or a conflicting copy refused), 1 when
some key failed, 2 when the run could not start, failed or did not settle in time.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import urllib.parse
from typing import Any

from labcloud.faults.cli import endpoint_of, request
from labcloud.prove.plan import FAULTS


def _messages(path: str) -> list[str]:
    handle = sys.stdin if path == "-" else open(path, encoding="utf-8")  # noqa: SIM115
    with handle:
        return [line.strip() for line in handle if line.strip()]


def _progress(run: dict[str, Any], tty: bool) -> str:
    p = run.get("progress") or {}
    return (
        f"prove {run['run_id']}: {run['state']} · sent {p.get('sent', 0)}/{p.get('planned', len(run.get('plan') or []))}"
        f" · settled {p.get('settled', 0)} · deleted {p.get('deleted', 0)} · in DLQ {p.get('in_dlq', 0)}"
        f" · invocations {p.get('invocations', 0)} (in flight {p.get('in_flight', 0)}) · {p.get('elapsed_s', 0)} s"
    )


def render(report: dict[str, Any], endpoint: str = "") -> str:
    """The report as text; with ``endpoint``, each failed key's line links to its trace in the view."""
    lines = []
    totals = report["totals"]
    lines.append(
        f"prove {report['run_id']} · function {report['function']} · seed {report['seed']} · rate "
        f"{report['rate']} · faults {','.join(report['faults'])}"
        + (" · rewrites count as duplicates" if report.get("count_rewrites") else "")
    )
    for entry in report["keys"]:
        s = entry["summary"]
        mark = "ok  " if entry["passed"] else "FAIL"
        applied = ",".join(sorted({f["fault"] for f in entry["faults_applied"]})) or "-"
        lines.append(f"[{mark}] {entry['key']}: {entry['verdict']} — {entry['why']}")
        lines.append(
            f"       copies {s['copies']} · deliveries {s['deliveries']} · invocations {s['invocations']}"
            f" · writes accepted {s['accepted_writes']} (effects {s['effects']}, unchanged "
            f"{s['unchanged_overwrites']}) rejected {s['rejected_writes']} · faults {applied}"
        )
        if endpoint and not entry["passed"]:
            lines.append(
                f"       trace: {endpoint}/_labcloud/view/trace?key={urllib.parse.quote(str(entry['key']), safe='')}"
            )
    verdicts = ", ".join(f"{k} {v}" for k, v in sorted(totals["verdicts"].items()))
    lines.append(
        f"{totals['passed']}/{totals['keys']} keys passed ({totals['exactly_once_fraction']:.0%}) · "
        f"{verdicts} · faults applied {json.dumps(totals['faults_applied'], sort_keys=True)}"
    )
    lines.append(
        f"verdict: {report['verdict'].upper()}"
        + ("" if report["state"] == "settled" else f" (run {report['state']})")
    )
    return "\n".join(lines)


def _prove(args: argparse.Namespace) -> int:
    endpoint = endpoint_of(args)
    try:
        messages = _messages(args.messages)
    except OSError as error:
        print(f"labcloud: cannot read {args.messages}: {error}", file=sys.stderr)
        return 2
    body: dict[str, Any] = {
        "mapping": args.mapping,
        "key": args.key,
        "messages": messages,
        "faults": args.faults,
        "rate": args.rate,
        "timeout": args.timeout,
        "fast": args.fast,
        "max_receives": args.max_receives,
        "count_rewrites": args.count_rewrites,
        "region": args.region or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1",
    }
    if args.seed is not None:
        body["seed"] = args.seed
    if args.table:
        body["table"] = args.table
    status, run = request(endpoint, "POST", "/prove", body)
    if status != 202:
        problem = (run or {}).get("error") or {}
        print(f"labcloud: {problem.get('code', status)}: {problem.get('message', run)}", file=sys.stderr)
        return 2
    tty = sys.stderr.isatty()
    last = ""
    deadline = time.monotonic() + args.timeout + 60
    while run["state"] in ("starting", "running"):
        line = _progress(run, tty)
        if line != last and not args.quiet:
            sys.stderr.write(("\r" + line + "\x1b[K") if tty else line + "\n")
            sys.stderr.flush()
            last = line
        if time.monotonic() > deadline:
            print("\nlabcloud: the run did not end in time", file=sys.stderr)
            return 2
        time.sleep(0.5)
        status, run = request(endpoint, "GET", f"/prove/{run['run_id']}?report=0")
        if status != 200:
            print(f"\nlabcloud: lost the run: {run}", file=sys.stderr)
            return 2
    if tty and not args.quiet:
        sys.stderr.write("\n")
    status, run = request(endpoint, "GET", f"/prove/{run['run_id']}")
    report = run.get("report")
    if report is None:
        print(f"labcloud: the run {run['state']}: {run.get('error')}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({**report, "plan": run["plan"]}, indent=2, default=str))
    else:
        print(render(report, endpoint))
    if report["verdict"] == "pass":
        return 0
    return 1 if report["verdict"] == "fail" else 2


def add_parser(commands: Any) -> None:
    prove = commands.add_parser("prove", help="prove a queue consumer under at-least-once faults")
    prove.add_argument(
        "--endpoint", help="labcloud's endpoint (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
    )
    prove.add_argument("--mapping", required=True, help="the event source mapping's UUID")
    prove.add_argument(
        "--key", default="$.id", help="JSON path of the business key in each message (default $.id)"
    )
    prove.add_argument(
        "--messages", required=True, help="a file of JSON messages, one per line (- for stdin)"
    )
    prove.add_argument(
        "--faults", default="all", help="all, or a comma-separated list of: " + ", ".join(FAULTS)
    )
    prove.add_argument("--rate", type=float, default=0.3, help="how often each fault hits (0-1, default 0.3)")
    prove.add_argument("--seed", type=int, help="the seed of every fault choice (default: random, printed)")
    prove.add_argument(
        "--table", help="judge writes to this table only (default: every table the consumer wrote)"
    )
    prove.add_argument("--timeout", type=float, default=120, help="seconds to wait for the queue to settle")
    prove.add_argument(
        "--fast", action="store_true", help=f"short visibility timeout during the run ({3} s), restored after"
    )
    prove.add_argument(
        "--max-receives",
        type=int,
        default=3,
        help="with no DLQ, a copy failing this many deliveries counts as refused and is removed",
    )
    prove.add_argument(
        "--count-rewrites",
        action="store_true",
        help="count an accepted write that stores the same item again as a duplicated effect "
        "(the labs' definition; by default it is reported but forgiven)",
    )
    prove.add_argument("--region", help="the queue's region (default $AWS_DEFAULT_REGION or us-east-1)")
    prove.add_argument("--json", action="store_true", help="print the report as JSON")
    prove.add_argument("--quiet", action="store_true", help="no progress line")
    prove.set_defaults(func=_prove)
