"""``labcloud state save|load|list|delete``: state snapshots of a running server (docs/state.md).

$ labcloud state save fixture
saved   fixture  (2.1 MB, 0.031 s) in /home/me/.local/share/labcloud/snapshots
$ labcloud state load fixture
loaded  fixture  (saved 2026-12-04T21:30:00Z by labcloud 0.1.0) in 0.214 s
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from labcloud.faults.cli import endpoint_of, request


def _when(epoch: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(epoch))


def _size(size: int) -> str:
    return f"{size / 1e6:.1f} MB" if size >= 100_000 else f"{size / 1e3:.1f} kB"


def _run(args: argparse.Namespace) -> int:
    endpoint = endpoint_of(args)
    action = args.state_command
    if action == "list":
        status, answer = request(endpoint, "GET", "/state")
    elif action == "delete":
        status, answer = request(endpoint, "DELETE", f"/state/{args.name}")
    else:
        status, answer = request(endpoint, "POST", f"/state/{args.name}/{action}", {}, timeout=600)
    if status != 200:
        error = (answer or {}).get("error") or {}
        print(f"labcloud: {error.get('code', 'Error')}: {error.get('message', answer)}")
        return 2
    if args.json:
        print(json.dumps(answer, indent=2))
    elif action == "list":
        print(f"snapshots in {answer['directory']}")
        for item in answer["snapshots"]:
            print(
                f"  {item['name']:<30} {_size(item['size']):>9}  saved {_when(item['created_at'])}"
                f"  labcloud {item['labcloud_version']}"
            )
    elif action == "save":
        print(f"saved   {answer['name']}  ({_size(answer['size'])}, {answer['seconds']:.3f} s)")
    elif action == "load":
        loaded = answer["loaded"]
        print(
            f"loaded  {loaded['name']}  (saved {_when(loaded['created_at'])} by labcloud "
            f"{loaded['labcloud_version']}) in {answer['seconds']:.3f} s"
        )
    else:
        print(f"deleted {answer['deleted']}")
    return 0


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "state", help="save, load, list or delete snapshots of a running server's whole state"
    )
    parser.add_argument(
        "--endpoint", help="labcloud's endpoint (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
    )
    parser.add_argument("--json", action="store_true", help="print the server's answer as JSON")
    sub = parser.add_subparsers(dest="state_command", required=True)
    for verb, text in (
        ("save", "save every service's state as snapshot NAME (replacing one of that name)"),
        ("load", "replace every service's state with snapshot NAME"),
        ("delete", "delete snapshot NAME"),
    ):
        sub.add_parser(verb, help=text).add_argument(
            "name", metavar="NAME", help="the snapshot: letters, digits, ., _ or -"
        )
    sub.add_parser("list", help="list the snapshots")
    parser.set_defaults(func=_run)
