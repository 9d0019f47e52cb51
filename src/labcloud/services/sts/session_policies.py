"""AssumeRole's session policies (``Policy`` and ``PolicyArns``) and the members labcloud refuses.

Session policies limit a session: its effective permissions are the intersection of the role's
policies and the session policies. They are resolved to documents here (managed policies through
the IAM provider), stored with the session, and applied by IAM enforcement. Session tags and MFA
have no implementation in labcloud, so requests using them are refused, never silently granted
more than AWS would.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_policy

#: AWS packs the inline policy and managed policy ARNs into a binary form limited to this size.
PACKED_LIMIT = 2048


def refuse_unsupported(params: Mapping[str, Any], members: Iterable[str]) -> None:
    for member in members:
        if params.get(member):
            raise AwsError(
                "ValidationError", f"labcloud does not support {member} in STS requests", status=400
            )


def session_documents(iam: IamDirectory | None, params: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """The session policies of an AssumeRole request as (name, document); None when there are none.

    A malformed inline policy answers MalformedPolicyDocument; an unknown managed policy ARN is
    refused rather than ignored.
    """
    documents: list[tuple[str, str]] = []
    inline = params.get("Policy")
    if inline:
        parse_policy(inline, name="session policy")
        documents.append(("session policy", inline))
    for entry in params.get("PolicyArns") or []:
        arn = str(entry.get("arn") or "")
        current = iam.default_document(arn) if iam is not None else None
        if current is None:
            raise AwsError(
                "ValidationError", f"Policy {arn} does not exist or is not attachable.", status=400
            )
        documents.append((arn.rsplit("/", 1)[-1], current[0]))
    return documents or None


def packed_size(documents: list[tuple[str, str]] | None, tags: Iterable[tuple[str, str]] = ()) -> int:
    """A percentage of the packed-policy limit, from the compressed size of the session policies and tags.

    Over 100 % is refused as AWS refuses it (PackedPolicyTooLarge)."""
    packed = zlib.compress(json.dumps([documents or [], list(tags)], separators=(",", ":")).encode())
    size = max(1, len(packed) * 100 // PACKED_LIMIT)
    if size > 100:
        raise AwsError(
            "PackedPolicyTooLarge",
            f"Packed policy consumes {size}% of allotted space, please use smaller policy.",
            status=400,
        )
    return size
