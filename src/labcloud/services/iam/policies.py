"""Managed policies: customer policies with their versions, and the shipped AWS managed ones
(the catalogue of ``managed_policies.py``) as Get/ListPolicies and the version operations show them."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.answers import AWS_DATE, policy_out, version_out
from labcloud.services.iam.changes import changed, publish
from labcloud.services.iam.core import (
    already_exists,
    date,
    delete_conflict,
    encode_document,
    no_such_entity,
)
from labcloud.services.iam.ids import policy_arn, unique_id
from labcloud.services.iam.lookups import aws_managed
from labcloud.services.iam.managed_policies import aws_managed_arns
from labcloud.services.iam.paging import page
from labcloud.services.iam.policy import parse_policy
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import PolicyRecord, PolicyVersionRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreatePolicyRequest,
        CreatePolicyResponse,
        CreatePolicyVersionRequest,
        CreatePolicyVersionResponse,
        DeletePolicyRequest,
        DeletePolicyResponse,
        DeletePolicyVersionRequest,
        DeletePolicyVersionResponse,
        GetPolicyRequest,
        GetPolicyResponse,
        GetPolicyVersionRequest,
        GetPolicyVersionResponse,
        ListPoliciesRequest,
        ListPoliciesResponse,
        ListPolicyVersionsRequest,
        ListPolicyVersionsResponse,
        SetDefaultPolicyVersionRequest,
        SetDefaultPolicyVersionResponse,
    )

MAX_VERSIONS = 5


def _no_version(arn: str, version: str) -> AwsError:
    return no_such_entity(f"Policy {arn} version {version} does not exist or is not attachable.")


def create_policy(state: IamState, request: CreatePolicyRequest, ctx: RequestContext) -> CreatePolicyResponse:
    name = request["PolicyName"]
    path = request.get("Path") or "/"
    document = request["PolicyDocument"]
    parse_policy(document, name=name)
    arn = policy_arn(ctx.account_id, name, path)
    if stored.policy_named(state.store, ctx.account_id, name):
        raise already_exists(f"A policy called {name} already exists. Duplicate names are not allowed.")
    now = clock.now()
    with state.store.transaction():
        stored.insert_policy(
            state.store,
            PolicyRecord(
                arn,
                ctx.account_id,
                name,
                path,
                unique_id("ANPA"),
                request.get("Description"),
                "v1",
                2,
                now,
                now,
                json.dumps(request.get("Tags") or []),
            ),
        )
        stored.insert_version(state.store, PolicyVersionRecord(arn, "v1", document, now))
        publish(state, ctx, "iam.policy.created", resource=arn, policy_name=name, document=document)
    return cast("CreatePolicyResponse", {"Policy": policy_out(state.store, arn, view="create")})


def get_policy(state: IamState, request: GetPolicyRequest, ctx: RequestContext) -> GetPolicyResponse:
    return cast("GetPolicyResponse", {"Policy": policy_out(state.store, request["PolicyArn"])})


def list_policies(state: IamState, request: ListPoliciesRequest, ctx: RequestContext) -> ListPoliciesResponse:
    scope = request.get("Scope") or "All"
    prefix = request.get("PathPrefix") or "/"
    arns: list[str] = []
    if scope in ("All", "AWS"):
        arns.extend(aws_managed_arns(prefix))
    if scope in ("All", "Local"):
        arns.extend(stored.policy_arns(state.store, ctx.account_id, prefix))
    counts = stored.attachment_counts(state.store)
    if request.get("OnlyAttached"):
        arns = [a for a in arns if counts.get(a, 0) > 0]
    out = page(arns, request, "Policies")  # the page's ARNs first: only they are described
    out["Policies"] = [policy_out(state.store, a, view="list", counts=counts) for a in out["Policies"]]
    return cast("ListPoliciesResponse", out)


def delete_policy(state: IamState, request: DeletePolicyRequest, ctx: RequestContext) -> DeletePolicyResponse:
    arn = request["PolicyArn"]
    if stored.policy(state.store, arn) is None:
        raise no_such_entity(f"Policy {arn} was not found.")
    if stored.attachment_count(state.store, arn):
        raise delete_conflict("Cannot delete a policy attached to entities.")
    if stored.has_other_versions(state.store, arn):
        raise delete_conflict(
            "This policy has more than one version. Before you delete a policy, you must "
            "delete the policy's versions. The default version is deleted with the policy."
        )
    with state.store.transaction():
        stored.delete_policy(state.store, arn)
        publish(state, ctx, "iam.policy.deleted", resource=arn)
        changed(state)
    return {}


# ------------------------------------------------------------------ versions


def create_policy_version(
    state: IamState, request: CreatePolicyVersionRequest, ctx: RequestContext
) -> CreatePolicyVersionResponse:
    arn = request["PolicyArn"]
    policy = stored.policy(state.store, arn)
    if policy is None:
        raise no_such_entity(f"Policy {arn} was not found.")
    document = request["PolicyDocument"]
    parse_policy(document, name=policy.name)
    if stored.version_count(state.store, arn) >= MAX_VERSIONS:
        raise AwsError(
            "LimitExceeded",
            "A managed policy can have up to 5 versions. Before you create a new "
            "version, you must delete an existing version.",
            status=409,
        )
    version = f"v{policy.next_version}"
    now = clock.now()
    default = version if request.get("SetAsDefault") else policy.default_version
    with state.store.transaction():
        stored.insert_version(state.store, PolicyVersionRecord(arn, version, document, now))
        stored.next_version_set(state.store, arn, default, now)
        publish(
            state,
            ctx,
            "iam.policy.version_created",
            resource=arn,
            version_id=version,
            document=document,
            default=default == version,
        )
        changed(state)
    row = stored.version(state.store, arn, version)
    assert row is not None  # written just now
    return cast("CreatePolicyVersionResponse", {"PolicyVersion": version_out(row, default)})


def policy_version(state: IamState, arn: str, version: str) -> dict[str, Any]:
    """A version as GetPolicyVersion answers it (AWS managed policies have their default version only)."""
    managed = aws_managed(arn)
    if managed is not None:
        if version != managed.default_version_id:
            raise _no_version(arn, version)
        return {
            "Document": encode_document(managed.document_json),
            "VersionId": version,
            "IsDefaultVersion": True,
            "CreateDate": date(managed.updated or AWS_DATE),  # the default version's
        }
    policy = stored.policy(state.store, arn)
    row = stored.version(state.store, arn, version)
    if policy is None or row is None:
        raise _no_version(arn, version)
    return version_out(row, policy.default_version)


def get_policy_version(
    state: IamState, request: GetPolicyVersionRequest, ctx: RequestContext
) -> GetPolicyVersionResponse:
    version = policy_version(state, request["PolicyArn"], request["VersionId"])
    return cast("GetPolicyVersionResponse", {"PolicyVersion": version})


def list_policy_versions(
    state: IamState, request: ListPolicyVersionsRequest, ctx: RequestContext
) -> ListPolicyVersionsResponse:
    arn = request["PolicyArn"]
    managed = aws_managed(arn)
    if managed is not None:
        versions = [
            {
                "VersionId": managed.default_version_id,
                "IsDefaultVersion": True,
                "CreateDate": date(managed.updated or AWS_DATE),  # the default version's
            }
        ]
        return cast("ListPolicyVersionsResponse", page(versions, request, "Versions"))
    policy = stored.policy(state.store, arn)
    if policy is None:
        raise no_such_entity(f"Policy {arn} was not found.")
    versions = []
    for row in stored.versions(state.store, arn):
        item = version_out(row, policy.default_version)
        item.pop("Document")
        versions.append(item)
    return cast("ListPolicyVersionsResponse", page(versions, request, "Versions"))


def set_default_policy_version(
    state: IamState, request: SetDefaultPolicyVersionRequest, ctx: RequestContext
) -> SetDefaultPolicyVersionResponse:
    arn, version = request["PolicyArn"], request["VersionId"]
    if stored.version(state.store, arn, version) is None:
        raise _no_version(arn, version)
    with state.store.transaction():
        stored.set_default(state.store, arn, version, clock.now())
        changed(state)
    return {}


def delete_policy_version(
    state: IamState, request: DeletePolicyVersionRequest, ctx: RequestContext
) -> DeletePolicyVersionResponse:
    arn, version = request["PolicyArn"], request["VersionId"]
    policy = stored.policy(state.store, arn)
    if policy is None or stored.version(state.store, arn, version) is None:
        raise _no_version(arn, version)
    if policy.default_version == version:
        raise delete_conflict("Cannot delete the default version of a policy.")
    with state.store.transaction():
        stored.delete_version(state.store, arn, version)
    return {}
