"""Queue policies: the document AddPermission/RemovePermission maintain, validation of a Policy
attribute, the lookup IAM enforcement evaluates (registered on ``hub.resource_policies``), and
the rule that another account reaches a queue only through its policy.

AWS writes AddPermission's statements into a policy of Version ``2008-10-17`` whose Id is
``<queue ARN>/SQSDefaultPolicy``; each statement's Sid is the label, its principal the accounts'
root ARNs (one string for one account, a list for several) and its actions ``SQS:<Action>``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.action_map import action_name
from labcloud.services.iam.denials import access_denied, message_action
from labcloud.services.iam.policy import Policy, access_denied_message, parse_resource_policy
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.sqs.errors import invalid_value, sqs_error
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo.queues import Queues

#: The actions AddPermission accepts (AWS's list; ``*`` grants them all).
PERMISSION_ACTIONS = frozenset(
    {
        "*",
        "SendMessage",
        "ReceiveMessage",
        "DeleteMessage",
        "ChangeMessageVisibility",
        "GetQueueAttributes",
        "GetQueueUrl",
        "ListDeadLetterSourceQueues",
        "PurgeQueue",
        "ListQueueTags",
    }
)
#: Actions only the owner may perform: AddPermission cannot grant them.
OWNER_ONLY = frozenset(
    {"AddPermission", "CreateQueue", "DeleteQueue", "ListQueues", "SetQueueAttributes", "RemovePermission"}
)
MAX_LABEL = 80
MAX_ACTIONS = 7


@lru_cache(maxsize=512)
def parsed(document: str) -> Policy:
    return parse_resource_policy(document, name="resource-based policy")


def check_policy(document: str) -> None:
    """A Policy attribute must be a valid resource policy (SQS: InvalidAttributeValue)."""
    try:
        parsed(document)
    except AwsError:
        raise sqs_error("InvalidAttributeValue", "Invalid value for the parameter Policy.") from None


def with_permission(queue: Queue, label: str, accounts: list[str] | None, actions: list[str] | None) -> str:
    """The queue's policy text with AddPermission's statement added."""
    if not label or len(label) > MAX_LABEL or not all(c.isalnum() or c in "-_" for c in label):
        raise invalid_value(
            "Label",
            label,
            "Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length",
        )
    if accounts is None:
        raise sqs_error("MissingParameter", "The request must contain the parameter AWSAccountIds.")
    if not actions:
        raise sqs_error("MissingParameter", "The request must contain the parameter Actions.")
    if not accounts:
        raise invalid_value("PrincipalId", "[]", "Unable to verify.")
    if len(actions) > MAX_ACTIONS:
        raise sqs_error("OverLimit", f"{len(actions)} Actions were found, maximum allowed is {MAX_ACTIONS}.")
    for action in actions:
        if action in OWNER_ONLY:
            raise invalid_value(
                "ActionName", f"SQS:{action}", "Only the queue owner is allowed to invoke this action."
            )
        if action not in PERMISSION_ACTIONS:
            raise invalid_value(
                "ActionName",
                f"SQS:{action}",
                "Please refer to the appropriate WSDL for a list of valid actions.",
            )
    policy: dict[str, Any] = json.loads(queue.attributes.get("Policy") or "null") or {
        "Version": "2008-10-17",
        "Id": f"{queue.arn}/SQSDefaultPolicy",
        "Statement": [],
    }
    statements = policy.setdefault("Statement", [])
    if isinstance(statements, dict):
        statements = policy["Statement"] = [statements]
    if any(s.get("Sid") == label for s in statements):
        raise invalid_value("Label", label, "Already exists.")
    roots = [f"arn:aws:iam::{account}:root" for account in accounts]
    granted = [f"SQS:{action}" for action in actions]
    statements.append(
        {
            "Sid": label,
            "Effect": "Allow",
            "Principal": {"AWS": roots[0] if len(roots) == 1 else roots},
            "Action": granted[0] if len(granted) == 1 else granted,
            "Resource": queue.arn,
        }
    )
    return json.dumps(policy, separators=(",", ":"))


def without_permission(queue: Queue, label: str) -> str | None:
    """The queue's policy text without the statement ``label`` (None: no statement is left)."""
    policy = json.loads(queue.attributes.get("Policy") or "null") or {}
    statements = policy.get("Statement") or []
    if isinstance(statements, dict):
        statements = [statements]
    kept = [s for s in statements if s.get("Sid") != label]
    if len(kept) == len(statements):
        raise invalid_value("Label", label, "can't find label on existing policy.")
    if not kept:
        return None
    policy["Statement"] = kept
    return json.dumps(policy, separators=(",", ":"))


def lookup(queues: Queues) -> Callable[[str], ResourcePolicy | None]:
    """The function IAM enforcement calls with a queue ARN."""

    def find(arn: str) -> ResourcePolicy | None:
        queue = queues.by_arn(arn)
        document = queue.attributes.get("Policy") if queue is not None else None
        if queue is None or not document:
            return None
        try:
            return ResourcePolicy(queue.account_id, parsed(document))
        except AwsError:
            return None

    return find


def denied(ctx: RequestContext, resource: str) -> AwsError:
    """AccessDenied for a queue of another account that no queue policy opens (or that does not exist)."""
    action = action_name(ctx.service, ctx.operation)
    shown = message_action(ctx.service, action)
    return access_denied(
        ctx.service,
        access_denied_message(
            ctx.principal.arn, shown, resource, replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
        ),
    )


def check_reachable(ctx: RequestContext, queue: Queue) -> Queue:
    """Another account's queue answers only when its policy exists (enforcement has evaluated it)."""
    if queue.account_id != ctx.account_id and not queue.attributes.get("Policy"):
        raise denied(ctx, queue.arn)
    return queue
