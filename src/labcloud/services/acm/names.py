"""Certificate ARNs and domain names: the shape checks of both, finding a certificate, and the DNS
validation record ACM gives each name (the same per account and name, as AWS reuses it)."""

from __future__ import annotations

import hashlib
import re
import uuid

from labcloud.context import RequestContext
from labcloud.services.acm.errors import invalid_arn, invalid_parameter, limit_exceeded, not_found
from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState

_ARN = re.compile(r"^arn:aws[\w-]*:acm:([a-z0-9-]+):(\d{12}):certificate/([A-Za-z0-9-]{1,128})$")
_LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")
#: Names per certificate: ACM's default quota ("Domain names per ACM certificate").
MAX_NAMES = 10


def new_arn(ctx: RequestContext) -> str:
    return f"arn:aws:acm:{ctx.region}:{ctx.account_id}:certificate/{uuid.uuid4()}"


def check_arn(arn: str) -> None:
    if not _ARN.match(arn):
        raise invalid_arn(arn)


def find(state: AcmState, ctx: RequestContext, arn: str) -> Certificate:
    """The caller's certificate at ``arn`` (InvalidArnException for an ARN not of a certificate)."""
    match = _ARN.match(arn)
    if match is None:
        raise invalid_arn(arn)
    found = state.certificates.by_arn(arn)
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        raise not_found(arn)
    return found


def check_room(state: AcmState, ctx: RequestContext) -> None:
    """LimitExceededException when the account's region already holds ACM's quota of certificates."""
    if state.certificates.count(ctx.account_id, ctx.region) >= state.max_certificates:
        raise limit_exceeded(
            f"Error: you have reached your limit of {state.max_certificates} certificates in this account and region."
        )


def check_domain(name: str) -> str:
    """A requestable name: labels of letters, digits and hyphens, at least two, a wildcard only leftmost."""
    labels = name.split(".")
    body = labels[1:] if labels[0] == "*" else labels
    if len(name) > 253 or len(body) < 2 or not all(_LABEL.match(label) for label in body):
        raise invalid_parameter(f"DomainName {name!r} is not a valid fully qualified domain name.")
    if "*" in name[1:]:
        raise invalid_parameter(f"DomainName {name!r}: a wildcard is allowed only as the leftmost label.")
    return name.lower()


def base(name: str) -> str:
    """The name DNS validation proves (a wildcard's parent)."""
    return name[2:] if name.startswith("*.") else name


def validation_record(account_id: str, name: str) -> dict[str, str]:
    """The CNAME that validates ``name``: ``_<hash>.<name>.`` → ``_<hash>.<token>.acm-validations.aws.``"""
    domain = base(name)
    left = hashlib.sha256(f"name:{account_id}:{domain}".encode()).hexdigest()[:32]
    right = hashlib.sha256(f"value:{account_id}:{domain}".encode()).hexdigest()
    return {
        "Name": f"_{left}.{domain}.",
        "Type": "CNAME",
        "Value": f"_{right[:32]}.{right[32:42]}.acm-validations.aws.",
    }


def validation_emails(domain: str) -> list[str]:
    """Where ACM would send EMAIL validation mail for ``domain`` (the five common addresses)."""
    return [f"{box}@{domain}" for box in ("admin", "administrator", "hostmaster", "postmaster", "webmaster")]
