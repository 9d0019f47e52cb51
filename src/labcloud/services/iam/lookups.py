"""Finding the entities an operation names (NoSuchEntity when absent), the calling user, and what
every group of operations asks of policies: does a managed policy exist, what does its default
version say, what boundary does an identity have."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.changes import changed
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.managed_policies import ManagedPolicy, aws_managed_policy
from labcloud.services.iam.repo import identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import GroupRecord, RoleRecord, UserRecord
from labcloud.services.iam.state import IamState


def require_role(state: IamState, ctx: RequestContext, name: str) -> RoleRecord:
    row = identities.role(state.store, ctx.account_id, name)
    if row is None:
        raise no_such_entity(f"The role with name {name} cannot be found.")
    return row


def require_user(state: IamState, ctx: RequestContext, name: str) -> UserRecord:
    row = identities.user(state.store, ctx.account_id, name)
    if row is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    return row


def require_group(state: IamState, account_id: str, name: str) -> GroupRecord:
    row = identities.group(state.store, account_id, name)
    if row is None:
        raise no_such_entity(f"The group with name {name} cannot be found.")
    return row


def caller_user(ctx: RequestContext, user_name: str | None) -> str | None:
    """The user an operation without ``UserName`` addresses: the calling user; None for root."""
    if user_name:
        return user_name
    if ctx.principal.kind == "user" and ctx.principal.name:
        return ctx.principal.name
    if ctx.principal.kind == "root":
        return None
    raise AwsError(
        "ValidationError", "Must specify userName when calling with non-User credentials", status=400
    )


def principal_exists(state: IamState, arn: str) -> bool:
    """Does the IAM user or role an ARN names exist (trust policies may only name existing ones)?"""
    parts = arn.split(":", 5)
    if len(parts) != 6:
        return False
    account, resource = parts[4], parts[5]
    if parts[2] == "sts":
        return True
    kind, _, rest = resource.partition("/")
    name = rest.rsplit("/", 1)[-1]
    if kind == "role":
        return identities.role(state.store, account, name) is not None
    if kind == "user":
        return identities.user(state.store, account, name) is not None
    return True


# ------------------------------------------------------------------ managed policies


def aws_managed(arn: str) -> ManagedPolicy | None:
    return aws_managed_policy(arn)


def policy_exists(state: IamState, arn: str) -> bool:
    return aws_managed(arn) is not None or stored.policy(state.store, arn) is not None


def default_document(state: IamState, arn: str) -> tuple[str, str] | None:
    """(document text, version id) of a managed policy's default version."""
    managed = aws_managed(arn)
    if managed is not None:
        return managed.document_json, managed.default_version_id
    return stored.default_document(state.store, arn)


# ------------------------------------------------------------------ permissions boundaries


def boundary_arn(state: IamState, account_id: str, kind: str, owner: str) -> str | None:
    """The ARN of the permissions boundary of a role or user (kind: role | user), if any."""
    return stored.boundary_arn(state.store, account_id, kind, owner)


def check_boundary(state: IamState, arn: str) -> None:
    if not policy_exists(state, arn):
        raise no_such_entity(f"Scope ARN: {arn} does not exist or is not attachable.")


def set_boundary(state: IamState, account_id: str, kind: str, owner: str, arn: str | None) -> None:
    """Store (or with None remove) a boundary, inside the caller's transaction."""
    stored.set_boundary(state.store, account_id, kind, owner, arn)
    changed(state)
