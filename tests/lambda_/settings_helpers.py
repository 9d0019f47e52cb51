"""Helpers for the Lambda account/configuration API tests: the error a call raises, a trivial function."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botocore.exceptions import ClientError

CODE = "def handler(event, context):\n    return 1\n"
ACCOUNT = "000000000000"
REGION = "us-east-1"
PROFILE = "arn:aws:signer:us-east-1:000000000000:/signing-profiles/labcloudprofile/abcdef0123"


def error(call: Callable[..., Any], **kwargs: Any) -> tuple[str, str, int, str | None]:
    """(code, message, HTTP status, Type) of the ClientError ``call(**kwargs)`` raises."""
    try:
        call(**kwargs)
    except ClientError as raised:
        response = raised.response
        return (
            response["Error"]["Code"],
            response["Error"]["Message"],
            response["ResponseMetadata"]["HTTPStatusCode"],
            response.get("Type"),
        )
    raise AssertionError(f"{call.__name__} did not fail")


def fn_arn(name: str, qualifier: str | None = None) -> str:
    base = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}"
    return f"{base}:{qualifier}" if qualifier else base
