"""ManageMasterUserPassword: the master password RDS generates, kept in a Secrets Manager secret it
creates (``rds!cluster-<uuid>`` / ``rds!db-<uuid>``, JSON ``{"username", "password"}``) through the hub."""

from __future__ import annotations

import json
import uuid
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds.state import RdsState


async def create(
    state: RdsState, ctx: RequestContext, kind: str, username: str, password: str
) -> dict[str, Any]:
    """Create the secret; answers the resource's ``MasterUserSecret``."""
    name = f"rds!{kind}-{uuid.uuid4()}"
    made = await state.services.call(
        "secretsmanager",
        "CreateSecret",
        {
            "Name": name,
            "Description": f"Secret associated with primary RDS DB {kind}",
            "SecretString": json.dumps({"username": username, "password": password}),
        },
        account_id=ctx.account_id,
        region=ctx.region,
    )
    return {
        "SecretArn": str(made["ARN"]),
        "SecretStatus": "active",
        "KmsKeyId": f"arn:aws:kms:{ctx.region}:{ctx.account_id}:alias/aws/secretsmanager",
    }


async def delete(state: RdsState, ctx: RequestContext, secret: dict[str, Any] | None) -> None:
    if not secret:
        return
    try:
        await state.services.call(
            "secretsmanager",
            "DeleteSecret",
            {"SecretId": str(secret["SecretArn"]), "ForceDeleteWithoutRecovery": True},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:  # the secret may already be gone; the deletion goes on
        return
