"""``labcloud clock [advance 1h | set 2027-01-01T00:00:00Z | reset]``: show or move a running server's clock.

$ labcloud clock advance 1d
now     2026-12-05T18:00:00Z
offset  +1d 0h 0m 0s (86400 s) ahead of wall time
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from labcloud.faults.cli import endpoint_of, request


def offset_text(seconds: float) -> str:
    """``+1d 2h 3m 4s (93784 s) ahead of wall time``, or ``0 (wall time)``."""
    if abs(seconds) < 0.0005:
        return "0 (wall time)"
    sign, left = ("+", seconds) if seconds > 0 else ("-", -seconds)
    days, rest = divmod(int(round(left)), 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    parts = [f"{days}d"] if days else []
    parts += [f"{hours}h", f"{minutes}m", f"{secs}s"] if days or hours else [f"{minutes}m", f"{secs}s"]
    where = "ahead of" if seconds > 0 else "behind"
    return f"{sign}{' '.join(parts)} ({seconds:.3f} s) {where} wall time"


def _show(answer: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(answer, indent=2))
        return
    print(f"now     {answer['iso']}")
    print(f"offset  {offset_text(float(answer['offset_seconds']))}")


def _run(args: argparse.Namespace) -> int:
    endpoint = endpoint_of(args)
    action = args.clock_command
    if action is None:
        status, answer = request(endpoint, "GET", "/clock")
    elif action == "advance":
        status, answer = request(endpoint, "POST", "/clock/advance", {"by": args.duration})
    elif action == "set":
        status, answer = request(endpoint, "POST", "/clock/set", {"time": args.time})
    else:
        status, answer = request(endpoint, "POST", "/clock/reset", {})
    if status != 200:
        error = (answer or {}).get("error") or {}
        print(f"labcloud: {error.get('code', 'Error')}: {error.get('message', answer)}")
        return 2
    _show(answer, args.json)
    return 0


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "clock", help="show or move the server clock (schedules, timeouts, TTL follow it)"
    )
    parser.add_argument(
        "--endpoint", help="labcloud's endpoint (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
    )
    parser.add_argument("--json", action="store_true", help="print the clock as JSON")
    sub = parser.add_subparsers(dest="clock_command")
    advance = sub.add_parser("advance", help="move the clock forward: 90, 30s, 15m, 1h, 2d")
    advance.add_argument("duration", help="how far: seconds (90) or 30s, 15m, 1h, 2d")
    moved = sub.add_parser("set", help="set the clock to a time: 2027-01-01T00:00:00Z (or epoch seconds)")
    moved.add_argument("time", help="an ISO 8601 time (no zone: UTC) or epoch seconds")
    sub.add_parser("reset", help="back to wall time")
    parser.set_defaults(func=_run)
