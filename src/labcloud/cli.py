"""The ``labcloud`` command: ``up`` runs the server (``--detach``: in the background, ``down`` stops it),
``env`` prints shell exports, ``lab`` runs labs, ``terraform`` prints a Terraform provider block."""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from pathlib import Path

from labcloud import __version__
from labcloud.bytecode import keep_bytecode_cached


def _up(args: argparse.Namespace) -> int:
    if args.wait and not args.detach:
        print("labcloud: --wait goes with --detach", file=sys.stderr)
        return 2
    if args.detach:
        from labcloud.config import default_data_dir
        from labcloud.detached import start

        data_dir = "" if args.in_memory else str(Path(args.data_dir) if args.data_dir else default_data_dir())
        return start(args.words, args.port, args.host, data_dir, wait=args.wait, timeout=args.wait_timeout)
    keep_bytecode_cached()  # before the server's modules are imported
    from labcloud import dataclass_code

    dataclass_code.install()  # so is this: their records' generated methods, compiled by an earlier start
    from labcloud.config import Settings, default_data_dir, default_sfn_mock_config, default_snapshot_dir
    from labcloud.store import as_built

    as_built.install()  # and new owners' tables as their migrations leave them, made by an earlier start
    # Importing and building the app allocates ~50,000 objects that live as long as the server; the
    # collector would scan them over and over meanwhile (~9 ms of start-up). serve() turns it back on.
    gc.disable()
    from labcloud.server import serve

    if args.host not in ("127.0.0.1", "localhost", "::1") and args.classroom is None:
        print(
            f"labcloud: refusing to listen on {args.host}: beyond this machine every request must be signed"
            " with a learner's key; start a class with --classroom ROSTER (docs/classroom.md)",
            file=sys.stderr,
        )
        return 2
    classroom, learners = None, 0
    if args.classroom is not None:
        from labcloud.classroom.roster import RosterError, read

        classroom = Path(args.classroom).resolve()
        try:
            learners = len(read(classroom))
        except RosterError as error:
            print(f"labcloud: {error}", file=sys.stderr)
            return 2
    settings = Settings(
        host=args.host,
        port=args.port,
        data_dir=Path(args.data_dir) if args.data_dir else default_data_dir(),
        in_memory=args.in_memory,
        account_id=args.account_id,
        region=args.region,
        enforce_iam=args.enforce_iam or classroom is not None,
        verify_signatures=args.verify_signatures or classroom is not None,
        metrics_resolution=args.metrics_resolution,
        http_head_timeout=args.http_head_timeout,
        http_idle_timeout=args.http_idle_timeout,
        websocket_idle_timeout=args.websocket_idle_timeout,
        sfn_mock_config=Path(args.sfn_mock_config) if args.sfn_mock_config else default_sfn_mock_config(),
        snapshot_dir=Path(args.snapshot_dir) if args.snapshot_dir else default_snapshot_dir(),
        classroom=classroom,
        sandbox_limit=max(Settings.sandbox_limit, learners),  # every learner's worker can run at once
    )
    return serve(settings)


def _env(args: argparse.Namespace) -> int:
    from labcloud.config import ca_file, default_data_dir
    from labcloud.shell_env import exports

    endpoint = args.endpoint or os.environ.get("LABCLOUD_ENDPOINT") or f"http://127.0.0.1:{args.port}"
    base = Path(args.data_dir) if args.data_dir else default_data_dir()
    learner = bool(os.environ.get("LABCLOUD_LEARNER"))
    sys.stdout.write(
        exports(endpoint, args.region, base, args.format, learner=learner, ca_file=ca_file(base))
    )
    return 0


def _ca(args: argparse.Namespace) -> int:
    from labcloud.config import ca_file, default_data_dir

    found = ca_file(Path(args.data_dir) if args.data_dir else default_data_dir())
    if not found.is_file():
        print(
            f"labcloud: no CA certificate at {found} yet: `labcloud up` makes it on its first start",
            file=sys.stderr,
        )
        return 1
    print(found)
    return 0


def _down(args: argparse.Namespace) -> int:
    from labcloud.detached import stop

    return stop(args.port, args.timeout)


#: The commands this module defines itself; the others come from their own modules.
CORE_COMMANDS = ("up", "env", "down", "ca")


def build_parser(*, extensions: bool = True) -> argparse.ArgumentParser:
    """The whole command line; ``extensions=False`` leaves out the commands other modules add
    (importing them costs ~25 ms that ``labcloud up`` would pay on every start)."""
    parser = argparse.ArgumentParser(
        prog="labcloud", description="A local, Docker-free AWS serverless cloud."
    )
    parser.add_argument("--version", action="version", version=f"labcloud {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    up = commands.add_parser("up", help="run the AWS endpoint and the view")
    up.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1: this machine only)"
    )
    up.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("LABCLOUD_PORT", "5000")),
        help="the port of the AWS endpoint and the view (default $LABCLOUD_PORT or 5000)",
    )
    where = up.add_mutually_exclusive_group()
    where.add_argument("--data-dir", help="where state is kept (default: ~/.local/share/labcloud)")
    where.add_argument("--in-memory", action="store_true", help="keep nothing after the server stops")
    up.add_argument(
        "--account-id",
        default="000000000000",
        help="the account every resource belongs to (default 000000000000)",
    )
    up.add_argument("--region", default="us-east-1", help="the default region (default us-east-1)")
    up.add_argument(
        "--enforce-iam", action="store_true", help="enforce IAM users' policies; reject unknown keys"
    )
    up.add_argument("--verify-signatures", action="store_true", help="check SigV4 signatures of known keys")
    up.add_argument(
        "--classroom",
        metavar="ROSTER",
        help="one account per learner named in ROSTER (names one a line, or a count); every request must"
        " be signed with a learner's key; needed to listen beyond this machine (docs/classroom.md)",
    )
    up.add_argument(
        "--metrics-resolution",
        type=int,
        choices=(1, 60),
        default=60,
        help="seconds per datapoint of the metrics services publish (1: lab mode; default 60 as AWS)",
    )
    up.add_argument(
        "--http-head-timeout",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="close a connection whose request head is not whole this long after it began (default 30)",
    )
    up.add_argument(
        "--http-idle-timeout",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="close an idle keep-alive connection, or one whose request body stops arriving, after this long",
    )
    up.add_argument(
        "--websocket-idle-timeout",
        type=float,
        default=600.0,
        metavar="SECONDS",
        help="close a WebSocket API connection idle this long (default 600, AWS's 10 minutes)",
    )
    up.add_argument(
        "--sfn-mock-config",
        metavar="PATH",
        help="Step Functions Local mock configuration file for `<state machine ARN>#<TestCase>` starts "
        "(default: $SFN_MOCK_CONFIG)",
    )
    up.add_argument(
        "--snapshot-dir",
        metavar="PATH",
        help="where `labcloud state save` keeps snapshots (default $LABCLOUD_SNAPSHOT_DIR or <data dir>/snapshots)",
    )
    up.add_argument(
        "--detach", action="store_true", help="run in the background (stop it with `labcloud down`)"
    )
    up.add_argument("--wait", action="store_true", help="with --detach: return once the server answers")
    up.add_argument(
        "--wait-timeout", type=float, default=30.0, help="with --wait: seconds to wait (default 30)"
    )
    up.set_defaults(func=_up)

    down = commands.add_parser("down", help="stop a server started with `labcloud up --detach`")
    down.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("LABCLOUD_PORT", "5000")),
        help="the port the detached server listens on (default $LABCLOUD_PORT or 5000)",
    )
    down.add_argument("--timeout", type=float, default=15.0, help="seconds before SIGTERM becomes SIGKILL")
    down.set_defaults(func=_down)

    env = commands.add_parser("env", help="print shell exports that point the aws CLI and SDKs at labcloud")
    env.add_argument(
        "--endpoint", help="labcloud's URL (default $LABCLOUD_ENDPOINT or http://127.0.0.1:PORT)"
    )
    env.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("LABCLOUD_PORT", "5000")),
        help="the port labcloud listens on (default $LABCLOUD_PORT or 5000)",
    )
    env.add_argument("--region", default="us-east-1", help="AWS_DEFAULT_REGION to export (default us-east-1)")
    env.add_argument("--data-dir", help="where the aws shim is kept (default: labcloud's data dir)")
    env.add_argument(
        "--format",
        choices=("sh", "dotenv", "github", "json"),
        default="sh",
        help="sh: exports to eval (default); dotenv: KEY=value lines; github: for $GITHUB_ENV (and the"
        " shim folder appended to $GITHUB_PATH when set); json: one object",
    )
    env.set_defaults(func=_env)

    ca = commands.add_parser(
        "ca", help="print the path of labcloud's CA certificate (for https://127.0.0.1:5000; docs/http.md)"
    )
    ca.add_argument("--data-dir", help="the server's data dir (default: labcloud's data dir)")
    ca.set_defaults(func=_ca)
    if not extensions:
        return parser

    importlib.import_module("labcloud.terraform_cli").add_parser(commands)

    try:
        labs_cli = importlib.import_module("labcloud.labs.cli")
    except ModuleNotFoundError as exc:
        if exc.name != "labcloud.labs.cli":
            raise
    else:
        labs_cli.add_parser(commands)
    # fault rules; prove a consumer; the server clock; AWS's public layers
    for module_name in (
        "labcloud.faults.cli",
        "labcloud.prove.cli",
        "labcloud.internal.clock_cli",
        "labcloud.internal.state_cli",
        "labcloud.classroom.cli",
        "labcloud.runtime.layers_cli",
    ):
        importlib.import_module(module_name).add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    # Every command, not only `up`: `labcloud lab check`, `lab hint` and the rest run once per command a
    # learner types (and labs' tests type hundreds), each importing ~40 of labcloud's modules.
    keep_bytecode_cached()
    words = sys.argv[1:] if argv is None else argv
    core = bool(words) and words[0] in CORE_COMMANDS and not {"-h", "--help"} & set(words)
    parser = build_parser(extensions=not core)
    args = parser.parse_args(argv)
    args.words = words[1:]  # what followed the command, for `up --detach` to pass on
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
