"""``labcloud lab …``: list the track, show, start (provision + working folder + instructions), dir,
check, hint and reset labs.

The commands talk to a running server (``--endpoint``, ``$LABCLOUD_ENDPOINT`` or
http://127.0.0.1:5000): boto3 with the admin test keys provisions resources, and the internal
routes under ``/_labcloud/labs`` record the active lab and compute its checks. A classroom learner
(``$LABCLOUD_LEARNER`` set, docs/classroom.md) provisions with their own credentials and signs the
internal calls with them, so the lab is theirs.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from typing import Any

from labcloud.labs import workdir
from labcloud.labs.scenario import LANGUAGES, Scenario
from labcloud.labs.scenarios import all_scenarios, get

LANG_HELP = "the language of titles and instructions: en, ja or pt (default en)"
MARKS = {"passed": "[ok]", "failed": "[FAIL]", "pending": "[..]"}


def _endpoint(args: argparse.Namespace) -> str:
    return str(args.endpoint or os.environ.get("LABCLOUD_ENDPOINT") or "http://127.0.0.1:5000").rstrip("/")


def _try_request(endpoint: str, method: str, path: str) -> Any:
    """Like :func:`_request` but ``None`` when no server answers (for commands that work offline)."""
    try:
        return _request(endpoint, method, path)
    except SystemExit:
        return None


def _learner_session() -> Any:
    """A classroom learner's boto3 session (their keys or profile), or None outside a class."""
    if not os.environ.get("LABCLOUD_LEARNER"):
        return None
    import boto3

    return boto3.session.Session(region_name=os.environ.get("AWS_DEFAULT_REGION") or "us-east-1")


def _signed_headers(url: str, method: str, data: bytes | None) -> dict[str, str]:
    headers = {"content-type": "application/json"}
    session = _learner_session()
    credentials = None if session is None else session.get_credentials()
    if credentials is None:
        return headers
    from botocore.auth import SigV4Auth
    from botocore.awsrequest import AWSRequest

    signed = AWSRequest(method=method, url=url, data=data or b"", headers=headers)
    SigV4Auth(credentials.get_frozen_credentials(), "labcloud", session.region_name).add_auth(signed)
    return dict(signed.headers.items())


def _request(endpoint: str, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    url = endpoint + "/_labcloud" + path
    request = urllib.request.Request(
        url, data=data, method=method, headers=_signed_headers(url, method, data)
    )
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        raise SystemExit(f"labcloud: {method} {path} failed ({error.code}): {detail}") from None
    except OSError as error:
        raise SystemExit(
            f"labcloud: no server answers at {endpoint} ({error}); start it with `labcloud up`"
        ) from None


def _clients(endpoint: str) -> Callable[[str], Any]:
    import boto3
    from botocore.config import Config

    session = _learner_session() or boto3.session.Session(
        aws_access_key_id="test",
        aws_secret_access_key="test",
        region_name=os.environ.get("AWS_DEFAULT_REGION") or "us-east-1",
    )
    cache: dict[str, Any] = {}

    def client(service: str) -> Any:
        if service not in cache:
            cache[service] = session.client(
                service, endpoint_url=endpoint, config=Config(retries={"max_attempts": 2}, read_timeout=70)
            )
        return cache[service]

    return client


#: SQS refuses a new queue with the name of one deleted less than this many seconds ago (as AWS does).
NAME_HOLD_S = 60.0
LEARNER_QUEUE = re.compile(r"create-queue --queue-name ([A-Za-z0-9_-]+)")


def _name_holds(endpoint: str, scenario: Scenario, clients: Callable[[str], Any]) -> list[str]:
    """A note for each queue the learner creates in this lab whose name was freed less than a minute
    ago (by this command, or by the learner's own clean-up), so the learner's create-queue would fail."""
    names = sorted(set(LEARNER_QUEUE.findall(scenario.instructions("en"))))
    if not names:
        return []
    last = int(_request(endpoint, "GET", "/events?kind=sqs.queue.deleted&limit=1").get("last_seq") or 0)
    found = _request(
        endpoint, "GET", f"/events?kind=sqs.queue.deleted&after={max(0, last - 50000)}&limit=50000"
    )
    deleted: dict[str, float] = {}
    for event in found.get("events") or []:
        name = str((event.get("data") or {}).get("queue_name") or "")
        if name in names:
            deleted[name] = max(deleted.get(name, 0.0), float(event.get("ts") or 0.0))
    notes = []
    for name, when in sorted(deleted.items()):
        free_at = when + NAME_HOLD_S
        left = free_at - time.time()
        if left <= 0:
            continue
        try:
            clients("sqs").get_queue_url(QueueName=name)
            continue  # it exists again: nothing to wait for
        except Exception:  # noqa: BLE001 - any answer but a URL means the learner will create it
            pass
        notes.append(
            f"labcloud: note: the queue {name} was deleted {NAME_HOLD_S - left:.0f} s ago, and SQS refuses a "
            f"new queue of that name for {NAME_HOLD_S:.0f} s (QueueDeletedRecently, as on AWS): run the "
            f"lab's create-queue for {name} after {time.strftime('%H:%M:%S', time.localtime(free_at))} "
            f"(in {left:.0f} s), or every command after it fails."
        )
    return notes


def _list(args: argparse.Namespace) -> int:
    endpoint = _endpoint(args)
    answer = _try_request(endpoint, "GET", f"/labs?lang={args.lang}")
    if answer is None:
        print(f"labcloud: no server answers at {endpoint}: progress unknown", file=sys.stderr)
        entries = [
            {**s.summary(args.lang), "progress": "?", "missing_prerequisites": []}
            for s in all_scenarios().values()
        ]
    else:
        entries = answer["labs"]
    if args.json:
        print(json.dumps(entries, indent=2, ensure_ascii=False))
        return 0
    width = max(len(e["name"]) for e in entries)
    track = None
    for number, entry in enumerate(entries, 1):
        if entry.get("track") != track:
            track = entry.get("track")
            print(str(entry.get("track_title") or f"Track {track}"))
        print(
            f"{number}. {entry['name']:<{width}}  {entry['kind']:<9}  {entry['progress']:<11}  {entry['title']}"
        )
        if entry["prerequisites"]:
            print(f"   {'':<{width}}  after: {', '.join(entry['prerequisites'])}")
    return 0


def _show(args: argparse.Namespace) -> int:
    try:
        scenario = get(args.name)
    except KeyError as error:
        print(f"labcloud: {error.args[0]}", file=sys.stderr)
        return 2
    sys.stdout.write(scenario.instructions(args.lang))
    return 0


def _start(args: argparse.Namespace) -> int:
    try:
        scenario = get(args.name)
    except KeyError as error:
        print(f"labcloud: {error.args[0]}", file=sys.stderr)
        return 2
    endpoint = _endpoint(args)
    _request(endpoint, "GET", "/health")
    clients = _clients(endpoint)
    print(f"labcloud: preparing {scenario.name} on {endpoint} …", file=sys.stderr)
    scenario.deprovision(clients)
    baseline = scenario.provision(clients)
    folder, kept = workdir.prepare(scenario)
    started = _request(
        endpoint, "POST", "/labs/start", {"name": scenario.name, "lang": args.lang, "baseline": baseline}
    )
    missing = started.get("missing_prerequisites") or []
    if missing:
        print(
            f"labcloud: note: {scenario.name} builds on {', '.join(missing)}, which you have not passed yet; "
            "starting it anyway",
            file=sys.stderr,
        )
    print(f"labcloud: {scenario.name} is ready; view: {endpoint}/_labcloud/view/", file=sys.stderr)
    print(f'labcloud: your working folder: {folder}  (cd "$(labcloud lab dir)")', file=sys.stderr)
    if kept is not None:
        print(f"labcloud: your files from the earlier attempt were moved to {kept}", file=sys.stderr)
    for note in _name_holds(endpoint, scenario, clients):
        print(note, file=sys.stderr)
    sys.stdout.write(scenario.instructions(args.lang))
    return 0


def _dir(args: argparse.Namespace) -> int:
    name = args.name
    if name is None:
        active = _request(_endpoint(args), "GET", "/labs/active").get("active")
        if active is None:
            print(
                "labcloud: no lab is active: run `labcloud lab start NAME` (or name a lab: "
                "`labcloud lab dir NAME`)",
                file=sys.stderr,
            )
            return 2
        name = active["name"]
    try:
        scenario = get(name)
    except KeyError as error:
        print(f"labcloud: {error.args[0]}", file=sys.stderr)
        return 2
    target = workdir.folder(scenario.name)
    if not target.is_dir():
        workdir.prepare(scenario)  # a new folder: nothing to set aside
    print(target)
    return 0


def _check(args: argparse.Namespace) -> int:
    endpoint = _endpoint(args)
    path = "/labs/check" + (f"?step={urllib.parse.quote(args.step)}" if args.step else "")
    report = _request(endpoint, "GET", path)
    if not report.get("name"):
        print(report.get("message") or "no lab is active", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print(report.get("title") or report["name"])
        for number, step in enumerate(report["steps"], 1):
            label = step["id"] if args.step else f"{number}. {step['id']}"
            print(f"{MARKS.get(step['status'], step['status'])} {label} — {step['title']}")
            if step.get("reason"):
                print(f"     {step['reason']}")
            if step.get("trace"):
                print(f"     trace: {endpoint}{step['trace']}")
        if report.get("passed") and not args.step:
            print()
            print(f"Passed: every step of {report['name']} is confirmed.")
            if report.get("wrapup"):
                print(report["wrapup"])
            following = report.get("next")
            if following:
                lead = "Still to pass in the track" if following.get("earlier") else "Next in the track"
                print(f"{lead}: {following['name']} ({following['kind']}) — {following['title']}")
            else:
                print("You have passed every lab of the track.")
    return 0 if report.get("ok") else 1


def _hint(args: argparse.Namespace) -> int:
    endpoint = _endpoint(args)
    path = "/labs/hint" + (f"?step={urllib.parse.quote(args.step)}" if args.step else "")
    answer = _request(endpoint, "POST", path, {})
    if not answer.get("name"):
        print(answer.get("message") or "no lab is active", file=sys.stderr)
        return 2
    if not answer.get("hints"):
        print(answer.get("message") or "no hints")
        return 0
    print(f"Hints for {answer['step']} — {answer['title']}:")
    for number, text in enumerate(answer["hints"], 1):
        print(f"  {number}. {text}")
    if answer.get("remaining"):
        print(f"({answer['remaining']} more: run `labcloud lab hint` again)")
    return 0


def _reset(args: argparse.Namespace) -> int:
    endpoint = _endpoint(args)
    active = _request(endpoint, "GET", "/labs/active").get("active")
    if active is None:
        print("no lab is active")
        return 0
    scenario = get(active["name"])
    clients = _clients(endpoint)
    scenario.deprovision(clients)
    kept = workdir.set_aside(scenario)
    _request(endpoint, "POST", "/labs/reset", {})
    print(f"{active['name']}: resources removed; no lab is active")
    if kept is not None:
        print(f"your files from the lab folder were moved to {kept}")
    for note in _name_holds(endpoint, scenario, clients):
        print(note.removeprefix("labcloud: "))
    return 0


def add_parser(subparsers: Any) -> None:
    lab = subparsers.add_parser("lab", help="run a lab scenario against the running server")
    commands = lab.add_subparsers(dest="lab_command", required=True)

    def endpoint_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--endpoint", help="labcloud's URL (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
        )

    listing = commands.add_parser(
        "list", help="list the track's labs in order, with kind, prerequisites, progress"
    )
    listing.add_argument("--lang", choices=LANGUAGES, default="en", help=LANG_HELP)
    listing.add_argument("--json", action="store_true", help="print the catalogue as JSON")
    endpoint_option(listing)
    listing.set_defaults(func=_list)

    show = commands.add_parser("show", help="print a lab's instructions")
    show.add_argument("name", help="the lab (see `labcloud lab list`)")
    show.add_argument("--lang", choices=LANGUAGES, default="en", help=LANG_HELP)
    show.set_defaults(func=_show)

    start = commands.add_parser(
        "start", help="provision a lab's starting resources and print its instructions"
    )
    start.add_argument("name", help="the lab (see `labcloud lab list`)")
    start.add_argument("--lang", choices=LANGUAGES, default="en", help=LANG_HELP)
    endpoint_option(start)
    start.set_defaults(func=_start)

    check = commands.add_parser("check", help="check the active lab's steps (exit 1 when a step fails)")
    check.add_argument("step", nargs="?", help="a step id or number (then it must have passed)")
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    endpoint_option(check)
    check.set_defaults(func=_check)

    directory = commands.add_parser(
        "dir", help="print (and create) a lab's working folder; default the active lab"
    )
    directory.add_argument("name", nargs="?", help="a lab (default: the active lab)")
    endpoint_option(directory)
    directory.set_defaults(func=_dir)

    hint = commands.add_parser("hint", help="reveal the next hint for the first unfinished step (or STEP)")
    hint.add_argument("step", nargs="?", help="a step id or number")
    endpoint_option(hint)
    hint.set_defaults(func=_hint)

    reset = commands.add_parser("reset", help="remove the active lab's resources and forget it")
    endpoint_option(reset)
    reset.set_defaults(func=_reset)
