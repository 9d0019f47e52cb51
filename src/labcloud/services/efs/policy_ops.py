"""PutFileSystemPolicy, DescribeFileSystemPolicy, DeleteFileSystemPolicy: a resource policy kept with its
file system and checked as a JSON policy document (Version, Statement). labcloud enforces it on no NFS
client (there is none); functions mount through their own role's permissions."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.efs import errors
from labcloud.services.efs.events import publish
from labcloud.services.efs.file_system_ops import find
from labcloud.services.efs.state import EfsState

if TYPE_CHECKING:
    from labcloud.services.efs.api import (
        DeleteFileSystemPolicyRequest,
        DeleteFileSystemPolicyResponse,
        DescribeFileSystemPolicyRequest,
        DescribeFileSystemPolicyResponse,
        PutFileSystemPolicyRequest,
        PutFileSystemPolicyResponse,
    )

MAX_POLICY = 20_000


def _checked(text: str) -> str:
    if len(text) > MAX_POLICY:
        raise errors.invalid_policy(f"The policy is longer than {MAX_POLICY} characters")
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise errors.invalid_policy("The policy is not valid JSON") from exc
    if not isinstance(document, dict) or "Statement" not in document:
        raise errors.invalid_policy("The policy must be a JSON object with a Statement")
    statements = document["Statement"]
    for statement in statements if isinstance(statements, list) else [statements]:
        if not isinstance(statement, dict) or statement.get("Effect") not in ("Allow", "Deny"):
            raise errors.invalid_policy("Each statement needs an Effect of Allow or Deny")
    return text


def put_file_system_policy(
    state: EfsState, request: PutFileSystemPolicyRequest, ctx: RequestContext
) -> PutFileSystemPolicyResponse:
    doc = find(state, ctx, request["FileSystemId"])
    policy = _checked(str(request["Policy"]))
    doc["_policy"] = policy
    fs_id = str(doc["FileSystemId"])
    with state.store.transaction():
        state.records.update("fs", fs_id, doc)
        publish(state, "efs.file_system.policy_put", ctx, fs_id)
    return cast("PutFileSystemPolicyResponse", {"FileSystemId": fs_id, "Policy": policy})


def describe_file_system_policy(
    state: EfsState, request: DescribeFileSystemPolicyRequest, ctx: RequestContext
) -> DescribeFileSystemPolicyResponse:
    doc = find(state, ctx, request["FileSystemId"])
    if not doc.get("_policy"):
        raise errors.policy_not_found(str(doc["FileSystemId"]))
    return cast(
        "DescribeFileSystemPolicyResponse", {"FileSystemId": doc["FileSystemId"], "Policy": doc["_policy"]}
    )


def delete_file_system_policy(
    state: EfsState, request: DeleteFileSystemPolicyRequest, ctx: RequestContext
) -> DeleteFileSystemPolicyResponse:
    doc = find(state, ctx, request["FileSystemId"])
    fs_id = str(doc["FileSystemId"])
    if doc.pop("_policy", None) is not None:
        with state.store.transaction():
            state.records.update("fs", fs_id, doc)
            publish(state, "efs.file_system.policy_deleted", ctx, fs_id)
    return cast("DeleteFileSystemPolicyResponse", {})
