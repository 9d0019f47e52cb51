"""Secrets: CreateSecret, DescribeSecret, UpdateSecret, DeleteSecret, RestoreSecret, ListSecrets,
TagResource, UntagResource; the periodic removal of secrets whose recovery window ended."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.secretsmanager import stages
from labcloud.services.secretsmanager.errors import (
    exists,
    invalid_next_token,
    invalid_parameter,
    invalid_request,
    marked_for_deletion,
)
from labcloud.services.secretsmanager.events import publish
from labcloud.services.secretsmanager.names import check_name, find, live, new_arn
from labcloud.services.secretsmanager.replication import merged, status
from labcloud.services.secretsmanager.repo.secrets import Secret
from labcloud.services.secretsmanager.state import SecretsState
from labcloud.services.secretsmanager.versions import value_of, when, write

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import (
        CreateSecretRequest,
        CreateSecretResponse,
        DeleteSecretRequest,
        DeleteSecretResponse,
        DescribeSecretRequest,
        DescribeSecretResponse,
        Filter,
        ListSecretsRequest,
        ListSecretsResponse,
        RestoreSecretRequest,
        RestoreSecretResponse,
        SecretListEntry,
        Tag,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        UpdateSecretRequest,
        UpdateSecretResponse,
    )

DAY = 86400.0
MAX_TAGS = 50


def _unsupported(request: object, *members: str) -> None:
    for member in members:
        if request.get(member):  # type: ignore[attr-defined]
            raise invalid_parameter(f"{member} is not supported by labcloud.")


def _tags(given: list[Tag] | None, existing: tuple[tuple[str, str], ...] = ()) -> tuple[tuple[str, str], ...]:
    out = dict(existing)
    for tag in given or []:
        key, value = tag.get("Key"), tag.get("Value", "")
        if not key:
            raise invalid_parameter("A tag key can't be empty.")
        if key.lower().startswith("aws:"):
            raise invalid_parameter("Tag keys starting with aws: are reserved for AWS use.")
        out[key] = value
    if len(out) > MAX_TAGS:
        raise invalid_parameter("A secret can have at most 50 tags.")
    return tuple(out.items())


async def create_secret(
    state: SecretsState, request: CreateSecretRequest, ctx: RequestContext
) -> CreateSecretResponse:
    _unsupported(request, "Type", "CrossAccountPrimaryARN")
    name = check_name(request["Name"])
    value = value_of(request.get("SecretString"), request.get("SecretBinary"))
    tags = _tags(request.get("Tags"))
    token = request.get("ClientRequestToken")
    found = state.secrets.by_name(ctx.account_id, ctx.region, name)
    if found is not None:
        if found.deleted is not None:
            raise invalid_request(
                "You can't create this secret because a secret with this name is already scheduled for deletion."
            )
        if token and value is not None:
            # a retry of the same create: the same version with the same value answers as the first did
            version = state.secrets.version(found.arn, token)
            if version is not None:
                _, same, _ = await write(state, ctx, found, token, value, [stages.CURRENT])
                return {"ARN": found.arn, "Name": found.name, "VersionId": same.version_id}
        raise exists(f"The operation failed because the secret {name} already exists.")
    now = clock.now()
    secret = Secret(
        new_arn(ctx.account_id, ctx.region, name),
        ctx.account_id,
        ctx.region,
        name,
        request.get("Description"),
        request.get("KmsKeyId"),
        tags,
        created=now,
        changed=now,
        accessed=None,
        deleted=None,
        delete_at=None,
        policy=None,
        rotation_enabled=False,
        rotation_lambda=None,
        rotation_rules=None,
        rotated=None,
        next_rotation=None,
        replicas=merged(ctx.region, (), request.get("AddReplicaRegions") or []),
    )
    with state.store.transaction():
        if state.secrets.by_name(ctx.account_id, ctx.region, name) is not None:
            raise exists(f"The operation failed because the secret {name} already exists.")
        state.secrets.insert(secret)
        publish(state, "secretsmanager.secret.created", secret)
    out: CreateSecretResponse = {"ARN": secret.arn, "Name": name}
    if secret.replicas:
        out["ReplicationStatus"] = status(secret)
    if value is not None:
        try:
            _, version, _ = await write(state, ctx, secret, token, value, [stages.CURRENT])
        except Exception:
            with state.store.transaction():  # a value that cannot be stored leaves no secret behind
                state.secrets.remove(secret.arn)
            raise
        out["VersionId"] = version.version_id
    return out


def _description(state: SecretsState, secret: Secret) -> DescribeSecretResponse:
    out: DescribeSecretResponse = {"ARN": secret.arn, "Name": secret.name}
    if secret.description is not None:
        out["Description"] = secret.description
    if secret.kms_key_id:
        out["KmsKeyId"] = secret.kms_key_id
    out["RotationEnabled"] = secret.rotation_enabled
    if secret.rotation_lambda:
        out["RotationLambdaARN"] = secret.rotation_lambda
    if secret.rotation_rules:
        out["RotationRules"] = secret.rotation_rules  # type: ignore[typeddict-item]
    if secret.rotated is not None:
        out["LastRotatedDate"] = when(secret.rotated)
    out["LastChangedDate"] = when(secret.changed)
    if secret.accessed is not None:
        out["LastAccessedDate"] = when(secret.accessed)
    if secret.deleted is not None:
        out["DeletedDate"] = when(secret.deleted)  # when DeleteSecret was called; removal follows the window
    if secret.rotation_enabled and secret.next_rotation is not None:
        out["NextRotationDate"] = when(secret.next_rotation)
    if secret.tags:
        out["Tags"] = [{"Key": k, "Value": v} for k, v in secret.tags]
    out["VersionIdsToStages"] = {
        v.version_id: list(v.stages) for v in state.secrets.versions(secret.arn) if v.stages
    }
    out["CreatedDate"] = when(secret.created)
    out["PrimaryRegion"] = secret.region
    if secret.replicas:
        out["ReplicationStatus"] = status(secret)
    return out


def describe_secret(
    state: SecretsState, request: DescribeSecretRequest, ctx: RequestContext
) -> DescribeSecretResponse:
    return _description(state, find(state, ctx, request["SecretId"]))


async def update_secret(
    state: SecretsState, request: UpdateSecretRequest, ctx: RequestContext
) -> UpdateSecretResponse:
    _unsupported(request, "Type")
    secret = live(state, ctx, request["SecretId"])
    value = value_of(request.get("SecretString"), request.get("SecretBinary"))
    changes: dict[str, object] = {}
    if "Description" in request:
        changes["description"] = request["Description"]
    if "KmsKeyId" in request:
        changes["kms_key_id"] = request["KmsKeyId"] or None
    if changes:
        with state.store.transaction():
            secret = state.secrets.update(secret, changed=clock.now(), **changes)
            publish(state, "secretsmanager.secret.updated", secret, changed=sorted(changes))
    out: UpdateSecretResponse = {"ARN": secret.arn, "Name": secret.name}
    if value is not None:
        _, version, _ = await write(
            state, ctx, secret, request.get("ClientRequestToken"), value, [stages.CURRENT]
        )
        out["VersionId"] = version.version_id
    return out


def delete_secret(
    state: SecretsState, request: DeleteSecretRequest, ctx: RequestContext
) -> DeleteSecretResponse:
    force = request.get("ForceDeleteWithoutRecovery", False)
    window = request.get("RecoveryWindowInDays")
    if force and window is not None:
        raise invalid_parameter(
            "You can't use ForceDeleteWithoutRecovery in conjunction with RecoveryWindowInDays."
        )
    days = 30 if window is None else window
    if not force and not 7 <= days <= 30:
        raise invalid_parameter("The RecoveryWindowInDays value must be between 7 and 30 days (inclusive).")
    with state.store.transaction():
        secret = find(state, ctx, request["SecretId"])
        if secret.deleted is not None and not force:
            raise marked_for_deletion()
        now = clock.now()
        if force:
            state.secrets.remove(secret.arn)
            publish(state, "secretsmanager.secret.deleted", secret, recovery_window_days=0)
            return {"ARN": secret.arn, "Name": secret.name, "DeletionDate": when(now)}
        secret = state.secrets.update(secret, deleted=now, delete_at=now + days * DAY)
        publish(state, "secretsmanager.secret.deletion_scheduled", secret, recovery_window_days=days)
    assert secret.delete_at is not None
    return {"ARN": secret.arn, "Name": secret.name, "DeletionDate": when(secret.delete_at)}


def restore_secret(
    state: SecretsState, request: RestoreSecretRequest, ctx: RequestContext
) -> RestoreSecretResponse:
    with state.store.transaction():
        secret = find(state, ctx, request["SecretId"])
        if secret.deleted is not None:
            secret = state.secrets.update(secret, deleted=None, delete_at=None)
            publish(state, "secretsmanager.secret.restored", secret)
    return {"ARN": secret.arn, "Name": secret.name}


def remove_due(state: SecretsState, now: float) -> None:
    due = state.secrets.due_for_deletion(now)
    if not due:
        return
    with state.store.transaction():
        for secret in due:
            state.secrets.remove(secret.arn)
            publish(state, "secretsmanager.secret.deleted", secret)


# --------------------------------------------------------------------------- listing


def _matches_one(secret: Secret, key: str, value: str) -> bool:
    if key == "name":
        return secret.name.startswith(value)
    if key == "description":
        return (secret.description or "").startswith(value)
    if key == "tag-key":
        return any(k.startswith(value) for k, _ in secret.tags)
    if key == "tag-value":
        return any(v.startswith(value) for _, v in secret.tags)
    if key == "primary-region":
        return secret.region == value
    if key == "owning-service":
        return False
    if key == "all":
        return any(_matches_one(secret, k, value) for k in ("name", "description", "tag-key", "tag-value"))
    raise invalid_parameter(f"Invalid filter key: {key}")


def matches(secret: Secret, filters: list[Filter]) -> bool:
    """Every filter must match; within one, any value; a value starting with ``!`` negates."""
    for item in filters:
        key, wanted = item.get("Key", ""), item.get("Values") or []
        hits = []
        for value in wanted:
            if value.startswith("!"):
                hits.append(not _matches_one(secret, key, value[1:]))
            else:
                hits.append(_matches_one(secret, key, value))
        if not any(hits):
            return False
    return True


def page(items: list[Secret], token: str | None, size: int) -> tuple[list[Secret], str | None]:
    start = 0
    if token:
        if not token.isascii() or not token.isdigit() or int(token) > len(items):
            raise invalid_next_token()
        start = int(token)
    chunk = items[start : start + size]
    end = start + len(chunk)
    return chunk, (str(end) if end < len(items) else None)


_SORT_KEYS = {
    "created-date": lambda s: s.created,
    "last-accessed-date": lambda s: s.accessed or 0.0,
    "last-changed-date": lambda s: s.changed,
    "name": lambda s: s.name,
}


def listed(
    state: SecretsState, ctx: RequestContext, filters: list[Filter], include_deleted: bool
) -> list[Secret]:
    found = state.secrets.all_in(ctx.account_id, ctx.region)
    return [s for s in found if (include_deleted or s.deleted is None) and matches(s, filters)]


def list_secrets(
    state: SecretsState, request: ListSecretsRequest, ctx: RequestContext
) -> ListSecretsResponse:
    found = listed(
        state, ctx, list(request.get("Filters") or []), bool(request.get("IncludePlannedDeletion"))
    )
    found.sort(
        key=_SORT_KEYS[request.get("SortBy") or "created-date"], reverse=request.get("SortOrder") == "desc"
    )
    chunk, token = page(found, request.get("NextToken"), request.get("MaxResults") or 100)
    entries: list[SecretListEntry] = []
    for secret in chunk:
        described = _description(state, secret)
        entry: SecretListEntry = {
            k: v for k, v in described.items() if k not in ("VersionIdsToStages", "ReplicationStatus")
        }  # type: ignore[assignment]
        entry["SecretVersionsToStages"] = described.get("VersionIdsToStages", {})
        entries.append(entry)
    out: ListSecretsResponse = {"SecretList": entries}
    if token:
        out["NextToken"] = token
    return out


# --------------------------------------------------------------------------- tags


def tag_resource(
    state: SecretsState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        state.secrets.update(secret, tags=_tags(request["Tags"], secret.tags))
    return {}


def untag_resource(
    state: SecretsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        removed = set(request["TagKeys"])
        state.secrets.update(secret, tags=tuple((k, v) for k, v in secret.tags if k not in removed))
    return {}
