"""The validator: before authorization, a SecretId given by name or partial ARN is resolved to the
secret's full ARN (``ctx.extra[RESOURCE]``), which IAM policies and the secret's resource policy name."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.secretsmanager.names import find
from labcloud.services.secretsmanager.state import SecretsState

RESOURCE = "secretsmanager:arn"


def resolve(state: SecretsState, params: Any, ctx: RequestContext) -> None:
    secret_id = params.get("SecretId")
    if not isinstance(secret_id, str):
        return
    try:
        ctx.extra[RESOURCE] = find(state, ctx, secret_id).arn
    except AwsError:
        return
