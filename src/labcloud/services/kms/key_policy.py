"""Key policies as AWS writes and enforces them; grants as allowances beside them.

A key policy is the key's primary authority. The statement allowing the account (``arn:aws:iam::ACCOUNT:root``)
delegates to IAM: the caller's identity policies then decide. What enforcement reads as the key's
resource policy (:func:`enforced_policy`) is the key policy without that delegation (the identity
decision stands for it), plus one statement per grant; a key whose policy does not delegate lets in only
the principals it names (:func:`direct_allow`, checked by the operation itself).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam.policy import Policy, parse_resource_policy, resource_decision
from labcloud.services.kms.errors import malformed_policy
from labcloud.services.kms.repo.keys import Grant

MAX_POLICY_BYTES = 32768


def default_policy(account_id: str) -> str:
    """The default key policy CreateKey attaches when none is given (AWS's text, key-default-1)."""
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Id": "key-default-1",
            "Statement": [
                {
                    "Sid": "Enable IAM User Permissions",
                    "Effect": "Allow",
                    "Principal": {"AWS": f"arn:aws:iam::{account_id}:root"},
                    "Action": "kms:*",
                    "Resource": "*",
                }
            ],
        },
        indent=2,
    )


def managed_policy(account_id: str, service: str) -> str:
    """The policy of an AWS managed key: any principal of the account may use it for cryptography
    (AWS adds a ``kms:ViaService`` condition naming the service; labcloud does not record through which
    service a call came, so that condition is left out), the account may read it."""
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Id": f"auto-{service}-1",
            "Statement": [
                {
                    "Sid": f"Allow access through {service} for all principals in the account that are authorized to use {service}",
                    "Effect": "Allow",
                    "Principal": {"AWS": "*"},
                    "Action": [
                        "kms:Encrypt",
                        "kms:Decrypt",
                        "kms:ReEncrypt*",
                        "kms:GenerateDataKey*",
                        "kms:CreateGrant",
                        "kms:DescribeKey",
                    ],
                    "Resource": "*",
                    "Condition": {"StringEquals": {"aws:PrincipalAccount": account_id}},
                },
                {
                    "Sid": "Allow direct access to key metadata to the account",
                    "Effect": "Allow",
                    "Principal": {"AWS": f"arn:aws:iam::{account_id}:root"},
                    "Action": ["kms:Describe*", "kms:Get*", "kms:List*"],
                    "Resource": "*",
                },
            ],
        },
        indent=2,
    )


def _principals(statement: dict[str, Any]) -> list[str]:
    principal = statement.get("Principal")
    if principal == "*":
        return ["*"]
    if not isinstance(principal, dict):
        return []
    aws = principal.get("AWS", [])
    return [aws] if isinstance(aws, str) else [p for p in aws if isinstance(p, str)]


def _is_delegation(statement: dict[str, Any], account_id: str) -> bool:
    if statement.get("Effect") != "Allow" or statement.get("Condition"):
        return False
    return any(p in (account_id, f"arn:aws:iam::{account_id}:root") for p in _principals(statement))


def _statements(document: dict[str, Any]) -> list[dict[str, Any]]:
    found = document.get("Statement", [])
    found = [found] if isinstance(found, dict) else found
    return [s for s in found if isinstance(s, dict)]


def parse(text: str, key_arn: str) -> Policy:
    """The key policy checked as a resource policy (MalformedPolicyDocumentException when it is not one)."""
    if len(text.encode()) > MAX_POLICY_BYTES:
        raise malformed_policy("The key policy is larger than the maximum size of 32 KB.")
    try:
        return parse_resource_policy(text, name=key_arn)
    except AwsError as exc:
        raise malformed_policy(exc.message or "The new key policy is malformed.") from None


@lru_cache(maxsize=4096)
def delegates(text: str, account_id: str, action: str) -> bool:
    """Does the policy hand ``action`` on the key to the account's IAM policies?"""
    document = json.loads(text)
    for statement in _statements(document):
        if _is_delegation(statement, account_id):
            actions = statement.get("Action", [])
            actions = [actions] if isinstance(actions, str) else actions
            if any(_action_matches(a, action) for a in actions):
                return True
    return False


def _action_matches(pattern: str, action: str) -> bool:
    from fnmatch import fnmatchcase

    return fnmatchcase(action.lower(), pattern.lower())


@lru_cache(maxsize=1024)
def has_extra(text: str, account_id: str) -> bool:
    """Does the policy say more than the delegation (so enforcement must read it)?"""
    return any(not _is_delegation(s, account_id) for s in _statements(json.loads(text)))


def enforced_policy(text: str, account_id: str, key_arn: str, grants: Sequence[Grant]) -> Policy:
    """The key policy without the account delegation, plus one statement per grant (parsed once per
    policy text and set of grants: every call on a key reads it)."""
    return _enforced(text, account_id, key_arn, tuple(grants))


@lru_cache(maxsize=1024)
def _enforced(text: str, account_id: str, key_arn: str, grants: tuple[Grant, ...]) -> Policy:
    document = json.loads(text)
    statements = [s for s in _statements(document) if not _is_delegation(s, account_id)]
    for grant in grants:
        statements.append(
            {
                "Sid": f"grant-{grant.grant_id}",
                "Effect": "Allow",
                "Principal": {"AWS": grant.grantee},
                "Action": [f"kms:{op}" for op in grant.operations],
                "Resource": "*",
            }
        )
    if not statements:
        statements = [{"Effect": "Deny", "Principal": {"AWS": "*"}, "NotAction": "*", "Resource": "*"}]
    return parse_resource_policy({"Version": "2012-10-17", "Statement": statements}, name=key_arn)


def direct_allow(
    text: str,
    account_id: str,
    key_arn: str,
    grants: Sequence[Grant],
    principal_arn: str,
    action: str,
    context: dict[str, object],
) -> bool:
    """Do the key policy's own statements or a grant let ``principal_arn`` do ``action``?"""
    policy = enforced_policy(text, account_id, key_arn, grants)
    return resource_decision(policy, principal_arn, action, key_arn, context).allowed
