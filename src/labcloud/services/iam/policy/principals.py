"""The Principal / NotPrincipal element of trust and resource policies: parsing and matching.

Matching follows IAM: ``"*"`` is everyone; an account id or ``arn:aws:iam::ACCOUNT:root``
stands for every principal of that account; a role ARN also covers that role's sessions
(``arn:aws:sts::ACCOUNT:assumed-role/NAME/SESSION``); other ARNs and service names
(``lambda.amazonaws.com``) must be equal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from labcloud.errors import AwsError
from labcloud.services.iam.policy.errors import malformed

_PRINCIPAL_KINDS = frozenset({"AWS", "Service", "Federated", "CanonicalUser"})
_ACCOUNT = re.compile(r"^\d{12}$")
_IAM_ARN = re.compile(r"^arn:aws[a-z-]*:iam::(\d{12}):(root|user/.+|role/.+|federated-user/.+)$")
_STS_ARN = re.compile(r"^arn:aws[a-z-]*:sts::(\d{12}):(assumed-role/[^/]+/.+|federated-user/.+)$")
_UNIQUE_ID = re.compile(r"^A[A-Z0-9]{15,127}$")
#: A CloudFront origin access identity, as a bucket policy names it (no IAM user of an account: never
#: looked up among IAM's users).
_OAI_ARN = re.compile(r"^arn:aws[a-z-]*:iam::cloudfront:user/CloudFront Origin Access Identity [A-Z0-9]+$")
_SERVICE = re.compile(r"^[a-z0-9][a-z0-9.-]*[a-z0-9]$")


def invalid_principal(kind: str, value: str) -> AwsError:
    return malformed(f"Invalid principal in policy: {json.dumps(kind)}:{json.dumps(value)}")


def account_of(arn: str) -> str | None:
    """The account id inside an IAM/STS ARN, or the id itself."""
    if _ACCOUNT.match(arn):
        return arn
    parts = arn.split(":", 5)
    if len(parts) == 6 and parts[0] == "arn" and _ACCOUNT.match(parts[4]):
        return parts[4]
    return None


def _valid_aws(value: str) -> bool:
    return value == "*" or bool(
        _ACCOUNT.match(value)
        or _IAM_ARN.match(value)
        or _STS_ARN.match(value)
        or _UNIQUE_ID.match(value)
        or _OAI_ARN.match(value)
    )


@dataclass(frozen=True, slots=True)
class PrincipalSpec:
    """Who a statement is about: ``everyone`` or identifiers grouped by kind."""

    everyone: bool
    aws: tuple[str, ...] = ()
    service: tuple[str, ...] = ()
    federated: tuple[str, ...] = ()
    canonical_user: tuple[str, ...] = ()

    def matches(self, principal: str, *, whole_accounts: bool = True) -> bool:
        """Does ``principal`` (an ARN, account id or service name) fall under this element?

        ``whole_accounts=False`` (NotPrincipal): an account entry names only the account itself, not
        the users and roles in it, as IAM reads NotPrincipal."""
        if self.everyone:
            return True
        if principal in self.service or principal in self.federated or principal in self.canonical_user:
            return True
        return any(_aws_matches(entry, principal, whole_accounts) for entry in self.aws)


def _aws_matches(entry: str, principal: str, whole_accounts: bool = True) -> bool:
    if entry == "*" or entry == principal:
        return True
    if _ACCOUNT.match(entry) or entry.endswith(":root"):
        if not whole_accounts:
            return principal.endswith(":root") and account_of(principal) == account_of(entry)
        return account_of(principal) == account_of(entry)
    role = _IAM_ARN.match(entry)
    if role is not None and role.group(2).startswith("role/"):
        session = _STS_ARN.match(principal)
        if session is not None and session.group(2).startswith("assumed-role/"):
            role_name = role.group(2).rsplit("/", 1)[1]
            return session.group(1) == role.group(1) and session.group(2).split("/")[1] == role_name
    return False


def _strings(kind: str, raw: object) -> tuple[str, ...]:
    items = raw if isinstance(raw, list) else [raw]
    if not items or not all(isinstance(i, str) for i in items):
        raise malformed()
    return tuple(items)


def parse_principal(raw: object, exists: Callable[[str], bool] | None = None) -> PrincipalSpec:
    """Validate a Principal element; ``exists`` can reject ARNs of identities that do not exist."""
    if raw == "*":
        return PrincipalSpec(everyone=True)
    if not isinstance(raw, dict) or not raw:
        raise malformed()
    groups: dict[str, tuple[str, ...]] = {}
    for kind, value in raw.items():
        name = kind if kind in _PRINCIPAL_KINDS else None
        if name is None:
            raise malformed()
        values = _strings(name, value)
        for entry in values:
            if name == "AWS":
                valid = _valid_aws(entry) and (
                    exists is None
                    or entry == "*"
                    or _ACCOUNT.match(entry) is not None
                    or entry.endswith(":root")
                    or _OAI_ARN.match(entry) is not None
                    or exists(entry)
                )
            elif name == "Service":
                valid = entry == "*" or _SERVICE.match(entry) is not None
            else:
                valid = bool(entry.strip())
            if not valid:
                raise invalid_principal(name, entry)
        groups[name] = values
    if groups.get("AWS") == ("*",) and len(groups) == 1:
        return PrincipalSpec(everyone=True)
    return PrincipalSpec(
        everyone=False,
        aws=groups.get("AWS", ()),
        service=groups.get("Service", ()),
        federated=groups.get("Federated", ()),
        canonical_user=groups.get("CanonicalUser", ()),
    )
