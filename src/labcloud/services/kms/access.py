"""KMS's own part of authorization, after IAM enforcement: a key whose policy does not delegate to the
account's IAM lets in only the principals its policy (or a grant) names, as on AWS.

Enforcement (``services/iam/enforcement.py``) has already combined the caller's identity policies with
the key's enforced policy (``key_policy.enforced_policy``: explicit denies, direct allows, grants,
other accounts). What it cannot know is that, for a key that does not delegate, an identity allow is
not enough: that is checked here. A call from another account always needs the key policy's (or a
grant's) own allow, whether or not enforcement read the policy (an administrator of another account
is not governed by IAM here, so enforcement may not have).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.resource_policies import Lookup, ResourcePolicy
from labcloud.services.iam.policy import access_denied_message
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.kms import key_policy
from labcloud.services.kms.errors import access_denied
from labcloud.services.kms.repo.keys import Key
from labcloud.services.kms.state import KmsState


def _context(ctx: RequestContext) -> dict[str, object]:
    now = clock.now()
    return {
        "aws:CurrentTime": datetime.fromtimestamp(now, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "aws:EpochTime": str(int(now)),
        "aws:PrincipalAccount": ctx.principal.account_id,
        "aws:PrincipalArn": ctx.principal.role_arn or ctx.principal.arn,
        "aws:RequestedRegion": ctx.region,
        "kms:CallerAccount": ctx.principal.account_id,
        **({"kms:ViaService": ctx.extra["kms:ViaService"]} if ctx.extra.get("kms:ViaService") else {}),
    }


def check(state: KmsState, ctx: RequestContext, key: Key, operation: str) -> None:
    principal = ctx.principal
    if principal.kind == "service":
        return
    action = f"kms:{operation}"
    # another account's principal needs the key policy's (or a grant's) own allow, always
    if principal.account_id == key.account_id and key_policy.delegates(key.policy, key.account_id, action):
        return
    grants = state.keys.grants(key.key_id)
    if key_policy.direct_allow(
        key.policy, key.account_id, key.arn, grants, principal.arn, action, _context(ctx)
    ):
        return
    decision = replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
    raise access_denied(access_denied_message(principal.arn, action, key.arn, decision))


def lookup(state: KmsState) -> Lookup:
    """Where enforcement finds a key's enforced policy (by key ARN)."""

    def find(resource: str) -> ResourcePolicy | None:
        key = state.keys.by_arn(resource)
        if key is None:
            return None
        grants = state.keys.grants(key.key_id)
        if not grants and not key_policy.has_extra(key.policy, key.account_id):
            return None
        policy = key_policy.enforced_policy(key.policy, key.account_id, key.arn, grants)
        return ResourcePolicy(key.account_id, policy)

    return find
