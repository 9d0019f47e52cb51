"""Secret values: GetSecretValue, PutSecretValue, BatchGetSecretValue, ListSecretVersionIds,
UpdateSecretVersionStage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.secretsmanager import stages
from labcloud.services.secretsmanager.errors import invalid_next_token, invalid_parameter, not_found
from labcloud.services.secretsmanager.events import publish
from labcloud.services.secretsmanager.names import find, live
from labcloud.services.secretsmanager.repo.secrets import Secret, Version
from labcloud.services.secretsmanager.secret_ops import listed, page
from labcloud.services.secretsmanager.state import SecretsState
from labcloud.services.secretsmanager.values import open_value
from labcloud.services.secretsmanager.versions import (
    PLACEHOLDER_KEY,
    apply_labels,
    labels_of,
    value_of,
    when,
    write,
)

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import (
        APIErrorType,
        BatchGetSecretValueRequest,
        BatchGetSecretValueResponse,
        GetSecretValueRequest,
        GetSecretValueResponse,
        ListSecretVersionIdsRequest,
        ListSecretVersionIdsResponse,
        PutSecretValueRequest,
        PutSecretValueResponse,
        SecretValueEntry,
        SecretVersionsListEntry,
        UpdateSecretVersionStageRequest,
        UpdateSecretVersionStageResponse,
    )

DAY = 86400.0


def _version_for(state: SecretsState, secret: Secret, version_id: str | None, stage: str | None) -> Version:
    if version_id is not None:
        version = state.secrets.version(secret.arn, version_id)
        if (
            version is None
            or version.key_arn == PLACEHOLDER_KEY
            or (stage is not None and stage not in version.stages)
        ):
            raise not_found(
                f"Secrets Manager can't find the specified secret value for VersionId: {version_id}"
            )
        return version
    label = stage or stages.CURRENT
    for version in state.secrets.versions(secret.arn):
        if label in version.stages and version.key_arn != PLACEHOLDER_KEY:
            return version
    raise not_found(f"Secrets Manager can't find the specified secret value for staging label: {label}")


async def get_secret_value(
    state: SecretsState, request: GetSecretValueRequest, ctx: RequestContext
) -> GetSecretValueResponse:
    secret = live(state, ctx, request["SecretId"])
    version = _version_for(state, secret, request.get("VersionId"), request.get("VersionStage"))
    value = await open_value(state, ctx, secret, version)
    today = (clock.now() // DAY) * DAY
    if version.accessed is None or version.accessed < today:
        with state.store.transaction():
            state.secrets.touch(secret.arn, version.version_id, today)
    out: GetSecretValueResponse = {
        "ARN": secret.arn,
        "Name": secret.name,
        "VersionId": version.version_id,
        "VersionStages": list(version.stages),
        "CreatedDate": when(version.created),
    }
    if version.binary:
        out["SecretBinary"] = value
    else:
        out["SecretString"] = value.decode()
    return out


async def put_secret_value(
    state: SecretsState, request: PutSecretValueRequest, ctx: RequestContext
) -> PutSecretValueResponse:
    if request.get("RotationToken"):
        raise invalid_parameter("RotationToken is not supported by labcloud.")
    secret = live(state, ctx, request["SecretId"])
    value = value_of(request.get("SecretString"), request.get("SecretBinary"))
    if value is None:
        raise invalid_parameter("You must provide either SecretString or SecretBinary.")
    labels = list(dict.fromkeys(request.get("VersionStages") or [stages.CURRENT]))
    secret, version, _ = await write(state, ctx, secret, request.get("ClientRequestToken"), value, labels)
    return {
        "ARN": secret.arn,
        "Name": secret.name,
        "VersionId": version.version_id,
        "VersionStages": list(version.stages),
    }


async def batch_get_secret_value(
    state: SecretsState, request: BatchGetSecretValueRequest, ctx: RequestContext
) -> BatchGetSecretValueResponse:
    """Each secret is read with GetSecretValue through the pipeline as the caller, so each is authorized
    (resource policies included) and fails alone into ``Errors``."""
    ids, filters = request.get("SecretIdList"), request.get("Filters")
    if bool(ids) == bool(filters):
        raise invalid_parameter("Either 'SecretIdList' or 'Filters' must be provided, but not both.")
    token: str | None = None
    if ids:
        if request.get("MaxResults") or request.get("NextToken"):
            raise invalid_parameter("'MaxResults' and 'NextToken' can only be used with 'Filters'.")
        wanted = list(ids)
    else:
        found, token = page(
            listed(state, ctx, list(filters or []), False),
            request.get("NextToken"),
            request.get("MaxResults") or 20,
        )
        wanted = [s.arn for s in found]
    if state.reach is None:
        raise RuntimeError("Secrets Manager runs without a pipeline to call through")
    values: list[SecretValueEntry] = []
    errors: list[APIErrorType] = []
    for secret_id in wanted:
        try:
            got = await state.reach.call(
                "secretsmanager",
                "GetSecretValue",
                {"SecretId": secret_id},
                account_id=ctx.account_id,
                region=ctx.region,
                principal=ctx.principal,
            )
        except AwsError as exc:
            errors.append({"SecretId": secret_id, "ErrorCode": exc.code, "Message": exc.message})
            continue
        values.append({k: v for k, v in got.items() if k != "ResponseMetadata"})  # type: ignore[arg-type]
    out: BatchGetSecretValueResponse = {"SecretValues": values, "Errors": errors}
    if token:
        out["NextToken"] = token
    return out


def list_secret_version_ids(
    state: SecretsState, request: ListSecretVersionIdsRequest, ctx: RequestContext
) -> ListSecretVersionIdsResponse:
    secret = find(state, ctx, request["SecretId"])
    versions = [
        v
        for v in state.secrets.versions(secret.arn)
        if v.key_arn != PLACEHOLDER_KEY and (v.stages or request.get("IncludeDeprecated"))
    ]
    start = 0
    token = request.get("NextToken")
    if token:
        if not token.isascii() or not token.isdigit() or int(token) > len(versions):
            raise invalid_next_token()
        start = int(token)
    size = request.get("MaxResults") or 100
    chunk = versions[start : start + size]
    entries: list[SecretVersionsListEntry] = []
    for v in chunk:
        entry: SecretVersionsListEntry = {
            "VersionId": v.version_id,
            "CreatedDate": when(v.created),
            "KmsKeyIds": [v.key_arn],
        }
        if v.stages:
            entry["VersionStages"] = list(v.stages)
        if v.accessed is not None:
            entry["LastAccessedDate"] = when(v.accessed)
        entries.append(entry)
    out: ListSecretVersionIdsResponse = {"Versions": entries, "ARN": secret.arn, "Name": secret.name}
    if start + len(chunk) < len(versions):
        out["NextToken"] = str(start + len(chunk))
    return out


def update_secret_version_stage(
    state: SecretsState, request: UpdateSecretVersionStageRequest, ctx: RequestContext
) -> UpdateSecretVersionStageResponse:
    label = request["VersionStage"]
    remove_from, move_to = request.get("RemoveFromVersionId"), request.get("MoveToVersionId")
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        before = labels_of(state, secret.arn)
        for version_id in (remove_from, move_to):
            if version_id is not None and version_id not in before:
                raise not_found(
                    f"Secrets Manager can't find the specified secret value for VersionId: {version_id}"
                )
        holder = stages.holder(before, label)
        if holder is not None and holder != move_to and remove_from != holder:
            raise invalid_parameter(
                f"The parameter RemoveFromVersionId can't be empty. Staging label {label} is currently attached"
                f" to version {holder}, so you must explicitly reference that version in RemoveFromVersionId."
            )
        if remove_from is not None and holder != remove_from:
            raise invalid_parameter(
                f"The staging label {label} is not attached to version {remove_from}, so it can't be removed from it."
            )
        if move_to is not None:
            after = stages.attach(before, move_to, [label])
        elif remove_from is not None:
            if label == stages.CURRENT:
                raise invalid_parameter(
                    "You can only move staging label AWSCURRENT to a different secret version. It can't be completely removed."
                )
            after = stages.detach(before, remove_from, label)
        else:
            raise invalid_parameter("You must specify RemoveFromVersionId, MoveToVersionId, or both.")
        apply_labels(state, secret.arn, before, after)
        secret = state.secrets.update(secret, changed=clock.now())
        publish(
            state,
            "secretsmanager.secret.stage_moved",
            secret,
            stage=label,
            to=move_to,
            removed_from=remove_from,
        )
    return {"ARN": secret.arn, "Name": secret.name}
