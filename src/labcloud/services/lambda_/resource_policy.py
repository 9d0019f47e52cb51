"""Function policies in IAM enforcement: the lookup registered on ``host.resource_policies`` for
``lambda`` ARNs, and the pipeline step that lets a caller address another account's function.

A function's policies are kept per qualifier (AddPermission in :mod:`permissions`): the policy of
the unqualified function governs its unqualified ARN, an alias's or version's policy its
qualified ARN. A FunctionName naming another account's function reaches it only through such a
policy (enforcement has already evaluated it); without one the caller gets AccessDenied, whether
or not the function exists, and the call then runs in the owner's account.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from functools import lru_cache
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import PolicyCount, ResourcePolicy
from labcloud.services.iam.action_map import action_name
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import Policy, access_denied_message, parse_resource_policy
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.lambda_.repo import functions
from labcloud.store.db import Store

_FUNCTION_ARN = re.compile(
    r"^arn:aws[a-zA-Z-]*:lambda:([a-z0-9-]+):(\d{12}):function:([a-zA-Z0-9_-]+)(?::(.+))?$"
)
_PARTIAL = re.compile(r"^(\d{12}):function:([a-zA-Z0-9_-]+)(?::(.+))?$")

Handler = Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]]


@lru_cache(maxsize=512)
def parsed(document: str) -> Policy:
    return parse_resource_policy(document, name="resource-based policy")


def policy_for(store: Store, account: str, region: str, name: str, qualifier: str) -> Policy | None:
    text = functions.policy(store, account, region, name)
    if not text:
        return None
    policy = json.loads(text).get(qualifier)
    if not policy:
        return None
    try:
        return parsed(json.dumps({k: v for k, v in policy.items() if k != "RevisionId"}))
    except AwsError:
        return None


class FunctionPolicies:
    """The lookup and the "does any function have a policy" flag (recounted lazily after a change)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.count = PolicyCount(store, self._count_policies)
        # the shared counter's own methods (``active`` is asked on every authorized request: no extra frame)
        self.changed: Callable[[], None] = self.count.changed
        self.active: Callable[[], bool] = self.count.active

    def _count_policies(self) -> int:
        return functions.count_with_policy(self.store)

    def find(self, arn: str) -> ResourcePolicy | None:
        match = _FUNCTION_ARN.match(arn)
        if match is None:
            return None
        region, account, name, qualifier = match.groups()
        policy = policy_for(self.store, account, region, name, qualifier or "")
        return None if policy is None else ResourcePolicy(account, policy)

    def owner_context(self, ctx: RequestContext, params: dict[str, Any]) -> RequestContext:
        """The context a call on another account's function runs in (AccessDenied without its policy)."""
        name = params.get("FunctionName")
        if not isinstance(name, str):
            return ctx
        region = ctx.region
        if name.startswith("arn:"):
            match = _FUNCTION_ARN.match(name)
            if match is None:
                return ctx
            region, account, function, qualifier = match.groups()
        else:
            partial = _PARTIAL.match(name)
            if partial is None:
                return ctx
            account, function, qualifier = partial.groups()
        if account == ctx.account_id:
            return ctx
        qualifier = params.get("Qualifier") or qualifier or ""
        if policy_for(self.store, account, region, function, qualifier) is None:
            resource = f"arn:aws:lambda:{region}:{account}:function:{function}" + (
                f":{qualifier}" if qualifier else ""
            )
            action = action_name(ctx.service, ctx.operation)
            raise access_denied(
                ctx.service,
                access_denied_message(
                    ctx.principal.arn, action, resource, replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
                ),
            )
        return replace(ctx, account_id=account, region=region)

    async def step(self, ctx: RequestContext, params: dict[str, Any], call_next: Handler) -> dict[str, Any]:
        """Pipeline step (after authorization): Lambda calls on another account's function run as its owner."""
        if ctx.service == "lambda" and "FunctionName" in params:
            ctx = self.owner_context(ctx, params)
        return await call_next(ctx, params)
