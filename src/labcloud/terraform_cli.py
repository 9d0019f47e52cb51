"""``labcloud terraform``: print the ``provider "aws"`` block that points Terraform at labcloud.

The hashicorp/aws provider needs only an endpoint per service and any static keys: labcloud
answers the provider's start-up STS GetCallerIdentity check with its own account, so no
``skip_*`` setting is needed. The block lists every service this labcloud serves that the
provider knows by an endpoint name.
"""

from __future__ import annotations

import argparse
import os
import sys

#: botocore service name → the provider's ``endpoints`` argument for it.
ENDPOINT_KEYS = {
    "cloudformation": "cloudformation",
    "cloudwatch": "cloudwatch",
    "dynamodb": "dynamodb",
    "iam": "iam",
    "kinesis": "kinesis",
    "lambda": "lambda",
    "logs": "logs",
    "s3": "s3",
    "sqs": "sqs",
    "sts": "sts",
    "ssm": "ssm",
    "kms": "kms",
    "secretsmanager": "secretsmanager",
    "route53": "route53",
    "cloudfront": "cloudfront",
}


def provider_block(endpoint: str, region: str, services: list[str] | None = None) -> str:
    """The HCL text of a provider block for ``endpoint`` (a URL) and ``region``."""
    # here, not at the top: every `labcloud` command builds the parser this module adds to, and the
    # registry brings the service shape and asyncio with it (~25 ms of each `labcloud lab hint`)
    from labcloud.services.registry import PACKAGES

    keys = sorted(
        {
            ENDPOINT_KEYS[s]
            for s in (services if services is not None else list(PACKAGES))
            if s in ENDPOINT_KEYS
        }
    )
    width = max(len(k) for k in keys)
    lines = [
        'provider "aws" {',
        f'  region     = "{region}"',
        '  access_key = "test"',
        '  secret_key = "test"',
    ]
    if "s3" in keys:
        lines.append("  s3_use_path_style = true")
    lines += ["", "  endpoints {"]
    lines += [f'    {key.ljust(width)} = "{endpoint}"' for key in keys]
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


def _run(args: argparse.Namespace) -> int:
    endpoint = str(args.endpoint or os.environ.get("LABCLOUD_ENDPOINT") or f"http://127.0.0.1:{args.port}")
    sys.stdout.write(provider_block(endpoint.rstrip("/"), args.region))
    return 0


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "terraform", help="print the Terraform provider block that points at labcloud"
    )
    parser.add_argument(
        "--endpoint", help="labcloud's URL (default: $LABCLOUD_ENDPOINT or http://127.0.0.1:PORT)"
    )
    parser.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("LABCLOUD_PORT", "5000")),
        help="the port labcloud listens on (default $LABCLOUD_PORT or 5000)",
    )
    parser.add_argument("--region", default="us-east-1", help="the provider's region (default us-east-1)")
    parser.set_defaults(func=_run)
