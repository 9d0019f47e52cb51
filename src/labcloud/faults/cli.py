"""``labcloud faults add|list|clear|remove``: manage the fault rules of a running server.

    labcloud faults add --service dynamodb --operation PutItem --probability 0.3 \\
        --error ProvisionedThroughputExceededException [--status 400] [--phase after] [--caller lambda]
    labcloud faults add --service appconfigdata --delay-ms 2000 --caller all   # latency, no error
"""

from __future__ import annotations

import argparse
import json
import os
import urllib.error
import urllib.request
from typing import Any


def endpoint_of(args: argparse.Namespace) -> str:
    return str(
        getattr(args, "endpoint", None) or os.environ.get("LABCLOUD_ENDPOINT") or "http://127.0.0.1:5000"
    ).rstrip("/")


def request(endpoint: str, method: str, path: str, body: Any = None, timeout: float = 30) -> tuple[int, Any]:
    """One call to the internal API: (status, decoded JSON); a missing server exits clearly."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        endpoint + "/_labcloud" + path, data=data, method=method, headers={"content-type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw)
        except ValueError:
            return error.code, {"error": {"code": "HTTPError", "message": raw.decode(errors="replace")}}
    except OSError as error:
        raise SystemExit(
            f"labcloud: no server answers at {endpoint} ({error}); start it with `labcloud up`"
        ) from None


def _failed(answer: Any) -> int:
    error = (answer or {}).get("error") or {}
    print(f"labcloud: {error.get('code', 'Error')}: {error.get('message', answer)}")
    return 2


def _add(args: argparse.Namespace) -> int:
    rule: dict[str, Any] = {
        "service": args.service,
        "operation": args.operation,
        "probability": args.probability,
        "error": {"code": args.error} if args.error else None,
        "phase": args.phase,
        "caller": args.caller,
    }
    if args.error and args.status is not None:
        rule["error"]["status"] = args.status
    if args.error and args.message is not None:
        rule["error"]["message"] = args.message
    for name in ("region", "function", "count", "seed", "id", "delay_ms"):
        value = getattr(args, name)
        if value is not None:
            rule[name] = value
    status, answer = request(endpoint_of(args), "POST", "/faults", rule)
    if status != 201:
        return _failed(answer)
    print(json.dumps(answer, indent=2) if args.json else answer["id"])
    return 0


def _list(args: argparse.Namespace) -> int:
    status, answer = request(endpoint_of(args), "GET", "/faults")
    if status != 200:
        return _failed(answer)
    rules = answer["rules"]
    if args.json:
        print(json.dumps(rules, indent=2))
        return 0
    for rule in rules:
        where = f"{rule['service']}:{rule['operation']}" + (f" in {rule['region']}" if rule["region"] else "")
        scope = rule["caller"] + (f" function={rule['function']}" if rule["function"] else "")
        error = rule.get("error")
        what = f"{error['code']} ({error['status']})" if error else "no error"
        if rule.get("delay_ms"):
            what += f" after {rule['delay_ms']} ms"
        print(
            f"{rule['id']}\t{where}\tp={rule['probability']}\t{what}"
            f"\t{rule['phase']}\t{scope}\tfired {rule['fired']}/{rule['matched']}"
        )
    return 0


def _clear(args: argparse.Namespace) -> int:
    if args.id:
        status, answer = request(endpoint_of(args), "DELETE", "/faults/" + args.id)
    else:
        status, answer = request(endpoint_of(args), "DELETE", "/faults")
    if status != 200:
        return _failed(answer)
    print(f"removed {answer['removed']}")
    return 0


def add_parser(commands: Any) -> None:
    faults = commands.add_parser("faults", help="inject AWS errors into calls (fault rules)")
    faults.add_argument(
        "--endpoint", help="labcloud's endpoint (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
    )
    sub = faults.add_subparsers(dest="faults_command", required=True)
    add = sub.add_parser("add", help="add a rule")
    add.add_argument(
        "--service", required=True, help="the service whose calls fail (dynamodb, sqs, lambda …)"
    )
    add.add_argument("--operation", default="*", help="the operation, e.g. PutItem (default *: every one)")
    add.add_argument("--region", help="only calls to this region (default: every region)")
    add.add_argument(
        "--probability", type=float, default=1.0, help="how often a matching call fails (0-1, default 1)"
    )
    add.add_argument("--error", help="the AWS error code to answer (needed unless --delay-ms is given)")
    add.add_argument(
        "--delay-ms", type=int, help="hold each matching call this long first (0-30000; alone: latency only)"
    )
    add.add_argument("--status", type=int, help="the HTTP status (default: AWS's for the code, else 400)")
    add.add_argument("--message", help="the error message (default: a generic one for the code)")
    add.add_argument(
        "--phase",
        choices=("before", "after"),
        default="before",
        help="fail before the call runs, or after it ran (a lost answer)",
    )
    add.add_argument(
        "--caller",
        choices=("clients", "lambda", "all"),
        default="clients",
        help="whose calls fail: outside clients, function sandboxes, or all (default clients)",
    )
    add.add_argument("--function", help="only calls made by this function's sandboxes")
    add.add_argument("--count", type=int, help="fire at most this many times")
    add.add_argument("--seed", type=int, help="the seed of the rule's coin flips (default: random)")
    add.add_argument("--id", help="the rule's id (default: a new one)")
    add.add_argument("--json", action="store_true", help="print the rule as JSON")
    add.set_defaults(func=_add)
    listing = sub.add_parser("list", help="list the rules")
    listing.add_argument("--json", action="store_true", help="print the rules as JSON")
    listing.set_defaults(func=_list)
    clear = sub.add_parser("clear", help="remove one rule (--id) or all")
    clear.add_argument("--id", help="the rule to remove (default: every rule)")
    clear.set_defaults(func=_clear)
