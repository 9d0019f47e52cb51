"""``labcloud classroom …``: the instructor's commands against a server started with ``--classroom``:
``list`` the learners, hand out their ``credentials`` (env files or ``~/.aws/config`` profiles),
``export`` the results (CSV or JSON) and ``reset`` one learner. They run on the instructor's machine
(the server answers these routes only there)."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any


def _endpoint(args: argparse.Namespace) -> str:
    return str(args.endpoint or os.environ.get("LABCLOUD_ENDPOINT") or "http://127.0.0.1:5000").rstrip("/")


def _call(args: argparse.Namespace, method: str, path: str) -> bytes:
    endpoint = _endpoint(args)
    request = urllib.request.Request(
        endpoint + "/_labcloud" + path, data=b"" if method == "POST" else None, method=method
    )
    try:
        with urllib.request.urlopen(request, timeout=300) as response:
            body: bytes = response.read()
            return body
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        try:
            detail = json.loads(detail)["error"]["message"]
        except (ValueError, KeyError, TypeError):
            pass
        raise SystemExit(f"labcloud: {detail}") from None
    except OSError as error:
        raise SystemExit(f"labcloud: no server answers at {endpoint} ({error})") from None


def env_file(learner: dict[str, Any], endpoint: str, region: str) -> str:
    """What a learner sources: their keys, the endpoint, and LABCLOUD_LEARNER (so `labcloud env` keeps them)."""
    values = {
        "LABCLOUD_LEARNER": learner["name"],
        "AWS_ENDPOINT_URL": endpoint,
        "LABCLOUD_ENDPOINT": endpoint,
        "AWS_ACCESS_KEY_ID": learner["access_key"],
        "AWS_SECRET_ACCESS_KEY": learner["secret_access_key"],
        "AWS_DEFAULT_REGION": region,
        "AWS_REGION": region,
    }
    lines = [f"# labcloud classroom: {learner['name']} (account {learner['account_id']}); source this file"]
    lines.append("unset AWS_PROFILE AWS_SESSION_TOKEN AWS_SECURITY_TOKEN")
    lines += [f"export {key}={shlex.quote(value)}" for key, value in values.items()]
    return "\n".join(lines) + "\n"


def profile(learner: dict[str, Any], endpoint: str, region: str) -> str:
    """A ``~/.aws/config`` section (``endpoint_url`` needs AWS CLI v2.13+ / boto3 1.28+)."""
    return (
        f"# {learner['name']} (account {learner['account_id']}): "
        f"export AWS_PROFILE={learner['name']} LABCLOUD_LEARNER={learner['name']} LABCLOUD_ENDPOINT={endpoint}\n"
        f"[profile {learner['name']}]\n"
        f"aws_access_key_id = {learner['access_key']}\n"
        f"aws_secret_access_key = {learner['secret_access_key']}\n"
        f"region = {region}\n"
        f"endpoint_url = {endpoint}\n"
    )


def _list(args: argparse.Namespace) -> int:
    answer = json.loads(_call(args, "GET", "/classroom"))
    if not answer.get("enabled"):
        print(f"labcloud: {answer.get('message')}", file=sys.stderr)
        return 2
    for learner in answer["learners"]:
        print(f"{learner['name']}\t{learner['account_id']}\t{learner['access_key']}")
    return 0


def _credentials(args: argparse.Namespace) -> int:
    answer = json.loads(_call(args, "GET", "/classroom/credentials"))
    endpoint = (args.learner_endpoint or answer["endpoint"]).rstrip("/")
    chosen = [x for x in answer["learners"] if not args.learner or x["name"] in args.learner]
    unknown = set(args.learner or ()) - {x["name"] for x in answer["learners"]}
    if unknown:
        print(f"labcloud: no learner {', '.join(sorted(unknown))} in this class", file=sys.stderr)
        return 2
    render = env_file if args.format == "env" else profile
    if args.out:
        folder = Path(args.out)
        folder.mkdir(parents=True, exist_ok=True)
        suffix = ".env" if args.format == "env" else ".aws-config"
        for learner in chosen:
            target = folder / f"{learner['name']}{suffix}"
            target.touch(mode=0o600, exist_ok=True)
            target.chmod(0o600)  # a secret: readable by its owner only
            target.write_text(render(learner, endpoint, answer["region"]))
        print(f"labcloud: wrote {len(chosen)} file(s) to {folder} (one per learner; hand each out privately)")
        return 0
    if args.format == "json":
        print(json.dumps({**answer, "endpoint": endpoint, "learners": chosen}, indent=2))
        return 0
    sys.stdout.write("\n".join(render(x, endpoint, answer["region"]) for x in chosen))
    return 0


def _export(args: argparse.Namespace) -> int:
    body = _call(args, "GET", f"/classroom/export?format={args.format}")
    if args.output:
        Path(args.output).write_bytes(body)
        return 0
    sys.stdout.write(body.decode())
    if args.format == "json":
        sys.stdout.write("\n")
    return 0


def _reset(args: argparse.Namespace) -> int:
    answer = json.loads(_call(args, "POST", f"/classroom/reset/{urllib.parse.quote(args.learner)}"))
    print(f"{answer['learner']} (account {answer['account_id']}): resources deleted, lab progress forgotten")
    for service, error in sorted((answer.get("left") or {}).items()):
        print(f"  not everything in {service} could be deleted: {error}")
    return 0 if not answer.get("left") else 1


def add_parser(subparsers: Any) -> None:
    classroom = subparsers.add_parser(
        "classroom", help="the instructor's commands for a server started with --classroom"
    )
    commands = classroom.add_subparsers(dest="classroom_command", required=True)

    def endpoint_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--endpoint", help="labcloud's URL (default $LABCLOUD_ENDPOINT or http://127.0.0.1:5000)"
        )

    listing = commands.add_parser("list", help="the learners: name, account id, access key id")
    endpoint_option(listing)
    listing.set_defaults(func=_list)

    keys = commands.add_parser(
        "credentials", help="each learner's keys as an env file or ~/.aws/config profile"
    )
    keys.add_argument("learner", nargs="*", help="only these learners (default: everyone)")
    keys.add_argument(
        "--format",
        choices=("env", "aws-config", "json"),
        default="env",
        help="env: a file to source (default); aws-config: a [profile NAME] section; json",
    )
    keys.add_argument("--out", metavar="DIR", help="write one file per learner into DIR (mode 600)")
    keys.add_argument(
        "--learner-endpoint",
        metavar="URL",
        help="the URL learners reach the server at (e.g. http://192.168.1.20:5000; default the server's)",
    )
    endpoint_option(keys)
    keys.set_defaults(func=_credentials)

    export = commands.add_parser("export", help="every learner's progress through every step")
    export.add_argument("--format", choices=("csv", "json"), default="csv", help="csv (default) or json")
    export.add_argument("--output", metavar="FILE", help="write to FILE instead of standard output")
    endpoint_option(export)
    export.set_defaults(func=_export)

    reset = commands.add_parser("reset", help="delete one learner's resources and lab progress")
    reset.add_argument("learner", help="the learner's name (see `labcloud classroom list`)")
    endpoint_option(reset)
    reset.set_defaults(func=_reset)
