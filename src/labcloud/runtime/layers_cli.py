"""``labcloud layers prefetch [ARN ...] [--node-sdk PACKAGE ...]``: build AWS's public layers, and fetch the
JavaScript SDK v3 packages Node.js functions find as on Lambda, into the per-user cache before going offline.

$ labcloud layers prefetch --python 3.12
built   arn:aws:lambda:us-east-1:017000801446:layer:AWSLambdaPowertoolsPythonV3-python312-x86_64:1 ...
"""

from __future__ import annotations

import argparse
from typing import Any

# node_sdk and public_layers (asyncio, concurrent.futures, the package fetchers) are imported by the functions
# that use them: every `labcloud` command builds this module's parser, `labcloud lab hint` as much as this one.


def _every_family(pythons: list[str]) -> list[tuple[str, str | None]]:
    """One ARN per family (per Python version for Python families), with the runtime it is built for."""
    from labcloud.runtime import public_layers

    wanted: list[tuple[str, str | None]] = []
    for python in pythons:
        digits = python.replace(".", "")
        runtime = f"python{python}"
        for name in (
            f"AWSLambdaPowertoolsPythonV3-python{digits}-x86_64",
            "AWSLambdaPowertoolsPythonV2",
            "AWSLambdaPowertoolsPython",
        ):
            wanted.append(
                (
                    f"arn:aws:lambda:us-east-1:{public_layers.POWERTOOLS_PYTHON_ACCOUNT}:layer:{name}:1",
                    runtime,
                )
            )
    for name in ("AWSLambdaPowertoolsTypeScriptV2", "AWSLambdaPowertoolsTypeScript"):
        wanted.append(
            (f"arn:aws:lambda:us-east-1:{public_layers.POWERTOOLS_TYPESCRIPT_ACCOUNT}:layer:{name}:1", None)
        )
    return wanted


def _node_sdk(packages: list[str]) -> int:
    """Fetch the SDK v3 packages named into the folder Node.js sandboxes get (runtime/node_sdk.py)."""
    from labcloud.runtime import node_sdk, public_layers

    try:
        folder = node_sdk.ensure(packages)
    except public_layers.BuildError as error:
        print(f"failed  {' '.join(packages)}: {error}")
        return 2
    print(f"fetched {' '.join(sorted(packages))} ({node_sdk.SDK_VERSION}) in {folder}")
    return 0


def _run(args: argparse.Namespace) -> int:
    from labcloud.runtime import public_layers

    if args.node_sdk and not args.arns:
        return _node_sdk(args.node_sdk)
    failed = _node_sdk(args.node_sdk) if args.node_sdk else 0
    pythons = args.python or ["3.12"]
    wanted: list[tuple[str, str | None]]
    if args.arns:
        wanted = [(arn, f"python{pythons[0]}") for arn in args.arns]
    else:
        wanted = _every_family(pythons)
    for arn, runtime in wanted:
        layer = public_layers.parse(arn)
        if layer is None:
            print(f"unknown {arn}: not a public layer labcloud builds")
            failed += 1
            continue
        try:
            built = public_layers.ensure(layer, runtime if layer.family.language == "python" else None)
        except public_layers.BuildError as error:
            print(f"failed  {arn}: {error}")
            failed += 1
            continue
        print(f"built   {arn} ({layer.family.package_version}, {built.size} bytes) in {built.path}")
    return 2 if failed else 0


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("layers", help="AWS's public Lambda layers labcloud builds (Powertools)")
    actions = parser.add_subparsers(dest="layers_command", required=True)
    prefetch = actions.add_parser(
        "prefetch",
        help="build AWS's public layers into the per-user cache now (for offline laptops and CI)",
    )
    prefetch.add_argument("arns", nargs="*", help="layer version ARNs (default: one of every family)")
    prefetch.add_argument(
        "--python",
        action="append",
        help="Python version the wheels are chosen for (repeatable; default 3.12)",
    )
    prefetch.add_argument(
        "--node-sdk",
        nargs="+",
        metavar="PACKAGE",
        help="AWS SDK for JavaScript v3 packages (e.g. @aws-sdk/client-sqs) to fetch into the folder Node.js"
        " functions find at /var/runtime/node_modules (alone: only these)",
    )
    prefetch.set_defaults(func=_run)
