"""Who an access key belongs to: the account's root (the default), or an identity IAM/STS issued.

The IAM and STS providers register resolvers for the keys they mint. Keys nobody knows act as
the default account's root, unless ``--enforce-iam`` is on, in which case they are refused.
A 12-digit access key selects that account id (a convenient way to test several accounts).
In classroom mode (``--classroom``) only keys a resolver knows are accepted: no shared root keys,
no 12-digit shortcut, no unsigned requests.
"""

from __future__ import annotations

from collections.abc import Callable

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.digits import is_digits
from labcloud.errors import AwsError

Resolver = Callable[[str], Principal | None]

#: The error AWS answers for an unknown access key, per service.
_UNKNOWN_KEY = {
    "sts": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "iam": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "sqs": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "lambda": ("UnrecognizedClientException", "The security token included in the request is invalid.", 403),
    "dynamodb": (
        "UnrecognizedClientException",
        "The security token included in the request is invalid.",
        400,
    ),
    "logs": ("UnrecognizedClientException", "The security token included in the request is invalid.", 400),
    "sns": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "cloudformation": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "cloudwatch": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "elbv2": ("InvalidClientTokenId", "The security token included in the request is invalid.", 403),
    "ec2": ("AuthFailure", "AWS was not able to validate the provided access credentials", 401),
    "s3": ("InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.", 403),
    "apigateway": (
        "UnrecognizedClientException",
        "The security token included in the request is invalid.",
        403,
    ),
}

#: The error AWS answers for expired session credentials, per service (code, status).
_EXPIRED = {
    "sts": ("ExpiredToken", 403),
    "iam": ("ExpiredToken", 403),
    "sqs": ("ExpiredToken", 403),
    "lambda": ("ExpiredTokenException", 403),
}
EXPIRED_MESSAGE = "The security token included in the request is expired"


class KeyExpired(Exception):
    """Raised by a resolver for session credentials past their expiration."""


class Identity:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.resolvers: list[Resolver] = []
        self.invocation_lookups: list[Callable[[str], str | None]] = []
        #: Keys accepted as root when IAM is enforced (the ones `labcloud env` hands out).
        self.root_keys: set[str] = {"test", "AKIAIOSFODNN7EXAMPLE", "labcloud"}

    def add_resolver(self, resolver: Resolver) -> None:
        self.resolvers.append(resolver)

    def add_invocation_lookup(self, lookup: Callable[[str], str | None]) -> None:
        """Lambda registers how to tell which invocation a sandbox's access key is serving."""
        self.invocation_lookups.append(lookup)

    def invocation_for(self, access_key: str | None) -> str | None:
        """The Lambda request id a call made with ``access_key`` belongs to (for the write ledger)."""
        if access_key:
            for lookup in self.invocation_lookups:
                request_id = lookup(access_key)
                if request_id is not None:
                    return request_id
        return None

    def root(self, account_id: str | None = None, access_key: str | None = None) -> Principal:
        account = account_id or self.settings.account_id
        return Principal(account, f"arn:aws:iam::{account}:root", "root", access_key, user_id=account)

    def principal_for(self, access_key: str | None, service: str) -> Principal:
        known = self._resolve(access_key, service) if access_key else None
        if known is not None:
            return known
        if self.settings.classroom is not None:  # only keys a resolver knows (docs/classroom.md)
            raise unknown_key(service)
        if access_key:
            if is_digits(access_key) and len(access_key) == 12:
                return self.root(access_key, access_key)
            if self.settings.enforce_iam and access_key not in self.root_keys:
                raise unknown_key(service)
        return self.root(None, access_key)

    def _resolve(self, access_key: str, service: str) -> Principal | None:
        for resolver in self.resolvers:
            try:
                principal = resolver(access_key)
            except KeyExpired:
                code, status = _EXPIRED.get(service, ("ExpiredTokenException", 400))
                raise AwsError(code, EXPIRED_MESSAGE, status=status) from None
            if principal is not None:
                return principal
        return None


def unknown_key(service: str) -> AwsError:
    """The error AWS answers ``service``'s callers whose access key it does not know."""
    code, message, status = _UNKNOWN_KEY.get(
        service,
        ("UnrecognizedClientException", "The security token included in the request is invalid.", 400),
    )
    return AwsError(code, message, status=status)
