"""Validators: before authorization, each operation's KeyId (any form, or a ciphertext's own key) is
resolved to the key ARN IAM must authorize, left in ``ctx.extra[RESOURCES]`` for the action map.

IAM policies and the key policy name keys by key ARN; a call naming an alias or a bare key id is
authorized on the key it names, as on AWS. A name that resolves to nothing is left to the operation
(which answers NotFoundException).
"""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms.lookup import blob_key, find_key
from labcloud.services.kms.state import KmsState

#: ``ctx.extra`` key: [(action suffix, key ARN)] the call must be allowed.
RESOURCES = "kms:resources"


def _arn(state: KmsState, ctx: RequestContext, key_id: object) -> str | None:
    if not isinstance(key_id, str):
        return None
    try:
        return find_key(state, ctx, key_id).arn
    except AwsError:
        return None


def resolve(state: KmsState, params: Any, ctx: RequestContext) -> None:
    """Every key a call names, with the action it is authorized as (ReEncrypt: From and To)."""
    found: list[tuple[str, str]] = []
    operation = ctx.operation
    blob = params.get("CiphertextBlob")
    named = None
    if isinstance(blob, bytes):
        from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

        named = crypto.blob_key_arn(blob)
        if named is not None:
            local = blob_key(state, ctx, named)
            named = local.arn if local is not None else named
    if operation == "ReEncrypt":
        source = named or _arn(state, ctx, params.get("SourceKeyId"))
        destination = _arn(state, ctx, params.get("DestinationKeyId"))
        found += [("ReEncryptFrom", source)] if source else []
        found += [("ReEncryptTo", destination)] if destination else []
    else:
        arn = named if operation == "Decrypt" and named else None
        arn = arn or _arn(state, ctx, params.get("KeyId") or params.get("TargetKeyId"))
        if arn is None and operation == "DeleteAlias":
            arn = _arn(state, ctx, params.get("AliasName"))
        if arn is not None:
            found.append((operation, arn))
    if found:
        ctx.extra[RESOURCES] = found
